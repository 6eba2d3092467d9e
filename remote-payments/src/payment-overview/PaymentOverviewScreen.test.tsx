import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApprovalState, PaymentOrderRead } from 'shared-kernel/domain';
import { expectNoAxeViolations, personas, renderScreen } from 'shared-kernel/testing';
import { orderRead } from '../payment-form/testFixtures';
import { PaymentOverviewScreen } from './PaymentOverviewScreen';

const baeckerei = personas.annaBaeckerei.currentContext!.uid;
const betriebskonto = personas.annaBaeckerei.cashAccounts[0]!;

function awaitingApproval(mayApprove: boolean, approvedBy: string[] = []): PaymentOrderRead {
  const approval: ApprovalState = {
    uid: '33333333-3333-4333-8333-333333333333',
    status: 'pending',
    votingRule: 'as_two',
    requiredApprovals: 2,
    approvedBy,
    stillNeeded: 2 - approvedBy.length,
    rejectedBy: null,
    mayApprove,
  };
  return { ...orderRead('approval', betriebskonto.uid), approval };
}

function renderOverview(
  persona: 'annaBaeckerei' | 'lucaBaeckerei',
  pending: () => PaymentOrderRead[],
  route = '/payment/overview',
) {
  const harness = renderScreen(<PaymentOverviewScreen />, {
    session: persona,
    path: '/payment/overview/:id?',
    route,
  });
  const accountUid = personas[persona].selectedCashAccountUid ?? personas[persona].cashAccounts[0]!.uid;
  harness.mockApi!.on('get', `/api/v2/cash-accounts/${accountUid}/payment-orders`, (request) => {
    const statuses = request.params.status as string[];
    return { data: statuses.includes('executed') ? [orderRead('executed', accountUid)] : pending() };
  });
  harness.mockApi!.on('get', `/api/v2/partnerships/${baeckerei}/pending-payment-orders`, () => ({
    data: pending(),
  }));
  harness.mockApi!.on('get', `/api/v2/cash-accounts/${accountUid}/standing-orders`, { data: [] });
  return harness;
}

describe('payment overview', () => {
  it('lists orders waiting for signatures with what the voting rule still needs, approve and reject', async () => {
    const { mockApi, container } = renderOverview('annaBaeckerei', () => [awaitingApproval(true, ['nora'])]);
    const waiting = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(
      within(waiting).getByText(/1 of 2 signatures \(Joint signature by two\): 1 more needed/),
    ).toBeInTheDocument();
    mockApi!.on(
      'post',
      '/api/v2/partnerships/pending-approvals/33333333-3333-4333-8333-333333333333/approve',
      {
        data: { status: 'approved' },
      },
    );
    await userEvent.click(within(waiting).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(mockApi!.calls.some((call) => call.method === 'post' && call.url.endsWith('/approve'))).toBe(
        true,
      ),
    );
    expect(within(waiting).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows no approve button to a capturer without approve right (Luca)', async () => {
    renderOverview('lucaBaeckerei', () => [awaitingApproval(false)]);
    const waiting = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(within(waiting).getByText('Müller Mehl AG')).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('follows another signer live: a payment order event reloads the lists', async () => {
    let pending = [awaitingApproval(false)];
    const { bus } = renderOverview('lucaBaeckerei', () => pending);
    const waiting = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(within(waiting).getByText('Müller Mehl AG')).toBeInTheDocument();
    pending = [];
    bus.publishStream({
      type: 'paymentOrder',
      guid: 'x',
      message: { paymentOrderUid: 'x', status: 'accepted' },
    });
    expect(await within(waiting).findByText('No payment is waiting for approval.')).toBeInTheDocument();
  });

  it('filters recent payments by status and text', async () => {
    renderOverview('annaBaeckerei', () => []);
    const recent = await screen.findByRole('region', { name: 'Recent payments' });
    expect(within(recent).getAllByTestId('payment-order')).toHaveLength(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'rejected');
    expect(
      within(screen.getByRole('region', { name: 'Recent payments' })).getByText('No recent payments.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Open payments' })).not.toBeInTheDocument();
  });

  it('asks to confirm a rejection with an optional reason and sends it', async () => {
    const { mockApi } = renderOverview('annaBaeckerei', () => [awaitingApproval(true)]);
    const waiting = await screen.findByRole('region', { name: 'Waiting for approval' });
    const url = '/api/v2/partnerships/pending-approvals/33333333-3333-4333-8333-333333333333/reject';
    mockApi!.on('post', url, { data: { status: 'rejected' } });
    await userEvent.click(within(waiting).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the payment?' });
    expect(mockApi!.calls.some((call) => call.url.endsWith('/reject'))).toBe(false);
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAttribute('maxLength', '140');
    await userEvent.type(reason, 'Rechnung bereits bezahlt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(mockApi!.calls.find((call) => call.url.endsWith('/reject'))?.data).toEqual({
        reason: 'Rechnung bereits bezahlt',
      }),
    );
  });

  it('lets the capturer withdraw an order awaiting signatures after confirming; a refusal is announced', async () => {
    const { mockApi } = renderOverview('lucaBaeckerei', () => [awaitingApproval(false)]);
    const waiting = await screen.findByRole('region', { name: 'Waiting for approval' });
    const order = awaitingApproval(false);
    mockApi!.on('delete', `/api/payment-orders/${order.uid}`, () => {
      throw Object.assign(new Error('refused'), {
        response: { status: 409, data: { code: 'not_deletable', message: 'x' } },
      });
    });
    await userEvent.click(within(waiting).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the payment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it('shows the standing orders in a second tab, by keyboard too, and keeps it in the address', async () => {
    const { history, container } = renderOverview('annaBaeckerei', () => []);
    const payments = await screen.findByRole('tab', { name: 'Payments' });
    expect(payments).toHaveAttribute('aria-selected', 'true');
    payments.focus();
    await userEvent.keyboard('{ArrowRight}');
    const standing = screen.getByRole('tab', { name: 'Standing orders' });
    expect(standing).toHaveFocus();
    expect(standing).toHaveAttribute('aria-selected', 'true');
    expect(history.location.search).toBe('?view=standing-orders');
    const panel = screen.getByRole('tabpanel', { name: 'Standing orders' });
    expect(
      await within(panel).findByText('There are no standing orders for this account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Show' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.keyboard('{Home}');
    expect(payments).toHaveFocus();
    expect(history.location.search).toBe('');
    expect(await screen.findByRole('region', { name: 'Recent payments' })).toBeInTheDocument();
  });

  it('opens on the standing orders from a deep link', async () => {
    const { mockApi } = renderOverview('annaBaeckerei', () => [], '/payment/overview?view=standing-orders');
    expect(await screen.findByRole('tab', { name: 'Standing orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(mockApi!.calls.some((call) => call.url.endsWith('/standing-orders'))).toBe(true),
    );
    expect(mockApi!.calls.some((call) => call.url.endsWith('/payment-orders'))).toBe(false);
  });
});
