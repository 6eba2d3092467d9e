import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderScreen, type MockApi } from 'shared-kernel/testing';
import type { OfferingPlan, PartnershipOnboarding } from 'shared-kernel/domain';
import { PartnershipOfferingScreen } from './PartnershipOfferingScreen';

const uid = '00000000-0000-4000-8000-000000000331';
const onboarding: PartnershipOnboarding = {
  uid,
  companyUid: 'CHE-116.281.710',
  clientName: 'Zürcher Velowerk GmbH',
  legalForm: 'limited_liability_company',
  seat: 'Zürich',
  status: 'open',
  partnershipUid: null,
  partnershipStatus: null,
  roles: [],
  planCode: null,
  billingInterval: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const plans: OfferingPlan[] = [
  { code: 'sme_ch', monthly: 1000, yearly: 10000, features: ['DomesticPayment', 'Teamspace'] },
  { code: 'enterprise_ch', monthly: null, yearly: 99000, features: ['BulkPayments'] },
];
const requested: PartnershipOnboarding = {
  ...onboarding,
  partnershipUid: '00000000-0000-4000-8000-000000000999',
  partnershipStatus: 'new',
  roles: ['bootstrapper', 'requestor'],
  planCode: 'sme_ch',
  billingInterval: 'IntervalYearly',
};

function setup() {
  const harness = renderScreen(<PartnershipOfferingScreen />, {
    route: `/partnership-offering/${uid}`,
    path: '/partnership-offering/:id?',
  });
  const mockApi = harness.mockApi as MockApi;
  mockApi
    .on('get', /\/api\/v2\/partnership-onboardings\/[^/]+$/, { data: onboarding })
    .on('get', /\/api\/v2\/partnership-offering\/plans$/, { data: plans })
    .on('post', /\/offering$/, { status: 201, data: requested });
  return { ...harness, mockApi };
}

it('shows the plans for companies with features and prices, monthly or yearly', async () => {
  const h = setup();
  const user = userEvent.setup();
  const sme = (await screen.findByRole('heading', { name: 'SME' })).closest('section')!;
  expect(within(sme).getByText('CHF 10.00 per month')).toBeInTheDocument();
  expect(within(sme).getByText('Team space')).toBeInTheDocument();
  const enterprise = screen.getByRole('heading', { name: 'Enterprise' }).closest('section')!;
  expect(within(enterprise).getByRole('button', { name: 'Choose Enterprise' })).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: 'Yearly (two months free)' }));
  expect(within(sme).getByText('CHF 100.00 per year')).toBeInTheDocument();
  expect(within(enterprise).getByRole('button', { name: 'Choose Enterprise' })).toBeEnabled();
  await expectNoAxeViolations(h.container);
});

it('requests the partnership with the chosen plan and shows its status and roles', async () => {
  const h = setup();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'Yearly (two months free)' }));
  await user.click(screen.getByRole('button', { name: 'Choose SME' }));
  await waitFor(() =>
    expect(h.mockApi.calls.find((call) => call.method === 'post')).toMatchObject({
      url: `/api/v2/partnership-onboardings/${uid}/offering`,
      data: { planCode: 'sme_ch', billingInterval: 'IntervalYearly' },
    }),
  );
  const card = (await screen.findByRole('heading', { name: 'Your requested company' })).closest('section')!;
  expect(within(card).getByText('Founder')).toBeInTheDocument();
  expect(within(card).getByText('Applicant')).toBeInTheDocument();
  expect(card.querySelector('[aria-current="step"]')).toHaveTextContent('New');
  await expectNoAxeViolations(h.container);
});
