/**
 * Standing orders (issue 28 item 3): one row per series, not per occurrence. A series' occurrences are one order
 * each and share the first order's uid (migrations.ts); the next occurrence is created when one executes or is
 * rejected (execute.ts), so a series is under way while its latest occurrence is still open, and it ends when
 * that occurrence is deleted (retired: the cancellation), leaves the series (edited to a single payment), or
 * was the last one on or before the series' last payment date (no next occurrence is created).
 */
import {
  OPEN_PAYMENT_ORDER_STATUSES,
  idPathParams,
  standingOrderListSchema,
  type StandingOrderRead,
} from 'shared-kernel/domain';
import { loadAccountInContext } from '../accounts/access';
import type { KontorExecutor } from '../db/database';
import { defineRoute, type RouteDefinition } from '../http/route';
import type { OrderRow } from './queries';
import { paymentContext, type PaymentContext } from './rule-facts';
import { orderViews } from './views';

/** The latest occurrence of each series of an account that is still open, the next to execute first. */
export async function openSeriesOf(db: KontorExecutor, accountUid: string): Promise<OrderRow[]> {
  const latest = db
    .selectFrom('payment_orders')
    .selectAll()
    .distinctOn('series_uid')
    .where('cash_account_uid', '=', accountUid)
    .where('series_uid', 'is not', null)
    .orderBy('series_uid')
    .orderBy('occurrence', 'desc');
  return db
    .selectFrom(latest.as('latest'))
    .selectAll()
    .where('status', 'in', [...OPEN_PAYMENT_ORDER_STATUSES])
    .orderBy('execution_date')
    .orderBy('created_at')
    .execute();
}

/** The standing orders as read by the caller: the next occurrence's view with the series' start. */
export async function standingOrderViews(
  db: KontorExecutor,
  pc: PaymentContext,
  rows: readonly OrderRow[],
): Promise<StandingOrderRead[]> {
  if (rows.length === 0) return [];
  const firsts = new Map(
    (
      await db
        .selectFrom('payment_orders')
        .select(['uid', 'payment_time', 'execution_date'])
        .where(
          'uid',
          'in',
          rows.map((row) => row.series_uid!),
        )
        .execute()
    ).map((first) => [first.uid, first.payment_time ?? first.execution_date]),
  );
  const views = await orderViews(db, pc, rows);
  return rows.map((row, index) => ({
    seriesUid: row.series_uid!,
    startDate: firsts.get(row.series_uid!) ?? row.payment_time ?? row.execution_date,
    nextExecutionDate: row.execution_date,
    // The last payment date the series was given (carried by every occurrence); null: until cancelled.
    endDate: row.recurrence_end_date,
    next: views[index]!,
  }));
}

const listRoute = defineRoute<{ Params: { id: string } }>({
  method: 'GET',
  url: '/api/v2/cash-accounts/:id/standing-orders',
  family: 'payments.read',
  auth: 'strong',
  schema: {
    summary: 'The standing orders of an account (one per series) with their next occurrence, next first',
    params: idPathParams,
    response: { 200: standingOrderListSchema },
  },
  handler: async (request) => {
    const db = request.server.db;
    // The rights of the payment-order list: whoever may view the account (by its entitlements) reads them.
    const account = await loadAccountInContext(db, request.ctx, request.params.id, 'view');
    return standingOrderViews(db, await paymentContext(db, request.ctx), await openSeriesOf(db, account.uid));
  },
});

export const standingOrderRoutes: RouteDefinition[] = [listRoute];
