/**
 * The eBill resource (issue 31; spec §3 Invoice, Biller, Standing approval, §4 invoice and eBill subscription
 * status and the standing approval save, §5 standing approval rules, §7 "eBill"): the subscription of a person
 * or a partnership, the biller directory and the context's related billers, invoices (reject, receipt) and
 * standing approvals, on the private base `/api/v2/ebill` and the business base
 * `/api/v2/ebill-business/partnerships/{uid}`; and (local and sandbox only) the sandbox eBill network. Its wire
 * contract is the kernel's contracts/ebill.ts, its rules the kernel's rules/ebill.ts; see docs/ebill-api.md.
 * Paying an invoice is the payments resource's (isEBillOrder orders, standing approvals on the due date).
 */
import {
  billerDirectoryQuerySchema,
  billerDirectorySchema,
  businessCasePathParams,
  ebillActivationBodySchema,
  ebillActivationRefusal,
  ebillDeactivationAllowed,
  ebillInvoiceSchema,
  ebillInvoicesQuerySchema,
  ebillInvoicesSchema,
  ebillReceiptSchema,
  ebillSettingsBodySchema,
  ebillSubscriptionSchema,
  invoiceStateRefusal,
  relatedBillerCreateBodySchema,
  relatedBillerSchema,
  relatedBillersSchema,
  standingApprovalAccountAllowed,
  standingApprovalAmountParts,
  standingApprovalCreateBodySchema,
  standingApprovalPathParams,
  standingApprovalSchema,
  standingApprovalsSchema,
  standingApprovalUpdateBodySchema,
  uidPathParams,
  type BillerDirectoryQuery,
  type EbillActivationBody,
  type EbillInvoicesQuery,
  type EbillInvoiceStatus,
  type EbillSettingsBody,
  type EbillSubscriptionStatus,
  type RelatedBillerCreateBody,
  type StandingApprovalCreateBody,
  type StandingApprovalUpdateBody,
} from 'shared-kernel/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { KontorExecutor } from '../db/database';
import { validationError } from '../http/errors';
import { defineRoute, type RouteContextKind, type RouteDefinition } from '../http/route';
import { noContent } from '../http/schemas';
import { ebillCaller, ebillError, requireManage, requireRead, type EbillCaller } from './context';
import { publishInvoiceEvent, publishSubscriptionEvent } from './events';
import {
  invoiceOf,
  invoiceRows,
  lockedParticipant,
  participantOf,
  relationRows,
  standingApprovalRows,
} from './queries';
import { invoiceReceipt } from './receipt';
import { sandboxEbillRoutes } from './sandbox';
import { invoiceView, relatedBillerView, standingApprovalView, subscriptionView } from './views';

export { sandboxEbillRoutes };
export { publishInvoiceEvent } from './events';
export { ebillSubject, ebillReaders } from './audience';

type Base = 'private' | 'business';

interface Bases {
  prefix: string;
  context: RouteContextKind;
  where: string;
}

const BASES: Record<Base, Bases> = {
  private: { prefix: '/api/v2/ebill', context: 'private', where: "the caller's own eBill (private context)" },
  business: {
    prefix: '/api/v2/ebill-business/partnerships/:uid',
    context: 'any',
    where:
      "the partnership's eBill business (the caller engaged in it; x-partnership-uid, if sent, names it)",
  },
};

type Properties = Record<string, unknown>;
/** The path parameters of a base (`{uid}` on the business base) with the route's own. */
function paramsOf(base: Base, own: { properties: Properties } | null = null) {
  const properties = {
    ...(base === 'business' ? uidPathParams.properties : {}),
    ...(own?.properties ?? {}),
  };
  const required = Object.keys(properties);
  return required.length === 0
    ? {}
    : { params: { type: 'object', additionalProperties: false, required, properties } };
}

interface EbillParams {
  uid?: string;
  businessCaseId?: string;
  standingApprovalId?: string;
}

/** The caller of a request, read once: by the route's permission, then by its handler. */
const callers = new WeakMap<FastifyRequest, Promise<EbillCaller>>();
function callerOf(request: FastifyRequest): Promise<EbillCaller> {
  let caller = callers.get(request);
  if (!caller) {
    caller = ebillCaller(request.server.db, request.ctx, (request.params as EbillParams).uid ?? null);
    callers.set(request, caller);
  }
  return caller;
}

/** The subscription status of the caller's context (null: never registered). */
async function statusOf(db: KontorExecutor, caller: EbillCaller): Promise<EbillSubscriptionStatus | null> {
  return ((await participantOf(db, caller.ownerUid))?.status as EbillSubscriptionStatus | undefined) ?? null;
}

/** Writing billers and standing approvals needs an active subscription (409 ebill_not_active). */
async function requireActive(db: KontorExecutor, caller: EbillCaller): Promise<void> {
  if ((await statusOf(db, caller)) !== 'ACTIVE') throw ebillError(caller.language, 409, 'ebill_not_active');
}

/** A standing approval's account: the context's active CHF account the caller may pay from (spec §5, §9). */
async function requireApprovalAccount(
  db: KontorExecutor,
  caller: EbillCaller,
  accountUid: string,
): Promise<void> {
  const account = await db
    .selectFrom('cash_accounts')
    .select(['uid', 'owner_uid', 'status', 'currency'])
    .where('uid', '=', accountUid)
    .executeTakeFirst();
  const allowed =
    account !== undefined &&
    standingApprovalAccountAllowed(caller.context, {
      uid: account.uid,
      ownerUid: account.owner_uid,
      status: account.status,
      currency: account.currency,
    });
  if (!allowed) {
    const refusal = ebillError(caller.language, 400, 'ebill_standing_approval_account');
    throw validationError([
      {
        field: 'accountUid',
        code: 'ebill_standing_approval_account',
        message: (refusal.body as { message: string }).message,
      },
    ]);
  }
}

function routesOf(base: Base): RouteDefinition[] {
  const { prefix, context, where } = BASES[base];
  // A family per base: the authorization matrix tells the private from the partnership's eBill.
  const family = base === 'private' ? 'ebill' : 'ebill-business';
  // The eBill right on the context, asked before the body or the path's ids are read (403 ebill_forbidden).
  const kind = (name: 'read' | 'write', right: (caller: EbillCaller) => void) =>
    ({
      family: `${family}.${name}`,
      auth: 'strong',
      context,
      permission: async (request: FastifyRequest) => right(await callerOf(request)),
    }) as const;
  const read = kind('read', requireRead);
  const write = kind('write', requireManage);

  const getSubscription = defineRoute({
    method: 'GET',
    url: `${prefix}/subscription`,
    ...read,
    schema: {
      summary: `The eBill subscription of ${where}: status (null: never registered), notification settings, the reader's rights`,
      ...paramsOf(base),
      response: { 200: ebillSubscriptionSchema },
    },
    handler: async (request) => {
      const caller = await callerOf(request);
      return subscriptionView(caller, await participantOf(request.server.db, caller.ownerUid));
    },
  });

  const activate = defineRoute<{ Body: EbillActivationBody }>({
    method: 'POST',
    url: `${prefix}/subscription`,
    ...write,
    schema: {
      summary: `Activates eBill for ${where}: REQUESTED until the eBill network confirms it (refused 409 ebill_already_active, ebill_blocked; 403 ebill_forbidden)`,
      ...paramsOf(base),
      body: ebillActivationBodySchema,
      response: { 201: ebillSubscriptionSchema },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const caller = await callerOf(request);
      const row = await db.transaction().execute(async (trx) => {
        const { row: current, status } = await lockedParticipant(trx, caller.ownerUid);
        const refusal = ebillActivationRefusal(status);
        if (refusal) throw ebillError(caller.language, 409, refusal);
        const written = current
          ? await trx
              .updateTable('ebill_participants')
              .set({ status: 'REQUESTED', email: request.body.email, status_changed_at: new Date() })
              .where('owner_uid', '=', caller.ownerUid)
              .where('status', '=', 'INACTIVE')
              .returningAll()
              .executeTakeFirst()
          : await trx
              .insertInto('ebill_participants')
              .values({
                uid: randomUUID(),
                owner_uid: caller.ownerUid,
                owner_type: caller.ownerType,
                status: 'REQUESTED',
                email: request.body.email,
              })
              .onConflict((conflict) => conflict.column('owner_uid').doNothing())
              .returningAll()
              .executeTakeFirst();
        // A parallel activation got there first.
        if (!written) throw ebillError(caller.language, 409, 'ebill_already_active');
        await publishSubscriptionEvent(trx, caller, written.status);
        return written;
      });
      return reply.code(201).send(subscriptionView(caller, row));
    },
  });

  const settings = defineRoute<{ Body: EbillSettingsBody }>({
    method: 'PATCH',
    url: `${prefix}/subscription`,
    ...write,
    schema: {
      summary: `The notification settings of ${where} (refused 409 ebill_not_active without a subscription)`,
      ...paramsOf(base),
      body: ebillSettingsBodySchema,
      response: { 200: ebillSubscriptionSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const caller = await callerOf(request);
      const { email, notifyNewInvoice, notifyNotCovered } = request.body;
      const row = await db.transaction().execute(async (trx) => {
        const written = await trx
          .updateTable('ebill_participants')
          .set({
            ...(email !== undefined ? { email } : {}),
            ...(notifyNewInvoice !== undefined ? { notify_new_invoice: notifyNewInvoice } : {}),
            ...(notifyNotCovered !== undefined ? { notify_not_covered: notifyNotCovered } : {}),
          })
          .where('owner_uid', '=', caller.ownerUid)
          .where('status', 'in', ['REQUESTED', 'ACTIVE'])
          .returningAll()
          .executeTakeFirst();
        if (!written) throw ebillError(caller.language, 409, 'ebill_not_active');
        await publishSubscriptionEvent(trx, caller, written.status);
        return written;
      });
      return subscriptionView(caller, row);
    },
  });

  const deactivate = defineRoute({
    method: 'DELETE',
    url: `${prefix}/subscription`,
    ...write,
    schema: {
      summary: `Deactivates eBill for ${where}: INACTIVE, its standing approvals deleted (refused 409 ebill_not_active unless requested or active)`,
      ...paramsOf(base),
      response: { 200: ebillSubscriptionSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const caller = await callerOf(request);
      const row = await db.transaction().execute(async (trx) => {
        const { status } = await lockedParticipant(trx, caller.ownerUid);
        if (!ebillDeactivationAllowed(status)) throw ebillError(caller.language, 409, 'ebill_not_active');
        const written = await trx
          .updateTable('ebill_participants')
          .set({ status: 'INACTIVE', status_changed_at: new Date() })
          .where('owner_uid', '=', caller.ownerUid)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.deleteFrom('ebill_standing_approvals').where('owner_uid', '=', caller.ownerUid).execute();
        await publishSubscriptionEvent(trx, caller, written.status);
        return written;
      });
      return subscriptionView(caller, row);
    },
  });

  const directory = defineRoute<{ Querystring: BillerDirectoryQuery }>({
    method: 'GET',
    url: `${prefix}/billers`,
    ...read,
    schema: {
      summary: `The eBill network's biller directory, searched by name or city, marked where ${where} is related already`,
      ...paramsOf(base),
      querystring: billerDirectoryQuerySchema,
      response: { 200: billerDirectorySchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const caller = await callerOf(request);
      const { search, count = 50 } = request.query;
      let query = db
        .selectFrom('ebill_billers as b')
        .select(['b.biller_id', 'b.name', 'b.city'])
        .select(
          sql<boolean>`exists (select 1 from ebill_biller_relations r where r.biller_id = b.biller_id and r.owner_uid = ${caller.ownerUid})`.as(
            'related',
          ),
        );
      const words = (search ?? '').trim();
      if (words) {
        const pattern = `%${words.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
        query = query.where((eb) => eb.or([eb('b.name', 'ilike', pattern), eb('b.city', 'ilike', pattern)]));
      }
      const rows = await query.orderBy('b.name').orderBy('b.biller_id').limit(count).execute();
      return rows.map((row) => ({
        billerId: row.biller_id,
        name: row.name,
        city: row.city,
        related: Boolean(row.related),
      }));
    },
  });

  const relatedBillers = defineRoute({
    method: 'GET',
    url: `${prefix}/related-billers`,
    ...read,
    schema: {
      summary: `The related billers of ${where} with their standing approvals (spec §7: a partnership's only while its eBill is active)`,
      ...paramsOf(base),
      response: { 200: relatedBillersSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const caller = await callerOf(request);
      if (base === 'business' && (await statusOf(db, caller)) !== 'ACTIVE') return [];
      const [relations, approvals] = await Promise.all([
        relationRows(db, caller.ownerUid).orderBy('b.name').orderBy('r.uid').execute(),
        standingApprovalRows(db, caller.ownerUid).execute(),
      ]);
      return relations.map((row) => relatedBillerView(row, approvals));
    },
  });

  const addBiller = defineRoute<{ Body: RelatedBillerCreateBody }>({
    method: 'POST',
    url: `${prefix}/related-billers`,
    ...write,
    schema: {
      summary: `Adds a biller of the directory to ${where} with the customer's reference at it (refused 404 ebill_biller_unknown, 409 ebill_biller_already_related / ebill_not_active)`,
      ...paramsOf(base),
      body: relatedBillerCreateBodySchema,
      response: { 201: relatedBillerSchema },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const caller = await callerOf(request);
      await requireActive(db, caller);
      const biller = await db
        .selectFrom('ebill_billers')
        .select('biller_id')
        .where('biller_id', '=', request.body.billerId)
        .executeTakeFirst();
      if (!biller) throw ebillError(caller.language, 404, 'ebill_biller_unknown');
      const inserted = await db
        .insertInto('ebill_biller_relations')
        .values({
          uid: randomUUID(),
          owner_uid: caller.ownerUid,
          biller_id: biller.biller_id,
          customer_reference: request.body.customerReference.trim(),
        })
        .onConflict((conflict) => conflict.columns(['owner_uid', 'biller_id']).doNothing())
        .returning('uid')
        .executeTakeFirst();
      if (!inserted) throw ebillError(caller.language, 409, 'ebill_biller_already_related');
      const row = await relationRows(db, caller.ownerUid)
        .where('r.uid', '=', inserted.uid)
        .executeTakeFirstOrThrow();
      return reply.code(201).send(relatedBillerView(row, []));
    },
  });

  const invoices = defineRoute<{ Querystring: EbillInvoicesQuery }>({
    method: 'GET',
    url: `${prefix}/related-billers-invoices`,
    ...read,
    schema: {
      summary: `The invoices of ${where}, latest due date first, by business case, biller or status`,
      ...paramsOf(base),
      querystring: ebillInvoicesQuerySchema,
      response: { 200: ebillInvoicesSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const caller = await callerOf(request);
      const { businessCaseId, billerId, status } = request.query;
      let query = invoiceRows(db, caller.ownerUid);
      if (businessCaseId) query = query.where('i.business_case_id', '=', businessCaseId);
      if (billerId) query = query.where('i.biller_id', '=', billerId);
      if (status) query = query.where('i.status', '=', status);
      const rows = await query.orderBy('i.due_date', 'desc').orderBy('i.business_case_id').execute();
      return rows.map((row) => invoiceView(row, caller.manage));
    },
  });

  const reject = defineRoute<{ Params: EbillParams & { businessCaseId: string } }>({
    method: 'POST',
    url: `${prefix}/invoices/:businessCaseId/reject`,
    ...write,
    schema: {
      summary: `Rejects an open invoice of ${where} (OPEN → REJECTED; refused 409 ebill_invoice_not_open / ebill_invoice_in_payment, 404 ebill_invoice_unknown)`,
      ...paramsOf(base, businessCasePathParams),
      response: { 200: ebillInvoiceSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const caller = await callerOf(request);
      const businessCaseId = request.params.businessCaseId;
      await db.transaction().execute(async (trx) => {
        // The invoice row locked: two rejects (or a reject and a payment) are decided one after the other.
        const locked = await trx
          .selectFrom('ebill_invoices')
          .select(['uid'])
          .where('owner_uid', '=', caller.ownerUid)
          .where('business_case_id', '=', businessCaseId)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) throw ebillError(caller.language, 404, 'ebill_invoice_unknown');
        const row = (await invoiceOf(trx, caller.ownerUid, businessCaseId))!;
        const refusal = invoiceStateRefusal({
          status: row.status as EbillInvoiceStatus,
          paymentOrderLive: Boolean(row.order_live),
        });
        if (refusal) throw ebillError(caller.language, 409, refusal);
        const written = await trx
          .updateTable('ebill_invoices')
          .set({ status: 'REJECTED', rejected_at: new Date(), updated_at: new Date() })
          .where('uid', '=', locked.uid)
          .where('status', '=', 'OPEN')
          .returning(['business_case_id', 'biller_id', 'status'])
          .executeTakeFirst();
        if (!written) throw ebillError(caller.language, 409, 'ebill_invoice_not_open');
        await publishInvoiceEvent(trx, 'ebillInvoiceRejected', caller, written);
      });
      return invoiceView((await invoiceOf(db, caller.ownerUid, businessCaseId))!, caller.manage);
    },
  });

  const receipt = defineRoute<{ Params: EbillParams & { businessCaseId: string } }>({
    method: 'GET',
    url: `${prefix}/invoices/:businessCaseId/receipt`,
    ...read,
    schema: {
      summary: `The receipt of an invoice of ${where}: a PDF (biller, customer, lines, amount, due date, reference, status) as base64`,
      ...paramsOf(base, businessCasePathParams),
      response: { 200: ebillReceiptSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const caller = await callerOf(request);
      const row = await invoiceOf(db, caller.ownerUid, request.params.businessCaseId);
      if (!row) throw ebillError(caller.language, 404, 'ebill_invoice_unknown');
      const [relation, customerName] = await Promise.all([
        db
          .selectFrom('ebill_biller_relations')
          .select('customer_reference')
          .where('uid', '=', row.biller_relation_id)
          .executeTakeFirst(),
        ownerName(db, caller),
      ]);
      return invoiceReceipt(caller.language, invoiceView(row, caller.manage), {
        customerName,
        customerReference: relation?.customer_reference ?? '',
      });
    },
  });

  const listApprovals = defineRoute({
    method: 'GET',
    url: `${prefix}/standing-approvals`,
    ...read,
    schema: {
      summary: `The standing approvals of ${where}`,
      ...paramsOf(base),
      response: { 200: standingApprovalsSchema },
    },
    handler: async (request) => {
      const caller = await callerOf(request);
      const rows = await standingApprovalRows(request.server.db, caller.ownerUid)
        .orderBy('created_at')
        .orderBy('uid')
        .execute();
      return rows.map(standingApprovalView);
    },
  });

  const createApproval = defineRoute<{ Body: StandingApprovalCreateBody }>({
    method: 'POST',
    url: `${prefix}/related-billers/standing-approvals`,
    ...write,
    schema: {
      summary: `Creates the standing approval of a related biller of ${where} (spec §5: all fields required, no others; one per biller: 409 ebill_standing_approval_exists; the account: 400 field accountUid)`,
      ...paramsOf(base),
      body: standingApprovalCreateBodySchema,
      response: { 201: standingApprovalSchema },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const caller = await callerOf(request);
      await requireActive(db, caller);
      const body = request.body;
      const relation = await db
        .selectFrom('ebill_biller_relations')
        .select(['uid', 'biller_id'])
        .where('uid', '=', body.billerRelationId)
        .where('owner_uid', '=', caller.ownerUid)
        .where('biller_id', '=', body.billerId)
        .executeTakeFirst();
      if (!relation) throw ebillError(caller.language, 404, 'ebill_biller_relation_unknown');
      await requireApprovalAccount(db, caller, body.accountUid);
      const amount = standingApprovalAmountParts(body.amount);
      // One standing approval per biller relation (its unique key): of two parallel creates one wins.
      const row = await db
        .insertInto('ebill_standing_approvals')
        .values({
          uid: randomUUID(),
          owner_uid: caller.ownerUid,
          biller_id: relation.biller_id,
          biller_relation_id: relation.uid,
          cash_account_uid: body.accountUid,
          type: body.type,
          period: body.period,
          amount_value: amount.value,
          amount_factor: amount.factor,
          currency: body.currency,
        })
        .onConflict((conflict) => conflict.columns(['owner_uid', 'biller_relation_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) throw ebillError(caller.language, 409, 'ebill_standing_approval_exists');
      return reply.code(201).send(standingApprovalView(row));
    },
  });

  const updateApproval = defineRoute<{
    Params: EbillParams & { standingApprovalId: string };
    Body: StandingApprovalUpdateBody;
  }>({
    method: 'PATCH',
    url: `${prefix}/standing-approvals/:standingApprovalId`,
    ...write,
    schema: {
      summary: `Updates a standing approval of ${where} (spec §5: the five fields, all required, no others)`,
      ...paramsOf(base, standingApprovalPathParams),
      body: standingApprovalUpdateBodySchema,
      response: { 200: standingApprovalSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const caller = await callerOf(request);
      const body = request.body;
      await requireApprovalAccount(db, caller, body.accountUid);
      const amount = standingApprovalAmountParts(body.amount);
      const row = await db
        .updateTable('ebill_standing_approvals')
        .set({
          cash_account_uid: body.accountUid,
          type: body.type,
          period: body.period,
          amount_value: amount.value,
          amount_factor: amount.factor,
          currency: body.currency,
          updated_at: new Date(),
        })
        .where('uid', '=', request.params.standingApprovalId)
        .where('owner_uid', '=', caller.ownerUid)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw ebillError(caller.language, 404, 'ebill_standing_approval_unknown');
      return standingApprovalView(row);
    },
  });

  const deleteApproval = defineRoute<{ Params: EbillParams & { standingApprovalId: string } }>({
    method: 'DELETE',
    url: `${prefix}/standing-approvals/:standingApprovalId`,
    ...write,
    schema: {
      summary: `Deletes a standing approval of ${where} (spec §4: how "none" is saved)`,
      ...paramsOf(base, standingApprovalPathParams),
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      const caller = await callerOf(request);
      const deleted = await request.server.db
        .deleteFrom('ebill_standing_approvals')
        .where('uid', '=', request.params.standingApprovalId)
        .where('owner_uid', '=', caller.ownerUid)
        .returning('uid')
        .executeTakeFirst();
      if (!deleted) throw ebillError(caller.language, 404, 'ebill_standing_approval_unknown');
      return reply.code(204).send();
    },
  });

  return [
    getSubscription,
    activate,
    settings,
    deactivate,
    directory,
    relatedBillers,
    addBiller,
    invoices,
    reject,
    receipt,
    listApprovals,
    createApproval,
    updateApproval,
    deleteApproval,
  ];
}

/** The customer's name on a receipt: the person's or the partnership's. */
async function ownerName(db: KontorExecutor, caller: EbillCaller): Promise<string> {
  if (caller.ownerType === 'person') {
    const person = await db
      .selectFrom('natural_persons')
      .select(['name', 'family_name'])
      .where('uid', '=', caller.ownerUid)
      .executeTakeFirst();
    return person ? `${person.name} ${person.family_name}` : '';
  }
  const partnership = await db
    .selectFrom('partnerships')
    .select('name')
    .where('uid', '=', caller.ownerUid)
    .executeTakeFirst();
  return partnership?.name ?? '';
}

export const ebillRoutes: RouteDefinition[] = [...routesOf('private'), ...routesOf('business')];
