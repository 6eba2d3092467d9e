import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentBatchRead, PaymentBatchSummary } from 'shared-kernel/domain';
import { expectNoAxeViolations, personas, renderScreen } from 'shared-kernel/testing';
import { orderRead } from '../payment-form/testFixtures';
import { BatchList } from './BatchList';

const account = personas.noraBaeckerei.cashAccounts[0]!.uid;
const BATCH = '88888888-8888-4888-8888-888888888888';

const summary = (extra: Partial<PaymentBatchSummary> = {}): PaymentBatchSummary => ({
  uid: BATCH,
  cashAccountUid: account,
  fileName: 'lieferanten.xml',
  format: 'pain.001.001.09',
  createdAt: '2026-11-27T09:00:00.000Z',
  createdBy: 'luca',
  createdByName: 'Luca Rossi',
  orderCount: 197,
  totals: [{ value: 1234550, factor: 2, currency: 'CHF' }],
  status: 'approval',
  statusCounts: { approval: 197 },
  votingRule: 'as_two',
  requiredApprovals: 2,
  approvedBy: [],
  stillNeeded: 2,
  mayDecide: true,
  fileUri: `/api/v2/payment-batches/${BATCH}/file`,
  ...extra,
});

function renderList(batches: () => PaymentBatchSummary[]) {
  const harness = renderScreen(<BatchList accountUid={account} focusUid={BATCH} />, {
    session: 'noraBaeckerei',
  });
  harness.mockApi!.on('get', `/api/v2/cash-accounts/${account}/payment-batches`, () => ({ data: batches() }));
  return harness;
}

describe('payment batches in the overview', () => {
  it('shows a batch with its count, total, status and the signatures needed; focuses the linked one', async () => {
    const { container } = renderList(() => [summary()]);
    const batch = await screen.findByTestId('batch');
    expect(batch).toHaveTextContent('lieferanten.xml');
    expect(batch).toHaveTextContent('197');
    expect(batch).toHaveTextContent(/12.345\.50/);
    expect(within(batch).getByTestId('batch-signatures')).toHaveTextContent('2');
    await waitFor(() =>
      expect(within(batch).getByRole('heading', { name: 'lieferanten.xml' })).toHaveFocus(),
    );
    await expectNoAxeViolations(container);
  });

  it('signs the whole batch with one decision and reloads', async () => {
    let current = summary();
    const { mockApi } = renderList(() => [current]);
    mockApi!.on('post', `/api/v2/payment-batches/${BATCH}/decision`, () => {
      current = summary({ approvedBy: ['nora'], stillNeeded: 1, mayDecide: false });
      return { data: { ...current, orders: [] } as PaymentBatchRead };
    });
    const batch = await screen.findByTestId('batch');
    // The first action is the signature (its name ends with the file's, for screen readers).
    await userEvent.click(within(batch).getAllByRole('button')[0]!);
    await waitFor(() =>
      expect(mockApi!.calls.find((call) => call.url.endsWith('/decision'))?.data).toEqual({
        decision: 'approve',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('batch-signatures')).toHaveTextContent('1'));
  });

  it('offers no decision to who may not sign, and shows the orders on demand', async () => {
    const { mockApi } = renderList(() => [summary({ mayDecide: false })]);
    mockApi!.on('get', `/api/v2/payment-batches/${BATCH}`, () => ({
      data: { ...summary(), orders: [orderRead('approval', account)] } as PaymentBatchRead,
    }));
    const batch = await screen.findByTestId('batch');
    expect(within(batch).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(within(batch).getAllByRole('button')[0]!);
    expect(await within(batch).findByRole('list')).toHaveTextContent('Müller Mehl AG');
  });
});
