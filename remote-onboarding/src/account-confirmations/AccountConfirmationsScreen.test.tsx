import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, personas, renderScreen, type MockApi } from 'shared-kernel/testing';
import type { Confirmation, Language, SessionSnapshot } from 'shared-kernel/domain';
import { AccountConfirmationsScreen } from './AccountConfirmationsScreen';

const quentin = personas.quentinFavreArchitectes;
const favre = quentin.currentContext!;
const qes: Confirmation = {
  confirmationHandle: '00000000-0000-4000-8000-000000000777',
  confirmationType: 'QES',
  purpose: 'account_opening',
  title: 'app.confirmations.qes_account_opening',
  conditionCodes: ['GTC', 'BOD'],
};

function setup(session: SessionSnapshot = quentin, language: Language = 'en', confirmations = [qes]) {
  const harness = renderScreen(<AccountConfirmationsScreen />, {
    session,
    language,
    route: '/account-confirmations',
    path: '/account-confirmations/:id?',
  });
  const mockApi = harness.mockApi as MockApi;
  mockApi
    .on('get', /\/api\/v2\/partnerships\/.+\/confirmations$/, { data: confirmations })
    .on('get', /\/api\/collection-lookup\/conditions\//, (request) => ({
      data: { title: `Title ${request.url.split('/').at(-1)}`, content: 'The long text.' },
    }))
    .on('post', /\/confirmation\/(accept|refuse)$/, { data: { status: 'done' } });
  return {
    ...harness,
    mockApi,
    t: (key: string, values?: Record<string, string>) => harness.i18n.t(key, values ?? {}),
  };
}

const posts = (mockApi: MockApi) => mockApi.calls.filter((call) => call.method === 'post');

it('shows the identification-only QES user his pending confirmation, in his context, with its conditions', async () => {
  const h = setup(quentin, 'fr');
  const card = (await screen.findByRole('heading', { name: h.t(qes.title) })).closest('section')!;
  expect(card).toHaveTextContent(h.t('app.onboarding.confirmations.for', { name: 'Favre Architectes SA' }));
  expect(await within(card).findByText('Title GTC')).toBeInTheDocument();
  expect(within(card).getByText('Title BOD')).toBeInTheDocument();
  expect(h.mockApi.calls[0]?.url).toBe(`/api/v2/partnerships/${favre.uid}/confirmations`);
  await expectNoAxeViolations(h.container);
});

it('accepts with every condition once they are ticked', async () => {
  const h = setup();
  const user = userEvent.setup();
  const accept = await screen.findByRole('button', { name: 'Accept and sign' });
  expect(accept).toBeDisabled();
  await user.click(screen.getByLabelText(h.t('app.onboarding.confirmations.acceptConditions')));
  await user.click(accept);
  expect(posts(h.mockApi)).toEqual([
    expect.objectContaining({
      url: `/api/v2/partnerships/${favre.uid}/confirmation/accept`,
      data: { confirmationHandle: qes.confirmationHandle, acceptedConditionCodes: ['GTC', 'BOD'] },
    }),
  ]);
  expect(await screen.findByText(/You accepted and signed/)).toBeInTheDocument();
  expect(screen.getByText(h.t('app.onboarding.confirmations.emptyTitle'))).toBeInTheDocument();
});

it('refuses after asking once more, with the reason code reject', async () => {
  const h = setup();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Refuse' }));
  const dialog = screen.getByRole('dialog', { name: h.t('app.onboarding.confirmations.refuseTitle') });
  expect(posts(h.mockApi)).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
  expect(posts(h.mockApi)).toEqual([
    expect.objectContaining({
      url: `/api/v2/partnerships/${favre.uid}/confirmation/refuse`,
      data: { confirmationHandle: qes.confirmationHandle, reasonCode: 'reject' },
    }),
  ]);
  expect(await screen.findByText(/You refused/)).toBeInTheDocument();
});

it('says when another session already decided, and when a decision could not be saved', async () => {
  const h = setup();
  const user = userEvent.setup();
  h.mockApi.onceOn('post', /\/confirmation\/refuse$/, { status: 500, data: {} });
  await user.click(await screen.findByRole('button', { name: 'Refuse' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refuse' }));
  expect(await screen.findByText(/could not be saved/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: h.t(qes.title) })).toBeInTheDocument();
  h.mockApi.onceOn('post', /\/confirmation\/refuse$/, { status: 409, data: { code: 'already_decided' } });
  await user.click(screen.getByRole('button', { name: 'Refuse' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refuse' }));
  expect(await screen.findByText(/has already been decided/)).toBeInTheDocument();
});

it('lists the confirmations of every partnership from the private context', async () => {
  const h = setup(personas.clairePrivate, 'en', []);
  expect(await screen.findByText(h.t('app.onboarding.confirmations.emptyTitle'))).toBeInTheDocument();
  const urls = h.mockApi.calls.map((call) => call.url);
  for (const context of personas.clairePrivate.contexts.filter((c) => c.type !== 'private')) {
    expect(urls).toContain(`/api/v2/partnerships/${context.uid}/confirmations`);
  }
});
