import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentOrderRead, StandingOrderRead } from 'shared-kernel/domain';
import { expectNoAxeViolations, personas, renderScreen } from 'shared-kernel/testing';
import { orderRead } from '../payment-form/testFixtures';
import { StandingOrderList } from './StandingOrderList';

const SERIES = '66666666-6666-4666-8666-666666666666';
const NEXT = '77777777-7777-4777-8777-777777777777';

function standingOrder(accountUid: string, actions: PaymentOrderRead['_actions']): StandingOrderRead {
  const next = orderRead('accepted', accountUid, {
    recurrence: 'monthlylast',
    expectedExecutionDate: '2026-12-31',
    paymentTime: '2026-12-31',
    seriesUid: SERIES,
  });
  return {
    seriesUid: SERIES,
    startDate: '2026-11-30',
    nextExecutionDate: '2026-12-31',
    endDate: null,
    next: { ...next, uid: NEXT, _actions: actions },
  };
}

const editable = {
  update: { method: 'PATCH' as const, uri: `/api/v2/iban-payment-orders/${NEXT}` },
  delete: { method: 'DELETE' as const, uri: `/api/payment-orders/${NEXT}` },
};

function renderList(
  persona: 'annaPrivate' | 'lucaBaeckerei',
  accountUid: string,
  rows: () => StandingOrderRead[],
) {
  const harness = renderScreen(<StandingOrderList accountUid={accountUid} />, { session: persona });
  harness.mockApi!.on('get', `/api/v2/cash-accounts/${accountUid}/standing-orders`, () => ({ data: rows() }));
  return harness;
}

describe('standing-order list', () => {
  const privat = personas.annaPrivate.cashAccounts[0]!.uid;

  it('shows one row per standing order: beneficiary, amount, rhythm, next execution, end and status', async () => {
    const { container } = renderList('annaPrivate', privat, () => [standingOrder(privat, editable)]);
    const table = await screen.findByRole('table', { name: 'Standing orders' });
    const [row] = within(table).getAllByTestId('standing-order');
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('Müller Mehl AG');
    expect(row).toHaveTextContent("CHF 1'250.50");
    expect(within(row!).getByText('Every month on the last day')).toBeInTheDocument();
    expect(within(row!).getByText('since 30.11.2026')).toBeInTheDocument();
    expect(within(row!).getByText('31.12.2026')).toBeInTheDocument();
    expect(within(row!).getByText('Until cancelled')).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: /^Edit\W+Müller Mehl AG$/ })).toHaveAttribute(
      'href',
      `/payments/new/${NEXT}`,
    );
    await expectNoAxeViolations(container);
  });

  it('shows the last payment date as the end of a standing order that has one (issue 28)', async () => {
    const ending = { ...standingOrder(privat, editable), endDate: '2027-06-30' };
    renderList('annaPrivate', privat, () => [ending]);
    const [row] = await screen.findAllByTestId('standing-order');
    expect(within(row!).getByText('30.06.2027')).toBeInTheDocument();
    expect(within(row!).queryByText('Until cancelled')).not.toBeInTheDocument();
  });

  it('deletes a standing order only after confirming, and reloads', async () => {
    let rows = [standingOrder(privat, editable)];
    const { mockApi } = renderList('annaPrivate', privat, () => rows);
    const remove = await screen.findByRole('button', { name: /^Delete\W+Müller Mehl AG$/ });
    mockApi!.on('delete', `/api/payment-orders/${NEXT}`, () => {
      rows = [];
      return { data: {} };
    });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the standing order?' });
    expect(dialog).toHaveTextContent('neither the payment on 31.12.2026 nor any later one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mockApi!.calls.some((call) => call.method === 'delete')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /^Delete\W+Müller Mehl AG$/ }));
    const again = await screen.findByRole('dialog', { name: 'Delete the standing order?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete standing order' }));
    expect(await screen.findByText('There are no standing orders for this account.')).toBeInTheDocument();
    expect(mockApi!.calls.filter((call) => call.method === 'delete')).toHaveLength(1);
  });

  it('offers neither edit nor delete where the §4 rules refuse them (Luca views the Lohnkonto)', async () => {
    const lohnkonto = personas.lucaBaeckerei.cashAccounts[1]!.uid;
    renderList('lucaBaeckerei', lohnkonto, () => [standingOrder(lohnkonto, {})]);
    const [row] = await screen.findAllByTestId('standing-order');
    expect(within(row!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('follows payment-order events live', async () => {
    let rows: StandingOrderRead[] = [];
    const { bus } = renderList('annaPrivate', privat, () => rows);
    expect(await screen.findByText('There are no standing orders for this account.')).toBeInTheDocument();
    rows = [standingOrder(privat, editable)];
    bus.publishStream({
      type: 'paymentOrder',
      guid: NEXT,
      message: { paymentOrderUid: NEXT, status: 'accepted' },
    });
    await waitFor(() => expect(screen.getAllByTestId('standing-order')).toHaveLength(1));
  });
});
