import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderScreen, type MockApi } from 'shared-kernel/testing';
import type { PartnershipOnboarding, RegisterCompany } from 'shared-kernel/domain';
import { PartnershipOnboardingScreen } from './PartnershipOnboardingScreen';

const velowerk: RegisterCompany = {
  uid: 'CHE-116.281.710',
  name: 'Zürcher Velowerk GmbH',
  legalForm: 'limited_liability_company',
  seat: 'Zürich',
};
const started: PartnershipOnboarding = {
  uid: '00000000-0000-4000-8000-000000000331',
  companyUid: velowerk.uid,
  clientName: velowerk.name,
  legalForm: velowerk.legalForm,
  seat: velowerk.seat,
  status: 'open',
  partnershipUid: null,
  partnershipStatus: null,
  roles: [],
  planCode: null,
  billingInterval: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};

function setup(language: 'en' | 'de' = 'en') {
  const harness = renderScreen(<PartnershipOnboardingScreen />, {
    language,
    route: '/partnership-onboarding',
    path: '/partnership-onboarding',
  });
  const mockApi = harness.mockApi as MockApi;
  mockApi
    .on('get', /\/api\/v2\/partnership-onboardings$/, { data: [] })
    .on('get', /\/api\/v2\/commercial-register\/companies/, (request) => ({
      data:
        String(request.url).includes('velo') || JSON.stringify(request).includes('velo') ? [velowerk] : [],
    }))
    .on('post', /\/api\/v2\/partnership-onboardings$/, { status: 201, data: started });
  return { ...harness, mockApi };
}

it('searches the register by name and starts the onboarding of the company found', async () => {
  const h = setup();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Company name or UID', { exact: false }), 'velo');
  const results = await screen.findByRole('list', { name: 'Companies in the register' });
  expect(within(results).getByText('Zürcher Velowerk GmbH')).toBeInTheDocument();
  expect(within(results).getByText('CHE-116.281.710')).toBeInTheDocument();
  await user.click(within(results).getByRole('button', { name: 'Start onboarding – Zürcher Velowerk GmbH' }));
  await waitFor(() => expect(h.history.location.pathname).toBe(`/partnership-offering/${started.uid}`));
  expect(h.mockApi.calls.find((call) => call.method === 'post')).toMatchObject({
    url: '/api/v2/partnership-onboardings',
    data: { registerUid: 'CHE-116.281.710' },
  });
  await expectNoAxeViolations(h.container);
});

it('says when nothing is found', async () => {
  setup();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Company name or UID', { exact: false }), 'Nirgendwo');
  expect(await screen.findByText(/No company found/)).toBeInTheDocument();
});

it('refuses a UID with a wrong check digit before sending, focused and announced', async () => {
  const h = setup('de');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Unternehmen von Hand erfassen' }));
  await user.type(screen.getByRole('textbox', { name: /^UID/ }), 'CHE-123.456.789');
  await user.type(
    screen.getByRole('textbox', { name: /^Firmenname$|^Firmenname\s*\*?$/ }),
    'Neue Velo Manufaktur GmbH',
  );
  await user.selectOptions(
    screen.getByRole('combobox', { name: /^Rechtsform/ }),
    'limited_liability_company',
  );
  await user.type(screen.getByRole('textbox', { name: /^Sitz/ }), 'Uster');
  await user.click(screen.getByRole('button', { name: 'Eröffnung starten' }));
  const uid = screen.getByRole('textbox', { name: /^UID/ });
  expect(uid).toHaveFocus();
  expect(uid).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText(/Diese UID ist ungültig/)).toBeInTheDocument();
  expect(h.mockApi.calls.filter((call) => call.method === 'post')).toEqual([]);
  // With the right check digit it is sent, written as the register writes it.
  await user.clear(uid);
  await user.type(uid, 'che123456788');
  await user.click(screen.getByRole('button', { name: 'Eröffnung starten' }));
  await waitFor(() =>
    expect(h.mockApi.calls.find((call) => call.method === 'post')).toMatchObject({
      data: {
        uid: 'CHE-123.456.788',
        name: 'Neue Velo Manufaktur GmbH',
        legalForm: 'limited_liability_company',
        seat: 'Uster',
      },
    }),
  );
});
