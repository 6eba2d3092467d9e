import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alert } from 'shared-kernel/bus';
import { createMockApi, expectNoAxeViolations, personas, renderScreen } from 'shared-kernel/testing';
import { createApiClient } from 'shared-kernel/api';
import { createEventBus } from 'shared-kernel/bus';
import type { SessionSnapshot } from 'shared-kernel/domain';
import { AccountInformationScreen } from './AccountInformationScreen';

// Screens load lazily and the machine may be busy: give async queries and tests room.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const address = {
  street: 'Bahnhofstrasse',
  number: '12',
  postalCode: '8001',
  city: 'Zürich',
  country: 'CHE',
};

function setUp(session: SessionSnapshot = personas.annaPrivate) {
  const bus = createEventBus();
  const alerts: Alert[] = [];
  bus.alerts$.subscribe((alert) => alerts.push(alert));
  const mock = createMockApi(
    createApiClient({
      env: 'local',
      getLanguage: () => 'en',
      getContext: () => session.currentContext,
      bus,
      onUnauthorized: () => undefined,
    }),
  );
  mock
    .on('get', `/api/v2/natural-persons/${session.user!.uid}/domicile`, {
      data: { agentAddress: address, planned: null },
    })
    .on('get', /\/api\/v2\/partnerships\/[^/]+$/, {
      data: {
        name: 'Bäckerei Meier GmbH',
        contactDetails: {
          domicileAddress: { ...address, street: 'Schaffhauserstrasse', number: '350', postalCode: '8050' },
        },
      },
    });
  return { ...renderScreen(<AccountInformationScreen />, { session, bus, api: mock }), alerts, mock };
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('AccountInformationScreen', () => {
  it('shows name, IBAN in 4-5-12 groups, currency, status, holder and address, and the QR code', async () => {
    setUp();
    expect(await screen.findByText('Anna Meier', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('CH76 83019 000000012540')).toBeInTheDocument();
    expect(screen.getByText('Privatkonto', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('CHF', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/8001 Zürich/)).toBeInTheDocument();
    const qr = await screen.findByRole('img', {
      name: 'Swiss QR code for payments to CH76 83019 000000012540',
    });
    // One image of swissqrbill's SVG, given a viewBox so it scales square.
    const svg = decodeURIComponent(qr.getAttribute('src')!.replace('data:image/svg+xml;charset=utf-8,', ''));
    expect(svg).toMatch(/^<svg viewBox="0 0 173\.\d+ 173\.\d+" xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.match(/<rect /g)?.length).toBeGreaterThan(500);
    await expectNoAxeViolations(document.body);
  }, 30_000);

  it('copies the IBAN without spaces and reports success', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    const { alerts } = setUp();
    stubClipboard(writeText);
    await user.click(await screen.findByRole('button', { name: 'Copy IBAN' }));
    expect(writeText).toHaveBeenCalledWith('CH7683019000000012540');
    expect(alerts.map((alert) => [alert.alertType, alert.message])).toEqual([
      ['success', 'app.accounts.accountInformation.copied'],
    ]);
  });

  it('reports a refused clipboard as an error', async () => {
    const user = userEvent.setup();
    const { alerts } = setUp();
    stubClipboard(() => Promise.reject(new Error('denied')));
    await user.click(await screen.findByRole('button', { name: 'Copy IBAN' }));
    await waitFor(() => expect(alerts.map((alert) => alert.alertType)).toEqual(['error']));
  });

  it('uses the partnership as holder in a partnership context', async () => {
    const { mock } = setUp(personas.annaBaeckerei);
    expect(await screen.findByText(/Schaffhauserstrasse 350/)).toBeInTheDocument();
    expect(mock.calls.find((call) => call.url.startsWith('/api/v2/partnerships/'))?.params).toEqual({
      contactDetails: true,
    });
  });

  it('explains why an account in another currency has no QR code', async () => {
    const anna = personas.annaPrivate;
    const usd = { ...anna.cashAccounts[0]!, currency: 'USD', uid: 'usd' };
    setUp({ ...anna, cashAccounts: [usd], selectedCashAccountUid: 'usd' });
    expect(await screen.findByText('QR-bills exist for CHF and EUR accounts only.')).toBeInTheDocument();
  });
});
