/** Account statistics (spec §7): the month's debits, credits and savings, and the open payments of the dashboard. */
import { sql } from 'kysely';
import { defineRoute } from '../http/route';
import { requirePerson } from '../http/access';
import { loadAccountInContext, viewableAccounts } from './access';
import { amountOf } from './money';
import {
  accountStatsSchema,
  idPathParams,
  AWAITING_PAYMENT_ORDER_STATUSES,
  openPaymentStatsSchema,
  type IdPathParams,
} from 'shared-kernel/domain';

/** The badge counts what still needs the user or waits for execution (kernel rule, not what is under way). */
const OPEN_ORDER_STATUSES = [...AWAITING_PAYMENT_ORDER_STATUSES];

function currentMonthStart(): string {
  return `${new Date().toISOString().slice(0, 7)}-01`;
}

export const accountStatsRoutes = [
  defineRoute<{ Params: IdPathParams }>({
    method: 'GET',
    url: '/api/v2/accounts/:id/stats',
    family: 'accounts.read',
    auth: 'strong',
    schema: { params: idPathParams, response: { 200: accountStatsSchema } },
    handler: async (request) => {
      const db = request.server.db;
      const account = await loadAccountInContext(db, request.ctx, request.params.id, 'view');
      const sums = await db
        .selectFrom('transactions')
        .select([
          sql<string>`coalesce(sum(amount_value) filter (where direction = 'debit'), 0)`.as('debit'),
          sql<string>`coalesce(sum(amount_value) filter (where direction = 'credit'), 0)`.as('credit'),
        ])
        .where('cash_account_uid', '=', account.uid)
        .where('status', '=', 'booked')
        .where('booking_date', '>=', currentMonthStart())
        .executeTakeFirstOrThrow();
      const debit = Number(sums.debit);
      const credit = Number(sums.credit);
      // Stats of the current month; saved = what came in minus what went out.
      return {
        period: currentMonthStart().slice(0, 7),
        debit: amountOf(debit, account.balance_factor, account.currency),
        credit: amountOf(credit, account.balance_factor, account.currency),
        saved: amountOf(credit - debit, account.balance_factor, account.currency),
        total: amountOf(account.balance_value, account.balance_factor, account.currency),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v2/open-payment-stats',
    family: 'accounts.read',
    auth: 'strong',
    context: 'private',
    schema: { response: { 200: openPaymentStatsSchema } },
    handler: async (request) => {
      const db = request.server.db;
      const personUid = requirePerson(request.ctx);
      const accounts = (await viewableAccounts(db, request.ctx)).map((account) => account.uid);
      // Both figures are totals the dashboard shows (spec §7): one statement for the two counts.
      const counts = await db
        .selectNoFrom((eb) => [
          (accounts.length
            ? eb
                .selectFrom('payment_orders')
                .select(sql<string>`count(*)`.as('count'))
                .where('cash_account_uid', 'in', accounts)
                .where('status', 'in', OPEN_ORDER_STATUSES)
            : sql<string>`0`
          ).as('orders'),
          eb
            .selectFrom('ebill_invoices')
            .select(sql<string>`count(*)`.as('count'))
            .where('owner_uid', '=', personUid)
            .where('status', '=', 'OPEN')
            .as('invoices'),
        ])
        .executeTakeFirstOrThrow();
      return { count: Number(counts.orders), ebill: { open: Number(counts.invoices) } };
    },
  }),
  defineRoute<{ Params: IdPathParams }>({
    method: 'GET',
    url: '/api/cash-accounts/:id/open-payments-stats',
    family: 'accounts.read',
    auth: 'strong',
    schema: { params: idPathParams, response: { 200: openPaymentStatsSchema } },
    handler: async (request) => {
      const db = request.server.db;
      const account = await loadAccountInContext(db, request.ctx, request.params.id, 'view');
      const orders = await db
        .selectFrom('payment_orders')
        .select(sql<string>`count(*)`.as('count'))
        .where('cash_account_uid', '=', account.uid)
        .where('status', 'in', OPEN_ORDER_STATUSES)
        .executeTakeFirstOrThrow();
      const invoices = await db
        .selectFrom('ebill_invoices')
        .select(sql<string>`count(*)`.as('count'))
        .where('owner_uid', '=', account.owner_uid)
        .where('status', '=', 'OPEN')
        .executeTakeFirstOrThrow();
      return { count: Number(orders.count), ebill: { open: Number(invoices.count) } };
    },
  }),
];
