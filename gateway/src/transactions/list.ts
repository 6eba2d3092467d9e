/** The bookings of an account, filtered and paged (spec §7 "Transactions"), and one booking for a deep link. */
import { sql } from 'kysely';
import { defineRoute } from '../http/route';
import { arrayOf, idParams } from '../http/schemas';
import { loadAccountInContext } from '../accounts/access';
import { TRANSACTION_CATEGORIES } from '../reference/categories';
import { loadTransactionInContext } from './access';
import { transactionView } from './views';
import { transactionSchema } from './schemas';

export const transactionListRoutes = [
  defineRoute<{
    Params: { id: string };
    Querystring: {
      from?: string;
      to?: string;
      direction?: 'credit' | 'debit';
      status?: string[];
      category?: string[];
      search?: string;
      count?: number;
      offset?: number;
    };
  }>({
    method: 'GET',
    url: '/api/v2/cash-accounts/:id/transactions',
    family: 'transactions.read',
    auth: 'strong',
    schema: {
      params: idParams,
      querystring: {
        type: 'object',
        properties: {
          from: { type: 'string', format: 'date' },
          to: { type: 'string', format: 'date' },
          direction: { type: 'string', enum: ['credit', 'debit'] },
          status: {
            type: 'array',
            items: { type: 'string', enum: ['booked', 'cancelled', 'fraud', 'rejected', 'reserved'] },
          },
          category: { type: 'array', items: { type: 'string', enum: [...TRANSACTION_CATEGORIES] } },
          search: { type: 'string', maxLength: 140 },
          count: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          offset: { type: 'integer', minimum: 0, default: 0 },
        },
      },
      response: { 200: arrayOf(transactionSchema) },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const account = await loadAccountInContext(db, request.ctx, request.params.id, 'view');
      const { from, to, direction, status, category, search } = request.query;
      let query = db
        .selectFrom('transactions as t')
        .leftJoin('transaction_receipts as r', 'r.transaction_uid', 't.uid')
        .where('t.cash_account_uid', '=', account.uid);
      if (from) query = query.where('t.booking_date', '>=', from);
      if (to) query = query.where('t.booking_date', '<=', to);
      if (direction) query = query.where('t.direction', '=', direction);
      if (status?.length) query = query.where('t.status', 'in', status);
      if (category?.length) query = query.where('t.category', 'in', category);
      if (search) {
        const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb('t.booking_text', 'ilike', pattern),
            eb('t.counterparty_name', 'ilike', pattern),
            eb('r.note_text', 'ilike', pattern),
            eb(sql<string>`array_to_string(r.tags, ' ')`, 'ilike', pattern),
          ]),
        );
      }
      const total = await query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll('t')
        .select(['r.note_text', 'r.attached_file_uids'])
        .orderBy('t.created_at', 'desc')
        .orderBy('t.uid')
        .limit(request.query.count ?? 50)
        .offset(request.query.offset ?? 0)
        .execute();
      reply.header('x-total-count', String(total.count));
      return rows.map((row) =>
        transactionView(row, { note_text: row.note_text, attached_file_uids: row.attached_file_uids ?? [] }),
      );
    },
  }),
  // One booking (a deep link to /transactions/:id opens it without the list).
  defineRoute<{ Params: { id: string } }>({
    method: 'GET',
    url: '/api/v2/transactions/:id',
    family: 'transactions.read',
    auth: 'strong',
    schema: { params: idParams, response: { 200: transactionSchema } },
    handler: async (request) => {
      const db = request.server.db;
      const { transaction } = await loadTransactionInContext(db, request.ctx, request.params.id, 'view');
      const receipt = await db
        .selectFrom('transaction_receipts')
        .select(['note_text', 'attached_file_uids'])
        .where('transaction_uid', '=', transaction.uid)
        .executeTakeFirst();
      return transactionView(transaction, receipt ?? null);
    },
  }),
];
