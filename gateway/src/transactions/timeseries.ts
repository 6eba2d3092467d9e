/** Spendings per month or day over the viewable accounts (spec §7 spendings timeseries, the dashboard chart). */
import { sql } from 'kysely';
import { requireSelf } from '../http/access';
import { defineRoute } from '../http/route';
import { viewableAccounts } from '../accounts/access';
import { amountOf } from '../accounts/money';
import {
  spendingSeriesSchema,
  spendingsRequestSchema,
  type SpendingSeries,
  type SpendingsRequest,
} from 'shared-kernel/domain';

export const timeseriesRoutes = [
  defineRoute<{ Body: SpendingsRequest }>({
    method: 'POST',
    url: '/api/spendings/timeseries',
    family: 'transactions.read',
    auth: 'strong',
    schema: {
      body: spendingsRequestSchema,
      response: { 200: spendingSeriesSchema },
    },
    handler: async (request): Promise<SpendingSeries> => {
      const db = request.server.db;
      const { from, to, pattern, filter } = request.body;
      if (filter?.naturalPerson) requireSelf(request.ctx, filter.naturalPerson);
      let accounts = await viewableAccounts(db, request.ctx);
      if (filter?.accountUids?.length)
        accounts = accounts.filter((account) => filter.accountUids!.includes(account.uid));
      if (accounts.length === 0) return { pattern, series: [] };
      const length = pattern === 'YYYY-MM' ? 7 : 10;
      // Spendings are booked debits, per period and currency (CHF totals summed, spec §9).
      const rows = await db
        .selectFrom('transactions')
        .select([
          sql<string>`substr(booking_date, 1, ${sql.lit(length)})`.as('period'),
          'currency',
          sql<string>`sum(amount_value)`.as('debit'),
        ])
        .where(
          'cash_account_uid',
          'in',
          accounts.map((account) => account.uid),
        )
        .where('status', '=', 'booked')
        .where('direction', '=', 'debit')
        .where('booking_date', '>=', from)
        .where('booking_date', '<=', to)
        .groupBy([sql`substr(booking_date, 1, ${sql.lit(length)})`, 'currency'])
        .orderBy('period')
        .execute();
      return {
        pattern,
        series: rows.map((row) => ({ period: row.period, spending: amountOf(row.debit, 2, row.currency) })),
      };
    },
  }),
];
