import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Alert } from 'shared-kernel/bus';
import { PersonalDetails } from './PersonalDetails';
import { screenTest } from 'shared-kernel/testing';

const BAHNHOF = { street: 'Bahnhofstrasse', number: '1', postalCode: '8001', city: 'Zürich', country: 'CHE' };

function setUp() {
  const test = screenTest('annaPrivate');
  const uid = test.session.user!.uid;
  test.mockApi.on('get', '/api/v2/natural-person', {
    data: {
      ...test.session.user,
      nationality: 'CHE',
      address: {
        agentAddress: {
          street: 'Schaffhauserstrasse',
          number: '112',
          postalCode: '8057',
          city: 'Zürich',
          country: 'CHE',
        },
        planned: null,
      },
      phone: { agentPhoneNumber: { countryCode: '+41', number: '791234567' } },
    },
  });
  const alerts: Alert[] = [];
  const dismissed: string[] = [];
  test.bus.alerts$.subscribe((alert) => alerts.push(alert));
  test.bus.dismissed$.subscribe((id) => dismissed.push(id));
  return { test, uid, alerts, dismissed };
}

async function openAddressEditor() {
  const card = (await screen.findByRole('heading', { name: 'Domicile' })).closest('section') as HTMLElement;
  fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
  return card;
}

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PersonalDetails address change', () => {
  it('verifies the address, then saves it', async () => {
    const { test, uid } = setUp();
    test.mockApi.on('post', '/api/v2/postaladdress/verify', { data: { verified: true, address: BAHNHOF } });
    test.mockApi.on('patch', `/api/v2/natural-persons/${uid}/domicile`, {
      data: { agentAddress: BAHNHOF, planned: null },
    });
    test.render(PersonalDetails, { path: '/personal-details/:id?', route: '/personal-details' });
    const card = await openAddressEditor();
    fill(/^Street/, 'Bahnhofstrasse');
    fill(/^No\./, '1');
    fill(/^Postal code/, '8001');
    fireEvent.click(within(card).getByRole('button', { name: 'Check and save address' }));
    expect(await within(card).findByText(/Bahnhofstrasse 1/)).toBeInTheDocument();
    expect(test.mockApi.calls.find((call) => call.method === 'patch')?.data).toEqual(BAHNHOF);
  });

  it('fails with message_1 when the address is not found (422), without saving', async () => {
    const { test, alerts } = setUp();
    test.mockApi.on('post', '/api/v2/postaladdress/verify', {
      status: 422,
      data: { code: 'address_not_found', message: 'x' },
    });
    test.render(PersonalDetails, { path: '/personal-details/:id?', route: '/personal-details' });
    const card = await openAddressEditor();
    fill(/^Street/, 'Nowhere');
    fireEvent.click(within(card).getByRole('button', { name: 'Check and save address' }));
    await waitFor(() =>
      expect(alerts.map((alert) => alert.message)).toContain('app.settings.address.message_1'),
    );
    const alert = alerts.find((candidate) => candidate.message === 'app.settings.address.message_1')!;
    expect(alert).toMatchObject({ alertType: 'error', autoDismissDelay: 5000 });
    expect(test.mockApi.calls.some((call) => call.method === 'patch')).toBe(false);
    expect(screen.getByLabelText(/^Street/)).toHaveValue('Nowhere');
  });

  it('replaces the fields with the suggestion and warns with message_2 (422 with suggestions)', async () => {
    const { test, alerts } = setUp();
    test.mockApi.on('post', '/api/v2/postaladdress/verify', {
      status: 422,
      data: { code: 'address_corrected', message: 'x', suggestions: [BAHNHOF] },
    });
    test.render(PersonalDetails, { path: '/personal-details/:id?', route: '/personal-details' });
    const card = await openAddressEditor();
    fill(/^Street/, 'Bahnhofstr.');
    fill(/^Postal code/, '8001');
    fill(/^City/, 'Zuerich');
    fireEvent.click(within(card).getByRole('button', { name: 'Check and save address' }));
    await waitFor(() => expect(screen.getByLabelText(/^Street/)).toHaveValue('Bahnhofstrasse'));
    expect(screen.getByLabelText(/^City/)).toHaveValue('Zürich');
    expect(alerts.find((alert) => alert.message === 'app.settings.address.message_2')).toMatchObject({
      alertType: 'warning',
      autoDismissDelay: 5000,
    });
    expect(test.mockApi.calls.some((call) => call.method === 'patch')).toBe(false);
  });
});

describe('PersonalDetails postal code expansion', () => {
  it('fills the city of a postal code', async () => {
    const { test } = setUp();
    test.mockApi.on('post', '/api/v2/postalcode/expand', {
      data: { postalCode: '3011', cities: ['Bern'], city: 'Bern' },
    });
    test.render(PersonalDetails, { path: '/personal-details/:id?', route: '/personal-details/address' });
    await screen.findByLabelText(/^Postal code/);
    fill(/^Postal code/, '3011');
    fireEvent.blur(screen.getByLabelText(/^Postal code/));
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveValue('Bern'));
    expect(test.mockApi.calls.find((call) => call.url === '/api/v2/postalcode/expand')?.data).toEqual({
      postalcode: '3011',
      country: 'CHE',
      city: 'Zürich',
    });
  });

  it('offers the cities of a postal code shared by several places', async () => {
    const { test } = setUp();
    test.mockApi.on('post', '/api/v2/postalcode/expand', {
      data: { postalCode: '1213', cities: ['Onex', 'Petit-Lancy'] },
    });
    test.render(PersonalDetails, { path: '/personal-details/:id?', route: '/personal-details/address' });
    await screen.findByLabelText(/^Postal code/);
    fill(/^Postal code/, '1213');
    fireEvent.blur(screen.getByLabelText(/^Postal code/));
    const city = await screen.findByRole('combobox', { name: /^City/ });
    expect(within(city).getByRole('option', { name: 'Petit-Lancy' })).toBeInTheDocument();
  });

  it('alerts zipValidation and removes the technicalError-404 alert when the postal code is unknown', async () => {
    const { test, alerts, dismissed } = setUp();
    test.mockApi.on('post', '/api/v2/postalcode/expand', {
      status: 404,
      data: { code: 'postal_code_not_found', message: 'x' },
    });
    test.render(PersonalDetails, { path: '/personal-details/:id?', route: '/personal-details/address' });
    await screen.findByLabelText(/^Postal code/);
    fill(/^Postal code/, '1999');
    act(() => {
      fireEvent.blur(screen.getByLabelText(/^Postal code/));
    });
    await waitFor(() => expect(alerts.map((alert) => alert.message)).toContain('webapp.error.zipValidation'));
    // The api client raised the technical 404 alert first; the screen replaced it with its own.
    expect(alerts.map((alert) => alert.id)).toContain('technicalError-404');
    expect(dismissed).toContain('technicalError-404');
    expect(alerts.find((alert) => alert.message === 'webapp.error.zipValidation')).toMatchObject({
      alertType: 'error',
      autoDismissDelay: 5000,
    });
  });
});

describe('PersonalDetails phone number', () => {
  it('shows the number with its mask and saves country code and number apart', async () => {
    const { test, uid } = setUp();
    test.mockApi.on('patch', `/api/v2/natural-persons/${uid}/phone-number`, (request) => ({
      data: { agentPhoneNumber: request.data },
    }));
    test.render(PersonalDetails, { path: '/personal-details/:id?', route: '/personal-details/phone' });
    const input = await screen.findByLabelText(/^Mobile number/);
    expect(input).toHaveValue('+41 79 123 45 67');
    fireEvent.change(input, { target: { value: '+41 76 555 44 33' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(await screen.findByText('+41 76 555 44 33')).toBeInTheDocument();
    expect(test.mockApi.calls.find((call) => call.method === 'patch')?.data).toEqual({
      countryCode: '+41',
      number: '765554433',
    });
  });

  it('shows the server field error of a refused number', async () => {
    const { test, uid } = setUp();
    test.mockApi.on('patch', `/api/v2/natural-persons/${uid}/phone-number`, {
      status: 400,
      data: {
        name: 'ValidationError',
        message: 'ValidationError',
        data: [{ field: 'number', code: 'invalid_phone_number', message: 'x' }],
      },
    });
    test.render(PersonalDetails, { path: '/personal-details/:id?', route: '/personal-details/phone' });
    const input = await screen.findByLabelText(/^Mobile number/);
    fireEvent.change(input, { target: { value: '+41 76 5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(
      await screen.findByText('This is not a valid phone number for the chosen country.'),
    ).toBeInTheDocument();
  });
});
