import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderScreen, type MockApi } from 'shared-kernel/testing';
import type { Registration } from 'shared-kernel/domain';
import { RegistrationsScreen } from './RegistrationsScreen';

const uid = '00000000-0000-4000-8000-000000000332';
const draft: Registration = {
  uid,
  declarationUid: '00000000-0000-4000-8000-000000000333',
  declarationStatus: 'new',
  status: 'draft',
  name: 'Verein Quartierladen',
  legalForm: null,
  seat: null,
  purpose: null,
  members: [],
  partnershipUid: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const filled: Registration = {
  ...draft,
  name: 'Verein Quartierladen Wipkingen',
  legalForm: 'association',
  seat: 'Zürich',
};

function setup(route: string, registration: Registration = draft) {
  const harness = renderScreen(<RegistrationsScreen />, {
    route,
    path: '/r3g15t3r/:id?/:step?',
    language: 'de',
  });
  const mockApi = harness.mockApi as MockApi;
  mockApi
    .on('get', /\/api\/v2\/registrations$/, {
      data: [{ ...draft, declarationStatus: 'certification issues' }],
    })
    .on('get', /\/api\/v2\/registrations\/[^/]+$/, { data: registration })
    .on('post', /\/api\/v2\/registrations$/, { status: 201, data: draft })
    .on('put', /\/partnership$/, { data: filled })
    .on('put', /\/members$/, (request) => ({
      data: { ...filled, members: (request.data as { members: [] }).members },
    }))
    .on('post', /\/complete$/, {
      data: { ...filled, status: 'completed', declarationStatus: 'certification', partnershipUid: 'p' },
    });
  return { ...harness, mockApi };
}

it('lists the registrations with their declaration status and starts a new one (step "declaration")', async () => {
  const h = setup('/r3g15t3r');
  const user = userEvent.setup();
  expect(await screen.findByText('Probleme bei der Zertifizierung')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /^Name der Gesellschaft/ }), 'Verein Quartierladen');
  await user.click(screen.getByRole('button', { name: 'Registrierung starten' }));
  await waitFor(() => expect(h.history.location.pathname).toBe(`/r3g15t3r/${uid}/declaration`));
  await expectNoAxeViolations(h.container);
});

it('saves the partnership step with an internal-registry legal form and goes on to the members', async () => {
  const h = setup(`/r3g15t3r/${uid}/partnership`);
  const user = userEvent.setup();
  const legalForm = await screen.findByRole('combobox', { name: /^Rechtsform/ });
  // Only the internal-registry legal forms (spec §6) are offered.
  expect([...(legalForm as HTMLSelectElement).options].map((option) => option.value)).toEqual([
    '',
    'simple_partnership',
    'association',
    'body_corporate',
  ]);
  await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
  expect(legalForm).toHaveFocus();
  await user.selectOptions(legalForm, 'association');
  await user.type(screen.getByRole('textbox', { name: /^Sitz/ }), 'Zürich');
  await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
  await waitFor(() => expect(h.history.location.pathname).toBe(`/r3g15t3r/${uid}/members`));
  expect(h.mockApi.calls.find((call) => call.method === 'put')).toMatchObject({
    data: { name: 'Verein Quartierladen', legalForm: 'association', seat: 'Zürich' },
  });
  await expectNoAxeViolations(h.container);
});

it('adds members and completes the registration', async () => {
  const h = setup(`/r3g15t3r/${uid}/members`, filled);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Mitglied hinzufügen' }));
  await user.type(screen.getByRole('textbox', { name: /Mitglied 1: Name/ }), 'Marco Bernasconi');
  await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
  await waitFor(() => expect(h.history.location.pathname).toBe(`/r3g15t3r/${uid}/confirmation`));
  expect(await screen.findByText('Marco Bernasconi (Mitglied)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Gesellschaft registrieren' }));
  expect(await screen.findByText(/Verein Quartierladen Wipkingen ist registriert/)).toBeInTheDocument();
  expect(screen.getByText('In Zertifizierung')).toBeInTheDocument();
  await expectNoAxeViolations(h.container);
});
