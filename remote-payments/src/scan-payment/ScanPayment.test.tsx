import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLOSE_OVERLAY, type HostAction } from 'shared-kernel/bus';
import { SCAN_TRIGGER_DISABLED_MS, type PaymentOrderRead } from 'shared-kernel/domain';
import { expectNoAxeViolations, personas, renderScreen } from 'shared-kernel/testing';
import { orderRead } from '../payment-form/testFixtures';
import { ScanPayment, SCAN_RECONCILE_MS } from './ScanPayment';
import { firstScanned, scanOutcomeOf } from './scanOutcome';

const anna = personas.annaPrivate;
const annaUid = anna.user!.uid;
const contextUid = anna.currentContext!.uid;
const account = anna.cashAccounts[0]!.uid;
const NOTIFIED = '2026-11-24T09:00:00.000Z';
const ORDER = '11111111-1111-4111-8111-111111111111';

const scannedOrder = (status: PaymentOrderRead['status'], createdAt = '2026-11-24T09:01:00.000Z') => {
  const order = orderRead(status, account, {
    requestingAgentUid: annaUid,
    expectedExecutionDate: '2026-11-26',
  });
  return { ...order, createdAt };
};

function renderModal(language: 'en' | 'de' = 'en') {
  const harness = renderScreen(<ScanPayment />, { session: 'annaPrivate', language });
  const actions: HostAction[] = [];
  harness.bus.actions$.subscribe((action) => actions.push(action));
  harness.mockApi!.on('post', `/api/v2/agents/${contextUid}/notify-qr-scan`, {
    status: 201,
    data: {
      uid: '55555555-5555-4555-8555-555555555555',
      notifiedAt: NOTIFIED,
      expiresAt: '2026-11-24T09:10:00.000Z',
      sandboxLink: 'http://localhost:8080/scan/abc',
    },
  });
  return { ...harness, actions };
}

const notifyCalls = (harness: ReturnType<typeof renderModal>) =>
  harness.mockApi!.calls.filter((call) => call.method === 'post' && call.url.endsWith('/notify-qr-scan'))
    .length;

/** A payment order event of the stream, as the host publishes it. */
const orderEvent = (harness: ReturnType<typeof renderModal>, uid = ORDER) =>
  act(() =>
    harness.bus.publishStream({ type: 'paymentOrder', guid: uid, message: { paymentOrderUid: uid } }),
  );

afterEach(() => jest.useRealTimers());

describe('the scan outcome rule (spec §4)', () => {
  const watch = { notifiedAt: NOTIFIED, personUid: annaUid };
  it('takes draft, accepted and executed orders created after the notification by the same agent', () => {
    expect(scanOutcomeOf(scannedOrder('draft'), watch)).toBe('draft');
    expect(scanOutcomeOf(scannedOrder('accepted'), watch)).toBe('accepted');
    expect(scanOutcomeOf(scannedOrder('executed'), watch)).toBe('executed');
    expect(scanOutcomeOf(scannedOrder('approval'), watch)).toBeNull();
    expect(scanOutcomeOf(scannedOrder('draft', '2026-11-24T08:59:59.000Z'), watch)).toBeNull();
    expect(scanOutcomeOf(scannedOrder('draft'), { ...watch, personUid: 'someone-else' })).toBeNull();
  });
  it('marks the first such order', () => {
    const later = { ...scannedOrder('executed', '2026-11-24T09:05:00.000Z'), uid: 'later' };
    const first = { ...scannedOrder('accepted', '2026-11-24T09:02:00.000Z'), uid: 'first' };
    expect(firstScanned([later, scannedOrder('approval'), first], watch)?.order.uid).toBe('first');
  });
});

describe('scan payment modal', () => {
  it('notifies on open, shows the sandbox link and disables "send again" for 5 s', async () => {
    jest.useFakeTimers();
    const opened = jest.now();
    const harness = renderModal();
    expect(await screen.findByText('Link sent. Waiting for your phone…')).toBeInTheDocument();
    // findByText lets the fake clock run while it polls: count from the opening.
    const elapsed = jest.now() - opened;
    expect(notifyCalls(harness)).toBe(1);
    expect(screen.getByRole('link', { name: 'http://localhost:8080/scan/abc' })).toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Send again' });
    expect(again).toBeDisabled();
    act(() => jest.advanceTimersByTime(SCAN_TRIGGER_DISABLED_MS - elapsed - 1));
    expect(again).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(again).toBeEnabled();
    jest.useRealTimers();
    await userEvent.click(again);
    await waitFor(() => expect(notifyCalls(harness)).toBe(2));
    expect(screen.getByRole('button', { name: 'Send again' })).toBeDisabled();
    await expectNoAxeViolations(harness.container);
  });

  it('opens the payment form on a draft from the phone and closes the overlay', async () => {
    const harness = renderModal();
    await screen.findByText('Link sent. Waiting for your phone…');
    harness.mockApi!.on('get', `/api/v2/iban-payment-orders/${ORDER}`, { data: scannedOrder('draft') });
    await orderEvent(harness);
    await waitFor(() => expect(harness.history.location.pathname).toBe(`/payments/new/${ORDER}`));
    expect(harness.actions).toContainEqual({ type: CLOSE_OVERLAY });
  });

  it('shows an executed message', async () => {
    const harness = renderModal('de');
    await screen.findByText('Link gesendet. Warten auf Ihr Telefon …');
    harness.mockApi!.on('get', `/api/v2/iban-payment-orders/${ORDER}`, { data: scannedOrder('executed') });
    await orderEvent(harness);
    expect(await screen.findByText('Die Zahlung wurde ausgeführt.')).toBeInTheDocument();
    expect(screen.getByText('Die QR-Rechnung wurde gescannt.')).toHaveFocus();
    await expectNoAxeViolations(harness.container);
  });

  it('shows a saved message with the expected execution date for an accepted order', async () => {
    const harness = renderModal();
    await screen.findByText('Link sent. Waiting for your phone…');
    harness.mockApi!.on('get', `/api/v2/iban-payment-orders/${ORDER}`, { data: scannedOrder('accepted') });
    await orderEvent(harness);
    expect(
      await screen.findByText(/The payment was saved\. It will be executed on 26\.11\.2026/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(harness.actions).toContainEqual({ type: CLOSE_OVERLAY });
  });

  it('ignores orders before the notification or of another agent, and catches up by reading the accounts', async () => {
    jest.useFakeTimers();
    const harness = renderModal();
    await screen.findByText('Link sent. Waiting for your phone…');
    harness.mockApi!.on('get', `/api/v2/iban-payment-orders/${ORDER}`, {
      data: scannedOrder('executed', '2026-11-24T08:00:00.000Z'),
    });
    await orderEvent(harness);
    expect(screen.queryByText('The payment was executed.')).not.toBeInTheDocument();
    // The stream missed the phone's order: the periodic read finds it.
    for (const cash of anna.cashAccounts)
      harness.mockApi!.on('get', `/api/v2/cash-accounts/${cash.uid}/payment-orders`, {
        data: cash.uid === account ? [scannedOrder('executed')] : [],
      });
    await act(async () => {
      jest.advanceTimersByTime(SCAN_RECONCILE_MS);
    });
    jest.useRealTimers();
    expect(await screen.findByText('The payment was executed.')).toBeInTheDocument();
  });

  it('says so when the notification is refused, and starts afresh when mounted again (closing resets it)', async () => {
    const harness = renderScreen(<ScanPayment />, { session: 'annaPrivate' });
    harness.mockApi!.on('post', `/api/v2/agents/${contextUid}/notify-qr-scan`, {
      status: 403,
      data: {
        code: 'not_allowed',
        message: 'You cannot create a payment in this context, so you cannot scan one either.',
      },
    });
    expect(
      await screen.findByText(
        'You cannot create a payment in this context, so you cannot scan one either.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    harness.unmount();
    const again = renderModal();
    expect(await screen.findByText('Link sent. Waiting for your phone…')).toBeInTheDocument();
    expect(screen.queryByText(/cannot scan one/)).not.toBeInTheDocument();
    expect(notifyCalls(again)).toBe(1);
  });
});
