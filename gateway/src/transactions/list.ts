/** The bookings of an account, filtered and paged (spec §7 "Transactions"), and one booking for a deep link. */
import { sql, type Selectable } from 'kysely';
import { defineRoute } from '../http/route';
import { requireAccountInContext } from '../accounts/access';
import { loadTransactionInContext } from './access';
import type { TransactionsTable } from '../db/tables/transactions';
import { transactionView } from './views';
import {
  idPathParams,
  transactionListQuerySchema,
  transactionSchema,
  transactionsSchema,
  type IdPathParams,
  type TransactionListQuery,
} from 'shared-kernel/domain';

export const transactionListRoutes = [
  defineRoute<{ Params: IdPathParams; Querystring: TransactionListQuery }>({
    method: 'GET',
    url: '/api/v2/cash-accounts/:id/transactions',
    family: 'transactions.read',
    auth: 'strong',
    schema: {
      params: idPathParams,
      querystring: transactionListQuerySchema,
      response: { 200: transactionsSchema },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const { from, to, direction, status, category, search } = request.query;
      const offset = request.query.offset ?? 0;
      // One statement: the account (its owner decides access, accounts/access.ts) with the page of its
      // bookings and their total (x-total-count, the transactions screen's list length) beside it.
      const readPage = (skip: number, limit: number) =>
        db
          .selectFrom('cash_accounts as a')
          .leftJoinLateral(
            (eb) => {
              let page = eb
                .selectFrom('transactions as t')
                .leftJoin('transaction_receipts as r', 'r.transaction_uid', 't.uid')
                .whereRef('t.cash_account_uid', '=', 'a.uid');
              if (from) page = page.where('t.booking_date', '>=', from);
              if (to) page = page.where('t.booking_date', '<=', to);
              if (direction) page = page.where('t.direction', '=', direction);
              if (status?.length) page = page.where('t.status', 'in', status);
              if (category?.length) page = page.where('t.category', 'in', category);
              if (search) {
                const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
                page = page.where((inner) =>
                  inner.or([
                    inner('t.booking_text', 'ilike', pattern),
                    inner('t.counterparty_name', 'ilike', pattern),
                    inner('r.note_text', 'ilike', pattern),
                    inner(sql<string>`array_to_string(r.tags, ' ')`, 'ilike', pattern),
                  ]),
                );
              }
              return page
                .selectAll('t')
                .select([
                  'r.note_text',
                  'r.attached_file_uids',
                  sql<string>`count(*) over ()`.as('total_count'),
                ])
                .orderBy('t.created_at', 'desc')
                .orderBy('t.uid')
                .limit(limit)
                .offset(skip)
                .as('page');
            },
            (join) => join.onTrue(),
          )
          .select([
            'a.uid as account_uid',
            'a.owner_uid as account_owner_uid',
            'a.owner_type as account_owner_type',
          ])
          .selectAll('page')
          .where('a.uid', '=', request.params.id)
          .orderBy('page.created_at', 'desc')
          .orderBy('page.uid')
          .execute();
      const rows = await readPage(offset, request.query.count ?? 50);
      const first = rows[0];
      await requireAccountInContext(
        request.ctx,
        first && {
          uid: first.account_uid,
          owner_uid: first.account_owner_uid,
          owner_type: first.account_owner_type,
        },
        'view',
      );
      // Without bookings on the page, the lateral join answers the account alone (its booking columns null).
      const bookings = rows.filter((row) => row.uid !== null);
      // A page past the end has no booking to carry the total: only then is the first one read for it.
      const total =
        bookings.length > 0
          ? bookings[0]!.total_count
          : offset === 0
            ? '0'
            : ((await readPage(0, 1)).find((row) => row.uid !== null)?.total_count ?? '0');
      reply.header('x-total-count', String(total));
      return bookings.map((row) =>
        transactionView(row as Selectable<TransactionsTable>, {
          note_text: row.note_text,
          attached_file_uids: row.attached_file_uids ?? [],
        }),
      );
    },
  }),
  // One booking (a deep link to /transactions/:id opens it without the list).
  defineRoute<{ Params: IdPathParams }>({
    method: 'GET',
    url: '/api/v2/transactions/:id',
    family: 'transactions.read',
    auth: 'strong',
    schema: { params: idPathParams, response: { 200: transactionSchema } },
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
