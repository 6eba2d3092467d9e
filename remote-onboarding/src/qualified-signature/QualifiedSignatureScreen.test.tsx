import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, personas, renderScreen, type MockApi } from 'shared-kernel/testing';
import type { Confirmation } from 'shared-kernel/domain';
import { QualifiedSignatureScreen } from './QualifiedSignatureScreen';

const quentin = personas.quentinFavreArchitectes;
const favre = quentin.currentContext!;
const qes: Confirmation = {
  confirmationHandle: '00000000-0000-4000-8000-000000000777',
  confirmationType: 'QES',
  purpose: 'account_opening',
  title: 'app.confirmations.qes_account_opening',
  conditionCodes: ['GTC', 'BOD'],
};

function setup(id: string, conflict = false) {
  const harness = renderScreen(<QualifiedSignatureScreen />, {
    session: quentin,
    route: `/qes/${id}`,
    path: '/qes/:id?',
  });
  const mockApi = harness.mockApi as MockApi;
  mockApi
    .on('get', /\/confirmations$/, { data: [qes] })
    .on('get', /\/api\/collection-lookup\/conditions\//, { data: { title: 'Condition', content: 'Text' } })
    .on(
      'post',
      /\/confirmation\/(accept|refuse)$/,
      conflict
        ? { status: 409, data: { code: 'already_decided', message: 'x' } }
        : { data: { status: 'done' } },
    );
  return { ...harness, mockApi };
}

it('opens the one confirmation of the link and accepts it with its condition codes', async () => {
  const h = setup(qes.confirmationHandle);
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(h.i18n.t('app.onboarding.confirmations.acceptConditions')));
  await user.click(screen.getByRole('button', { name: 'Accept and sign' }));
  await waitFor(() =>
    expect(h.mockApi.calls.find((call) => call.method === 'post')).toMatchObject({
      url: `/api/v2/partnerships/${favre.uid}/confirmation/accept`,
      data: { confirmationHandle: qes.confirmationHandle, acceptedConditionCodes: ['GTC', 'BOD'] },
    }),
  );
  expect(await screen.findByRole('status')).toBeInTheDocument();
  await expectNoAxeViolations(h.container);
});

it('says when the confirmation was decided meanwhile (409)', async () => {
  setup(qes.confirmationHandle, true);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Refuse' }));
  // The modal asks once more: its own Refuse button confirms.
  const [, confirm] = await screen.findAllByRole('button', { name: 'Refuse' });
  await user.click(confirm!);
  expect(await screen.findByText(/already/i)).toBeInTheDocument();
});

it('says when the link names no waiting confirmation', async () => {
  const h = setup('00000000-0000-4000-8000-000000000000');
  expect(await screen.findByText('This signature is no longer waiting for you')).toBeInTheDocument();
  await expectNoAxeViolations(h.container);
});
