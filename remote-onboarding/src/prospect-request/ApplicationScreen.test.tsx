import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderScreen, type MockApi } from 'shared-kernel/testing';
import type { PersonalStep, ProfessionStep, ProspectApplication } from 'shared-kernel/domain';
import { ApplicationScreen } from './ApplicationScreen';

const APPLICATION = '/api/v2/my-prospect-details';

const personal: PersonalStep = {
  name: 'Lea',
  familyName: 'Brunner',
  birthdate: '1994-03-08',
  nationality: 'CHE',
  ahvNumber: '756.9217.0769.85',
  address: { street: 'Bahnhofstrasse', number: '10', postalCode: '8001', city: 'Zürich', country: 'CHE' },
  phone: { countryCode: '+41', number: '791234567' },
};
const saved: ProspectApplication = {
  status: 'draft',
  prospectStatus: 'active',
  emailAddress: 'lea@example.ch',
  request: null,
  personal,
  profession: null,
  tax: null,
  conditionCodes: ['GTC', 'DPP', 'CSTC'],
  acceptedConditionCodes: ['GTC', 'DPP', 'CSTC'],
  submittedAt: null,
  identifiedAt: null,
};
const profession: ProfessionStep = {
  occupation: 'student',
  employer: '',
  yearlyIncome: 'under50k',
  sourceOfFunds: ['savings'],
};
const tax = { usPerson: false, taxResidences: [{ country: 'CHE', tin: '' }] };

function setup(application: ProspectApplication = saved) {
  const harness = renderScreen(<ApplicationScreen />, {
    session: 'paulProspect',
    route: '/prospect-request',
    language: 'en',
  });
  const mockApi = harness.mockApi as MockApi;
  mockApi.on('get', APPLICATION, { data: application });
  const t = (key: string, values?: Record<string, unknown>) => harness.i18n.t(key, values ?? {});
  return { ...harness, mockApi, t, user: userEvent.setup() };
}

it('opens at the first step not saved and saves each step on the server', async () => {
  const h = setup();
  h.mockApi.on('put', `${APPLICATION}/profession`, { data: { ...saved, profession } });
  h.mockApi.on('put', `${APPLICATION}/tax`, { data: { ...saved, profession, tax } });
  expect(
    await screen.findByRole('heading', { name: h.t('app.onboarding.application.step.profession') }),
  ).toBeVisible();
  await h.user.selectOptions(
    screen.getByLabelText(new RegExp(`^${h.t('app.onboarding.application.profession.occupation')}`)),
    'student',
  );
  const save = () => screen.getByRole('button', { name: h.t('app.onboarding.application.saveAndContinue') });
  await h.user.click(save());
  expect(screen.getByText(h.t('app.onboarding.application.problem.required'))).toBeInTheDocument();
  await h.user.click(
    screen.getByRole('checkbox', { name: h.t('app.onboarding.application.source.savings') }),
  );
  await h.user.click(save());
  expect(
    await screen.findByRole('heading', { name: h.t('app.onboarding.application.step.tax') }),
  ).toBeVisible();
  await h.user.click(save());
  expect(
    await screen.findByRole('heading', { name: h.t('app.onboarding.application.step.review') }),
  ).toBeVisible();
  expect(
    h.mockApi.calls.filter((call) => call.method === 'put').map((call) => [call.url, call.data]),
  ).toEqual([
    [`${APPLICATION}/profession`, profession],
    [`${APPLICATION}/tax`, tax],
  ]);
  await expectNoAxeViolations(h.container);
});

it('asks a TIN outside Switzerland and the USA of a US person before saving the tax step', async () => {
  const h = setup({ ...saved, profession });
  await screen.findByRole('heading', { name: h.t('app.onboarding.application.step.tax') });
  await h.user.click(screen.getByRole('radio', { name: h.t('dict.yes') }));
  await h.user.click(screen.getByRole('button', { name: h.t('app.onboarding.application.tax.add') }));
  await h.user.selectOptions(
    screen.getByLabelText(new RegExp(`^${h.t('app.onboarding.application.tax.country', { number: 2 })}`)),
    'DEU',
  );
  await h.user.click(screen.getByRole('button', { name: h.t('app.onboarding.application.saveAndContinue') }));
  expect(screen.getByText(h.t('app.onboarding.application.problem.tinRequired'))).toBeInTheDocument();
  expect(screen.getByText(h.t('app.onboarding.application.problem.usResidenceRequired'))).toBeInTheDocument();
  expect(h.mockApi.calls.filter((call) => call.method === 'put')).toEqual([]);
});

it('submits a complete application with the password under the rule', async () => {
  const h = setup({ ...saved, profession, tax });
  h.mockApi.on('post', `${APPLICATION}/submit`, { data: { ...saved, profession, tax, status: 'submitted' } });
  const password = await screen.findByLabelText(
    new RegExp(`^${h.t('app.onboarding.application.review.password')}`),
  );
  await h.user.type(password, 'Neues-Konto-2026');
  await h.user.type(
    screen.getByLabelText(new RegExp(`^${h.t('app.onboarding.moreInfo.reset.repeat')}`)),
    'Neues-Konto-2026',
  );
  await h.user.click(screen.getByRole('button', { name: h.t('app.onboarding.application.review.submit') }));
  expect(await screen.findByText(h.t('app.onboarding.application.status.submitted'))).toBeInTheDocument();
  expect(h.mockApi.calls.find((call) => call.method === 'post')?.data).toEqual({
    password: 'Neues-Konto-2026',
  });
});

it('lists what is missing instead of the submission', async () => {
  const h = setup({ ...saved, profession, tax, acceptedConditionCodes: [] });
  expect(
    await screen.findByRole('link', { name: h.t('app.onboarding.application.part.conditions') }),
  ).toHaveAttribute('href', '/prospect-home');
  expect(
    screen.queryByRole('button', { name: h.t('app.onboarding.application.review.submit') }),
  ).not.toBeInTheDocument();
});
