import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderScreen, type MockApi } from 'shared-kernel/testing';
import type { Language, ProspectApplication, ProspectDetails } from 'shared-kernel/domain';
import { ProspectHomeScreen } from './ProspectHomeScreen';

const PROSPECT = '/api/v2/auth/prospects';
const APPLICATION = '/api/v2/my-prospect-details';
const CONDITIONS = '/api/v2/my-prospect-details/conditions';

const paul: ProspectDetails = {
  status: 'active',
  conditionCodes: ['GTC', 'DPP'],
  conditionsLong: [
    { code: 'GTC', title: 'General terms and conditions', text: 'These terms govern the relationship.' },
    { code: 'DPP', title: 'Data protection policy', text: 'How Kontor processes personal data.' },
  ],
  emailAddress: 'paul@kontor.test',
  nickName: 'Paul',
};

const draft: ProspectApplication = {
  status: 'draft',
  prospectStatus: 'active',
  emailAddress: 'paul@kontor.test',
  request: null,
  personal: null,
  profession: null,
  tax: null,
  conditionCodes: ['GTC', 'DPP'],
  acceptedConditionCodes: [],
  submittedAt: null,
  identifiedAt: null,
};

function setup(
  reply: Parameters<MockApi['on']>[2],
  language: Language = 'en',
  application: ProspectApplication = draft,
) {
  const harness = renderScreen(<ProspectHomeScreen />, {
    session: 'paulProspect',
    route: '/prospect-home',
    path: '/prospect-home/:id?',
    language,
  });
  const mockApi = harness.mockApi as MockApi;
  mockApi.on('get', PROSPECT, reply);
  mockApi.on('get', APPLICATION, { data: application });
  return {
    ...harness,
    mockApi,
    t: (key: string, values?: Record<string, unknown>) => harness.i18n.t(key, values ?? {}),
  };
}

it('greets the prospect by nickname and shows the status and the conditions to accept', async () => {
  const h = setup({ data: paul });
  expect(
    await screen.findByText(h.t('app.onboarding.prospectHome.greeting', { name: 'Paul' })),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(h.t('webapp.title.prospectHome'));
  expect(screen.getByText(h.t('app.onboarding.prospectHome.status.active'))).toBeInTheDocument();
  const conditions = screen.getByRole('region', {
    name: h.t('app.onboarding.prospectHome.conditions.title'),
  });
  expect(conditions).toHaveTextContent('General terms and conditions');
  expect(conditions).toHaveTextContent('Data protection policy');
  expect(screen.getByText(h.t('app.onboarding.application.statusName.draft'))).toBeInTheDocument();
  // The next step of a new application: the personal data.
  expect(
    screen.getByRole('link', { name: h.t('app.onboarding.prospectHome.next.personalLink') }),
  ).toHaveAttribute('href', '/prospect-request-personal');
  expect(h.mockApi.calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual([
    `get ${PROSPECT}`,
    `get ${APPLICATION}`,
  ]);
  await expectNoAxeViolations(h.container);
});

it('asks the gateway in the user language', async () => {
  const h = setup({ data: paul }, 'de');
  await screen.findByText(h.t('app.onboarding.prospectHome.greeting', { name: 'Paul' }));
  expect(h.mockApi.calls.every((call) => call.headers['Accept-Language'] === 'de')).toBe(true);
});

it('greets by email without a nickname, shows an unknown status as sent, and no conditions when there are none', async () => {
  const h = setup({
    data: { ...paul, nickName: null, status: 'onHold', conditionCodes: [], conditionsLong: [] },
  });
  expect(
    await screen.findByText(h.t('app.onboarding.prospectHome.greeting', { name: 'paul@kontor.test' })),
  ).toBeInTheDocument();
  expect(screen.getByText('onHold')).toBeInTheDocument();
  expect(
    screen.queryByRole('region', { name: h.t('app.onboarding.prospectHome.conditions.title') }),
  ).not.toBeInTheDocument();
});

it('lists a condition without a long text by its code', async () => {
  const h = setup({
    data: { ...paul, conditionCodes: ['GTC', 'XYZ'], conditionsLong: [paul.conditionsLong[0]!] },
  });
  const conditions = await screen.findByRole('region', {
    name: h.t('app.onboarding.prospectHome.conditions.title'),
  });
  expect(conditions).toHaveTextContent('XYZ');
});

it('says when the prospect cannot be loaded and loads again on request', async () => {
  const h = setup({ status: 500, data: {} });
  expect(await screen.findByText(h.t('app.onboarding.prospectHome.loadFailed'))).toBeInTheDocument();
  h.mockApi.on('get', PROSPECT, { data: paul });
  await userEvent.setup().click(screen.getByRole('button', { name: h.t('dict.retry') }));
  expect(
    await screen.findByText(h.t('app.onboarding.prospectHome.greeting', { name: 'Paul' })),
  ).toBeInTheDocument();
  expect(h.mockApi.calls.filter((call) => call.url === PROSPECT)).toHaveLength(2);
});

it('accepts the conditions with their codes once every one is ticked', async () => {
  const h = setup({ data: paul });
  const user = userEvent.setup();
  h.mockApi.on('post', CONDITIONS, { data: { ...draft, acceptedConditionCodes: ['GTC', 'DPP'] } });
  const accept = await screen.findByRole('button', {
    name: h.t('app.onboarding.prospectHome.conditions.submit'),
  });
  await user.click(accept);
  expect(screen.getByRole('alert')).toHaveTextContent(
    h.t('app.onboarding.prospectHome.conditions.allNeeded'),
  );
  expect(h.mockApi.calls.filter((call) => call.url === CONDITIONS)).toEqual([]);
  for (const title of ['General terms and conditions', 'Data protection policy'])
    await user.click(
      screen.getByRole('checkbox', { name: h.t('app.onboarding.prospectHome.conditions.accept', { title }) }),
    );
  await user.click(accept);
  expect(await screen.findByText(h.t('app.onboarding.prospectHome.conditions.accepted'))).toBeInTheDocument();
  expect(h.mockApi.calls.find((call) => call.url === CONDITIONS)?.data).toEqual({
    acceptedConditionCodes: ['GTC', 'DPP'],
  });
  expect(
    screen.queryByRole('button', { name: h.t('app.onboarding.prospectHome.conditions.submit') }),
  ).not.toBeInTheDocument();
});

it('tells an identified prospect to log in as a customer', async () => {
  const h = setup({ data: { ...paul, status: 'converted' } }, 'en', {
    ...draft,
    status: 'identified',
    acceptedConditionCodes: ['GTC', 'DPP'],
  });
  expect(
    await screen.findByRole('link', { name: h.t('app.onboarding.prospectHome.next.loginLink') }),
  ).toHaveAttribute('href', '/login');
  expect(screen.getByText(h.t('app.onboarding.prospectHome.status.converted'))).toBeInTheDocument();
});
