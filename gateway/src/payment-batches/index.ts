/**
 * The payment batches resource (issue 30 item 4, docs/payment-batches-api.md): validate a bulk payment file for
 * a cash account, create its valid rows as one batch of payment orders, list and read batches, download the
 * file, and sign or reject a batch with one decision. Rights: uploading is creating payments on the account
 * (the kernel's paymentBatchUploadAllowed = paymentCreationAllowed, asked by payments/debit-account.ts);
 * reading needs the account's view right; deciding is signing its orders (paymentBatchDecisionAllowed).
 */
import { create as contentDisposition } from 'content-disposition';
import {
  idPathParams,
  MAX_PAYMENT_BATCH_BASE64_CHARS,
  paymentBatchCreateSchema,
  paymentBatchDecisionBodySchema,
  paymentBatchListSchema,
  paymentBatchReadSchema,
  paymentBatchUploadSchema,
  paymentBatchValidationSchema,
  uidPathParams,
  type PaymentBatchCreate,
  type PaymentBatchDecisionBody,
  type PaymentBatchUpload,
} from 'shared-kernel/domain';
import { loadAccountInContext } from '../accounts/access';
import { notFound } from '../http/errors';
import { defineRoute, type RouteDefinition } from '../http/route';
import { bankToday } from '../payments/clock';
import { debitAccount } from '../payments/debit-account';
import { paymentContext } from '../payments/rule-facts';
import { batchList, batchRead, createBatch, decideBatch, loadBatchInContext } from './batches';
import { validateBatch } from './validate';

/** The upload's own body limit (base64 of the largest file, and room for the JSON around it). */
const BATCH_BODY_LIMIT = MAX_PAYMENT_BATCH_BASE64_CHARS + 16 * 1024;

const validateRoute = defineRoute<{ Params: { id: string }; Body: PaymentBatchUpload }>({
  method: 'POST',
  url: '/api/v2/cash-accounts/:id/payment-batches/validation',
  family: 'payments.write',
  auth: 'strong',
  bodyLimit: BATCH_BODY_LIMIT,
  schema: {
    summary:
      'Validate a bulk payment file (pain.001.001.09 or CSV): every row with its result; nothing is created',
    params: idPathParams,
    body: paymentBatchUploadSchema,
    response: { 200: paymentBatchValidationSchema },
  },
  handler: async (request) => {
    const db = request.server.db;
    const { account, pc } = await debitAccount(db, request.ctx, request.params.id);
    const { answer } = await validateBatch(db, {
      language: request.ctx.language,
      account,
      personUid: pc.personUid,
      today: await bankToday(db),
      fileName: request.body.fileName,
      bytes: Buffer.from(request.body.content, 'base64'),
    });
    return answer;
  },
});

const createRoute = defineRoute<{ Params: { id: string }; Body: PaymentBatchCreate }>({
  method: 'POST',
  url: '/api/v2/cash-accounts/:id/payment-batches',
  family: 'payments.write',
  auth: 'strong',
  bodyLimit: BATCH_BODY_LIMIT,
  schema: {
    summary:
      'Create one batch of payment orders from the valid rows of a file (validated again; all or nothing); idempotent by customerBatchId',
    params: idPathParams,
    body: paymentBatchCreateSchema,
    response: { 200: paymentBatchReadSchema, 201: paymentBatchReadSchema },
  },
  handler: async (request, reply) => {
    const db = request.server.db;
    const { account, pc } = await debitAccount(db, request.ctx, request.params.id);
    const { batch, created } = await createBatch(db, {
      language: request.ctx.language,
      pc,
      account,
      today: await bankToday(db),
      body: request.body,
    });
    if (!created) reply.header('idempotent-replayed', 'true');
    reply.code(created ? 201 : 200);
    return batchRead(db, pc, batch);
  },
});

const listRoute = defineRoute<{ Params: { id: string }; Querystring: { count?: number; offset?: number } }>({
  method: 'GET',
  url: '/api/v2/cash-accounts/:id/payment-batches',
  family: 'payments.read',
  auth: 'strong',
  schema: {
    summary: 'The payment batches of an account, newest first',
    params: idPathParams,
    querystring: {
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
      },
    },
    response: { 200: paymentBatchListSchema },
  },
  handler: async (request) => {
    const db = request.server.db;
    const account = await loadAccountInContext(db, request.ctx, request.params.id, 'view');
    const pc = await paymentContext(db, request.ctx);
    return batchList(db, pc, account.uid, request.query.count ?? 20, request.query.offset ?? 0);
  },
});

const readRoute = defineRoute<{ Params: { uid: string } }>({
  method: 'GET',
  url: '/api/v2/payment-batches/:uid',
  family: 'payments.read',
  auth: 'strong',
  schema: {
    summary: 'A payment batch with its orders, totals, status and the signatures it needs',
    params: uidPathParams,
    response: { 200: paymentBatchReadSchema },
  },
  handler: async (request) => {
    const db = request.server.db;
    const batch = await loadBatchInContext(db, request.ctx, request.params.uid);
    return batchRead(db, await paymentContext(db, request.ctx), batch);
  },
});

const fileRoute = defineRoute<{ Params: { uid: string } }>({
  method: 'GET',
  url: '/api/v2/payment-batches/:uid/file',
  family: 'payments.read',
  auth: 'strong',
  raw: true,
  produces: 'application/octet-stream',
  schema: { summary: 'The file a batch was made from (its attachment), as uploaded', params: uidPathParams },
  handler: async (request, reply) => {
    const db = request.server.db;
    const batch = await loadBatchInContext(db, request.ctx, request.params.uid);
    const file = await db
      .selectFrom('file_resources')
      .selectAll()
      .where('owner_uid', '=', batch.uid)
      .executeTakeFirst();
    if (!file) throw notFound('file_not_found');
    // Always a download under its name, never rendered by the browser.
    return reply
      .header('content-type', file.mime_type)
      .header('content-disposition', contentDisposition(file.display_name))
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  },
});

const decisionRoute = defineRoute<{ Params: { uid: string }; Body: PaymentBatchDecisionBody }>({
  method: 'POST',
  url: '/api/v2/payment-batches/:uid/decision',
  family: 'payments.write',
  auth: 'strong',
  schema: {
    summary: 'Sign (or reject) every order of a batch awaiting signatures with one decision',
    params: uidPathParams,
    body: paymentBatchDecisionBodySchema,
    response: { 200: paymentBatchReadSchema },
  },
  handler: async (request) => {
    const db = request.server.db;
    const batch = await loadBatchInContext(db, request.ctx, request.params.uid);
    const pc = await paymentContext(db, request.ctx);
    await decideBatch(db, request.ctx, pc, batch, request.body);
    return batchRead(db, pc, await loadBatchInContext(db, request.ctx, batch.uid));
  },
});

export const paymentBatchesRoutes: readonly RouteDefinition[] = [
  validateRoute,
  createRoute,
  listRoute,
  readRoute,
  fileRoute,
  decisionRoute,
];
