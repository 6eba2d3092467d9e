/**
 * Payment orders (spec §7 "Payments"): the schema per debit account, create through each base, update, read,
 * list and delete. Rules come from the kernel (rules/payments.ts, domain/payments); see docs/payments-api.md.
 */
import { sql } from 'kysely';
import {
  PAYMENT_ORDER_STATUSES,
  paymentOrderReadSchema,
  paymentDateEditAllowed,
  paymentOrderDeletionAllowed,
  paymentOrderEditAllowed,
  idPathParams,
  type PaymentForm,
  type PaymentOrderBase,
  uidPathParams,
} from 'shared-kernel/domain';
import { loadAccountInContext } from '../accounts/access';
import { defineRoute, type RouteDefinition } from '../http/route';
import { currenciesFor, contextFeatures, formSchemaFor, staticBodySchema } from './checks';
import { bankToday } from './clock';
import { bookBack } from './execute';
import { publishOrderEvent } from './events';
import { requestHashOf, submissionKeys } from './idempotency';
import { paymentError } from './messages';
import { loadOrderInContext } from './queries';
import { debitAccount, requireBaseContext } from './debit-account';
import { orderFacts, orderRuleFacts, paymentContext } from './rule-facts';
import { withdrawApproval } from './signatures';
import { submitPaymentOrder } from './submit';
import { orderViews } from './views';

const BASES: readonly PaymentOrderBase[] = [
  'iban-payment-orders',
  'esr-payment-orders',
  'wise-payment-orders',
  'wisebusiness-payment-orders',
];
/** The order as read: the payments contract (shared-kernel/src/domain/contracts/payments.ts). */
const orderResponse = paymentOrderReadSchema;
/** The form's schema document for a debit account: one of the schema-serving answers that stay open. */
const formSchemaResponse = { type: 'object', additionalProperties: true } as const;
const idempotencyHeaders = {
  type: 'object',
  properties: {
    'idempotency-key': { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
  },
} as const;

const schemaRoute = (base: PaymentOrderBase) =>
  defineRoute<{ Params: { id: string } }>({
    method: 'GET',
    url: `/api/v2/cash-accounts/:id/${base}`,
    family: 'payments.read',
    auth: 'strong',
    schema: {
      summary: `The ${base} schema of a debit account`,
      params: idPathParams,
      response: { 200: formSchemaResponse },
    },
    handler: async (request) => {
      const db = request.server.db;
      requireBaseContext(request.ctx, base);
      const { account } = await debitAccount(db, request.ctx, request.params.id);
      const today = await bankToday(db);
      const features = await contextFeatures(db, account.owner_uid);
      return {
        method: 'POST',
        uri: `/api/v2/cash-accounts/${account.uid}/${base}`,
        schema: formSchemaFor(account, today),
        account: {
          uid: account.uid,
          iban: account.iban,
          currency: account.currency,
          internationalPaymentsAvailable: account.international_payments_available,
          currencies: currenciesFor(account),
        },
        today,
        features: {
          sepaOut: features.InternationalPaymentSEPAOut === true,
          swiftOut: features.InternationalPaymentSWIFTOut === true,
        },
      };
    },
  });

const createRoute = (base: PaymentOrderBase) =>
  defineRoute<{ Params: { id: string }; Body: PaymentForm; Headers: { 'idempotency-key'?: string } }>({
    method: 'POST',
    url: `/api/v2/cash-accounts/:id/${base}`,
    family: 'payments.write',
    auth: 'strong',
    schema: {
      summary: `Create a payment order (${base}); idempotent by customerTransactionId and Idempotency-Key`,
      params: idPathParams,
      headers: idempotencyHeaders,
      body: staticBodySchema(),
      response: { 201: orderResponse },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      requireBaseContext(request.ctx, base);
      const { account, pc } = await debitAccount(db, request.ctx, request.params.id);
      const claim = submissionKeys(pc.personUid, {
        customerTransactionId: request.body.customerTransactionId,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        requestHash: requestHashOf('POST', request.url, request.body),
      });
      const answer = await submitPaymentOrder(db, {
        pc,
        language: request.ctx.language,
        base,
        account,
        body: request.body,
        existing: null,
        dateEditable: true,
        today: await bankToday(db),
        claim,
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      reply.code(answer.statusCode);
      return answer.body;
    },
  });

const updateRoute = (base: PaymentOrderBase) =>
  defineRoute<{ Params: { uid: string }; Body: PaymentForm; Headers: { 'idempotency-key'?: string } }>({
    method: 'PATCH',
    url: `/api/v2/${base}/:uid`,
    family: 'payments.write',
    auth: 'strong',
    schema: {
      summary: `Update a payment order (${base}) as spec §4 allows`,
      params: uidPathParams,
      headers: idempotencyHeaders,
      body: staticBodySchema(),
      response: { 200: orderResponse },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const existing = await loadOrderInContext(db, request.ctx, request.params.uid);
      if (existing.base !== base) throw paymentError(request.ctx.language, 404, 'payment_order_not_found');
      const pc = await paymentContext(db, request.ctx);
      if (!paymentOrderEditAllowed(await orderRuleFacts(pc, existing)))
        throw paymentError(request.ctx.language, 409, 'not_editable', { status: existing.status });
      const account = await loadAccountInContext(db, request.ctx, existing.cash_account_uid, 'view');
      const key = request.headers['idempotency-key'] ?? null;
      const answer = await submitPaymentOrder(db, {
        pc,
        language: request.ctx.language,
        base,
        account,
        // The order keeps its own customerTransactionId (docs/payments-api.md).
        body: {
          ...request.body,
          customerTransactionId: existing.customer_transaction_id ?? request.body.customerTransactionId,
        },
        existing,
        dateEditable: paymentDateEditAllowed({
          ...orderFacts(existing),
          executedAt: existing.executed_at?.toISOString(),
        }),
        today: await bankToday(db),
        claim: submissionKeys(pc.personUid, {
          idempotencyKey: key,
          requestHash: requestHashOf('PATCH', request.url, request.body),
        }),
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      reply.code(answer.statusCode);
      return answer.body;
    },
  });

const readRoute = (base: PaymentOrderBase) =>
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: `/api/v2/${base}/:uid`,
    family: 'payments.read',
    auth: 'strong',
    schema: {
      summary: `A payment order as read (${base})`,
      params: uidPathParams,
      response: { 200: orderResponse },
    },
    handler: async (request) => {
      const db = request.server.db;
      const order = await loadOrderInContext(db, request.ctx, request.params.uid);
      if (order.base !== base) throw paymentError(request.ctx.language, 404, 'payment_order_not_found');
      const [view] = await orderViews(db, await paymentContext(db, request.ctx), [order]);
      return view;
    },
  });

const STATUSES = PAYMENT_ORDER_STATUSES;

const listRoute = defineRoute<{
  Params: { id: string };
  Querystring: { status?: string[]; from?: string; to?: string; count?: number; offset?: number };
}>({
  method: 'GET',
  url: '/api/v2/cash-accounts/:id/payment-orders',
  family: 'payments.read',
  auth: 'strong',
  schema: {
    summary: 'The payment orders of an account, newest execution date first (x-total-count)',
    params: idPathParams,
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: {
        status: { type: 'array', items: { type: 'string', enum: STATUSES }, maxItems: 11 },
        from: { type: 'string', format: 'date' },
        to: { type: 'string', format: 'date' },
        count: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
      },
    },
    response: { 200: { type: 'array', items: orderResponse } },
  },
  handler: async (request, reply) => {
    const db = request.server.db;
    const account = await loadAccountInContext(db, request.ctx, request.params.id, 'view');
    const { status, from, to, count = 20, offset = 0 } = request.query;
    let query = db.selectFrom('payment_orders').where('cash_account_uid', '=', account.uid);
    query = status?.length ? query.where('status', 'in', status) : query.where('status', '!=', 'retired');
    if (from) query = query.where('execution_date', '>=', from);
    if (to) query = query.where('execution_date', '<=', to);
    const total = await query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('execution_date', 'desc')
      .orderBy('created_at', 'desc')
      .limit(count)
      .offset(offset)
      .execute();
    reply.header('x-total-count', String(total.count));
    return orderViews(db, await paymentContext(db, request.ctx), rows);
  },
});

/** Spec §4 deletion: the order is retired (history kept), its open approval withdrawn, a series stops. */
const deleteRoute = defineRoute<{ Params: { uid: string } }>({
  method: 'DELETE',
  url: '/api/payment-orders/:uid',
  family: 'payments.write',
  auth: 'strong',
  schema: {
    summary: 'Delete (retire) a payment order; also cancels a draft',
    params: uidPathParams,
    response: { 200: orderResponse },
  },
  handler: async (request) => {
    const db = request.server.db;
    const order = await loadOrderInContext(db, request.ctx, request.params.uid);
    const pc = await paymentContext(db, request.ctx);
    if (!paymentOrderDeletionAllowed(await orderRuleFacts(pc, order)))
      throw paymentError(request.ctx.language, 409, 'not_deletable', { status: order.status });
    const retired = await db.transaction().execute(async (trx) => {
      // The lock order of payments/locks.ts: the order (this conditional update), its approvals, the account.
      const row = await trx
        .updateTable('payment_orders')
        .set({ status: 'retired', updated_at: sql<Date>`now()` })
        .where('uid', '=', order.uid)
        .where('status', '=', order.status)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw paymentError(request.ctx.language, 409, 'not_deletable');
      await withdrawApproval(trx, row.uid);
      // A withdrawn order the clearing refused so far is not delivered again: its debit is booked back.
      if (order.status === 'retrying') await bookBack(trx, row, await bankToday(trx));
      await publishOrderEvent(trx, row);
      return row;
    });
    const [view] = await orderViews(db, pc, [retired]);
    return view;
  },
});

export const orderRoutes: RouteDefinition[] = [
  ...BASES.flatMap((base) => [schemaRoute(base), createRoute(base), updateRoute(base), readRoute(base)]),
  listRoute,
  deleteRoute,
];
