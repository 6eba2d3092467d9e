/** Cash accounts, stats, transactions and receipts (spec §7 "Agent, cards, accounts" and "Transactions"). */
import { sql } from 'kysely';
import { defineRoute } from '../../http/route';
import { forbidden, notFound } from '../../http/errors';
import { publishEvent } from '../../events/publish';
import type { KontorExecutor } from '../../db/database';
import type { RequestContext } from '../../http/context';
import {
  loadAccountInContext,
  refuseBootstrapperOnly,
  requireAgent,
  requireEngagement,
  requirePerson,
  requireSelf,
  viewableAccounts,
} from '../access';
import { amountOf } from '../money';
import { cashAccountView, transactionView } from '../views';
import { TRANSACTION_CATEGORIES, type TransactionCategory } from '../../reference/categories';

const uuid = { type: 'string', minLength: 36, maxLength: 36 } as const;
const OPEN_ORDER_STATUSES = ['draft', 'approval', 'accepted', 'blocked', 'in-progress', 'retrying', 'manual'];

async function accountEntitlements(db: KontorExecutor, accountUids: string[]) {
  if (accountUids.length === 0) return new Map<string, { userUid: string; action: string }[]>();
  const rows = await db
    .selectFrom('entitlements')
    .select(['entity_uid', 'person_uid', 'action'])
    .where('entity_uid', 'in', accountUids)
    .where('entity_type', '=', 'CashAccount')
    .execute();
  const byAccount = new Map<string, { userUid: string; action: string }[]>();
  for (const row of rows)
    byAccount.set(row.entity_uid, [
      ...(byAccount.get(row.entity_uid) ?? []),
      { userUid: row.person_uid, action: row.action },
    ]);
  return byAccount;
}

async function loadTransactionInContext(
  db: KontorExecutor,
  ctx: RequestContext,
  transactionUid: string,
  action: 'view' | 'capture',
) {
  const transaction = await db
    .selectFrom('transactions')
    .selectAll()
    .where('uid', '=', transactionUid)
    .executeTakeFirst();
  if (!transaction) throw notFound('transaction_not_found');
  const account = await loadAccountInContext(db, ctx, transaction.cash_account_uid, action);
  return { transaction, account };
}

async function receiptView(db: KontorExecutor, transactionUid: string) {
  const { category } = await db
    .selectFrom('transactions')
    .select('category')
    .where('uid', '=', transactionUid)
    .executeTakeFirstOrThrow();
  const receipt = await db
    .selectFrom('transaction_receipts')
    .selectAll()
    .where('transaction_uid', '=', transactionUid)
    .executeTakeFirst();
  const fileUids = receipt?.attached_file_uids ?? [];
  const files = fileUids.length
    ? await db
        .selectFrom('file_resources')
        .select(['uid', 'bucket_file_name', 'display_name', 'mime_type', 'file_size'])
        .where('uid', 'in', fileUids)
        .execute()
    : [];
  return {
    transactionUid,
    category,
    noteText: receipt?.note_text ?? null,
    tags: receipt?.tags ?? [],
    mentions: receipt?.mentions ?? [],
    attachedFiles: files.map((file) => ({
      resourceUid: file.uid,
      bucketFileName: file.bucket_file_name,
      displayName: file.display_name,
      mime: file.mime_type,
      fileSize: file.file_size,
    })),
  };
}

/** Tags and mentions the person or partnership has used, most used first (mention picker, spec §5). */
async function tagProfile(db: KontorExecutor, accountUids: string[]) {
  if (accountUids.length === 0) return { tags: [], mentions: [] };
  const rows = await db
    .selectFrom('transaction_receipts as r')
    .innerJoin('transactions as t', 't.uid', 'r.transaction_uid')
    .select(['r.tags', 'r.mentions'])
    .where('t.cash_account_uid', 'in', accountUids)
    .execute();
  const rank = (lists: string[][]) => {
    const counts = new Map<string, number>();
    for (const value of lists.flat()) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([value]) => value);
  };
  return { tags: rank(rows.map((row) => row.tags)), mentions: rank(rows.map((row) => row.mentions)) };
}

function currentMonthStart(): string {
  return `${new Date().toISOString().slice(0, 7)}-01`;
}

export const accountRoutes = [
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/partnerships/:uid/cash-accounts',
    family: 'accounts.read',
    auth: 'strong',
    context: 'partnership',
    schema: { params: { type: 'object', properties: { uid: uuid }, required: ['uid'] } },
    handler: async (request) => {
      await requireEngagement(request.server.db, request.ctx, request.params.uid);
      const accounts = await viewableAccounts(request.server.db, request.ctx);
      const entitlements = await accountEntitlements(
        request.server.db,
        accounts.map((account) => account.uid),
      );
      return accounts.map((account) => cashAccountView(account, entitlements.get(account.uid) ?? []));
    },
  }),
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/v2/agents/:uid/accounts',
    family: 'accounts.read',
    auth: 'strong',
    schema: { params: { type: 'object', properties: { uid: uuid }, required: ['uid'] } },
    handler: async (request) => {
      const kind = await requireAgent(request.server.db, request.ctx, request.params.uid);
      if (kind === 'partnership' && request.ctx.partnershipUid !== request.params.uid)
        throw forbidden('switch to the partnership context first');
      if (kind === 'person' && request.ctx.partnershipUid !== null)
        throw forbidden('private accounts in the private context only');
      return (await viewableAccounts(request.server.db, request.ctx)).map((account) =>
        cashAccountView(account),
      );
    },
  }),
  defineRoute<{ Params: { id: string } }>({
    method: 'GET',
    url: '/api/v2/accounts/:id/stats',
    family: 'accounts.read',
    auth: 'strong',
    schema: { params: { type: 'object', properties: { id: uuid }, required: ['id'] } },
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
    handler: async (request) => {
      const db = request.server.db;
      const personUid = requirePerson(request.ctx);
      const accounts = (await viewableAccounts(db, request.ctx)).map((account) => account.uid);
      const orders = accounts.length
        ? await db
            .selectFrom('payment_orders')
            .select(sql<string>`count(*)`.as('count'))
            .where('cash_account_uid', 'in', accounts)
            .where('status', 'in', OPEN_ORDER_STATUSES)
            .executeTakeFirstOrThrow()
        : { count: '0' };
      const invoices = await db
        .selectFrom('ebill_invoices')
        .select(sql<string>`count(*)`.as('count'))
        .where('owner_uid', '=', personUid)
        .where('status', '=', 'OPEN')
        .executeTakeFirstOrThrow();
      return { count: Number(orders.count), ebill: { open: Number(invoices.count) } };
    },
  }),
  defineRoute<{ Params: { id: string } }>({
    method: 'GET',
    url: '/api/cash-accounts/:id/open-payments-stats',
    family: 'accounts.read',
    auth: 'strong',
    schema: { params: { type: 'object', properties: { id: uuid }, required: ['id'] } },
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
      params: { type: 'object', properties: { id: uuid }, required: ['id'] },
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
  defineRoute<{
    Body: {
      from: string;
      to: string;
      pattern: 'YYYY-MM' | 'YYYY-MM-DD';
      filter?: { naturalPerson?: string; accountUids?: string[] };
    };
  }>({
    method: 'POST',
    url: '/api/spendings/timeseries',
    family: 'transactions.read',
    auth: 'strong',
    schema: {
      body: {
        type: 'object',
        required: ['from', 'to', 'pattern'],
        properties: {
          from: { type: 'string', format: 'date' },
          to: { type: 'string', format: 'date' },
          pattern: { type: 'string', enum: ['YYYY-MM', 'YYYY-MM-DD'] },
          filter: {
            type: 'object',
            properties: { naturalPerson: { type: 'string' }, accountUids: { type: 'array', items: uuid } },
          },
        },
      },
    },
    handler: async (request) => {
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
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/natural-persons/:uid/tag-profile',
    family: 'transactions.read',
    auth: 'strong',
    context: 'private',
    schema: { params: { type: 'object', properties: { uid: uuid }, required: ['uid'] } },
    handler: async (request) => {
      requireSelf(request.ctx, request.params.uid);
      return tagProfile(
        request.server.db,
        (await viewableAccounts(request.server.db, request.ctx)).map((account) => account.uid),
      );
    },
  }),
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/partnerships/:uid/tag-profile',
    family: 'transactions.read',
    auth: 'strong',
    context: 'partnership',
    schema: { params: { type: 'object', properties: { uid: uuid }, required: ['uid'] } },
    handler: async (request) => {
      await requireEngagement(request.server.db, request.ctx, request.params.uid);
      return tagProfile(
        request.server.db,
        (await viewableAccounts(request.server.db, request.ctx)).map((account) => account.uid),
      );
    },
  }),
  // One booking (a deep link to /transactions/:id opens it without the list).
  defineRoute<{ Params: { id: string } }>({
    method: 'GET',
    url: '/api/v2/transactions/:id',
    family: 'transactions.read',
    auth: 'strong',
    schema: { params: { type: 'object', properties: { id: uuid }, required: ['id'] } },
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
  defineRoute<{ Params: { id: string } }>({
    method: 'GET',
    url: '/api/v2/transactions/:id/receipt',
    family: 'transactions.read',
    auth: 'strong',
    schema: { params: { type: 'object', properties: { id: uuid }, required: ['id'] } },
    handler: async (request) => {
      const { transaction } = await loadTransactionInContext(
        request.server.db,
        request.ctx,
        request.params.id,
        'view',
      );
      return receiptView(request.server.db, transaction.uid);
    },
  }),
  defineRoute<{
    Params: { id: string };
    Body: {
      noteText?: string | null;
      tags?: string[];
      mentions?: string[];
      attachedFileUids?: string[];
      category?: TransactionCategory;
    };
  }>({
    method: 'PATCH',
    url: '/api/v2/transactions/:id/receipt',
    family: 'transactions.write',
    auth: 'strong',
    schema: {
      params: { type: 'object', properties: { id: uuid }, required: ['id'] },
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          noteText: { type: ['string', 'null'], maxLength: 500 },
          tags: { type: 'array', maxItems: 20, items: { type: 'string', pattern: '^#\\S{1,40}$' } },
          mentions: { type: 'array', maxItems: 20, items: { type: 'string', pattern: '^@.{1,60}$' } },
          attachedFileUids: { type: 'array', maxItems: 5, items: uuid },
          // The category editor (spec §2 "category picker", the customize schema's enum).
          category: { type: 'string', enum: [...TRANSACTION_CATEGORIES] },
        },
      },
    },
    handler: async (request) => {
      const db = request.server.db;
      const personUid = requirePerson(request.ctx);
      const { transaction, account } = await loadTransactionInContext(
        db,
        request.ctx,
        request.params.id,
        'capture',
      );
      const body = request.body;
      await db.transaction().execute(async (trx) => {
        if (body.attachedFileUids?.length) {
          // Only files uploaded for this transaction can be attached (max 5, spec §5).
          const owned = await trx
            .selectFrom('file_resources')
            .select('uid')
            .where('uid', 'in', body.attachedFileUids)
            .where('owner_uid', '=', transaction.uid)
            .execute();
          if (owned.length !== new Set(body.attachedFileUids).size)
            throw forbidden('a file does not belong to this transaction');
        }
        if (body.category)
          await trx
            .updateTable('transactions')
            .set({ category: body.category })
            .where('uid', '=', transaction.uid)
            .execute();
        const existing = await trx
          .selectFrom('transaction_receipts')
          .selectAll()
          .where('transaction_uid', '=', transaction.uid)
          .executeTakeFirst();
        const next = {
          note_text: body.noteText !== undefined ? body.noteText : (existing?.note_text ?? null),
          tags: body.tags ?? existing?.tags ?? [],
          mentions: body.mentions ?? existing?.mentions ?? [],
          attached_file_uids: body.attachedFileUids ?? existing?.attached_file_uids ?? [],
        };
        await trx
          .insertInto('transaction_receipts')
          .values({ transaction_uid: transaction.uid, ...next })
          .onConflict((oc) =>
            oc.column('transaction_uid').doUpdateSet({ ...next, updated_at: sql<Date>`now()` }),
          )
          .execute();
        await publishEvent(trx, {
          type: 'transactionReceipt',
          guid: transaction.uid,
          message: {
            trxUid: transaction.uid,
            cashAccountUid: account.uid,
            ownerUid: account.owner_uid,
            uid: transaction.uid,
          },
          audience:
            account.owner_type === 'person' ? { personUids: [personUid] } : { accountUid: account.uid },
        });
      });
      return receiptView(db, transaction.uid);
    },
  }),
  defineRoute<{ Params: { uid: string } }>({
    method: 'POST',
    url: '/api/v2/partnerships/:uid/my-entitlements',
    family: 'partnership.read',
    auth: 'strong',
    schema: { params: { type: 'object', properties: { uid: uuid }, required: ['uid'] } },
    handler: async (request) => {
      const db = request.server.db;
      refuseBootstrapperOnly(await requireEngagement(db, request.ctx, request.params.uid));
      const rows = await db
        .selectFrom('entitlements')
        .selectAll()
        .where('person_uid', '=', requirePerson(request.ctx))
        .where('partnership_uid', '=', request.params.uid)
        .orderBy('id')
        .execute();
      return {
        entitlements: rows.map((row) => ({
          entityUID: row.entity_uid,
          entityType: row.entity_type,
          action: row.action,
          includedTypes: row.included_types,
        })),
      };
    },
  }),
];
