/**
 * The sandbox eBill network (DESIGN.md "The sandbox bank's two sides"; local and sandbox only, like the other
 * sandbox tools): a biller of the directory issues an invoice, which arrives live in the app (the
 * ebillInvoiceArrived event, in the writer's transaction); and the network answers a requested subscription
 * (ACTIVE or BLOCKED), the bank's side: the operator key only. A persona plays a biller for itself only: an
 * invoice to itself, or to a partnership whose eBill it may manage.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  ebillManageAllowed,
  ebillOwnerPathParams,
  ebillQrReference,
  ebillInvoiceSchema,
  ebillSubscriptionSchema,
  isValidQrReference,
  sandboxEbillConfirmBodySchema,
  sandboxEbillInvoiceBodySchema,
  type EbillOwnerPathParams,
  type EbillSubscriptionStatus,
  type SandboxEbillConfirmBody,
  type SandboxEbillInvoiceBody,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { conflict, forbidden, notFound, validationError } from '../http/errors';
import { defineRoute, type RouteDefinition } from '../http/route';
import { bankToday } from '../payments/clock';
import { isSandboxOperator, operatorOnly, operatorOrPersona } from '../sandbox/operator';
import { businessContext } from './context';
import { publishInvoiceEvent, publishSubscriptionEvent } from './events';
import { invoiceOf } from './queries';
import { subscriptionView, invoiceView } from './views';

/** A decimal amount text of the sandbox body ("89.9") as minor units at factor 2. */
const minorUnits = (amount: string): number => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

const digits = (count: number): string => Array.from({ length: count }, () => String(randomInt(10))).join('');
const BUSINESS_CASE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const businessCaseId = (): string =>
  Array.from({ length: 16 }, () => BUSINESS_CASE_ALPHABET[randomInt(BUSINESS_CASE_ALPHABET.length)]).join('');

/** Whose eBill the owner uid names: a person or a partnership (404 otherwise). */
async function ownerKind(db: KontorExecutor, ownerUid: string): Promise<'person' | 'partnership'> {
  const person = await db
    .selectFrom('natural_persons')
    .select('uid')
    .where('uid', '=', ownerUid)
    .executeTakeFirst();
  if (person) return 'person';
  const partnership = await db
    .selectFrom('partnerships')
    .select('uid')
    .where('uid', '=', ownerUid)
    .executeTakeFirst();
  if (partnership) return 'partnership';
  throw notFound('ebill_owner_unknown', 'no person or partnership with this uid');
}

const issueInvoice = defineRoute<{ Body: SandboxEbillInvoiceBody }>({
  method: 'POST',
  url: '/api/sandbox/ebill/invoices',
  family: 'sandbox',
  auth: 'none',
  // A stand-in for a biller in the eBill network, not a call of the web app.
  callerGuard: operatorOrPersona(),
  apiKey: false,
  schema: {
    summary:
      'Sandbox eBill network: a biller issues an invoice to a person or partnership whose eBill is ACTIVE (it arrives live: ebillInvoiceArrived). The operator key, or a persona for itself or a partnership whose eBill it may manage',
    body: sandboxEbillInvoiceBodySchema,
    response: { 201: ebillInvoiceSchema },
  },
  async handler(request, reply) {
    const db = request.server.db;
    const body = request.body;
    const ownerType = await ownerKind(db, body.ownerUid);
    if (!isSandboxOperator(request)) {
      const personUid = request.ctx.personUid;
      const own =
        personUid !== null &&
        (ownerType === 'person'
          ? body.ownerUid === personUid
          : await db
              .selectFrom('partnership_engagements')
              .select('roles')
              .where('person_uid', '=', personUid)
              .where('partnership_uid', '=', body.ownerUid)
              .executeTakeFirst()
              .then(
                async (engagement) =>
                  engagement !== undefined &&
                  ebillManageAllowed(await businessContext(db, personUid, body.ownerUid, engagement.roles)),
              ));
      if (!own)
        throw forbidden('a persona issues invoices to itself or a partnership whose eBill it manages');
    }
    const biller = await db
      .selectFrom('ebill_billers')
      .selectAll()
      .where('biller_id', '=', body.billerId)
      .executeTakeFirst();
    if (!biller) throw notFound('ebill_biller_unknown', 'no biller with this id in the directory');
    const amountValue = minorUnits(body.amount);
    const instalments = (body.instalments ?? [])
      .map((instalment) => ({
        dueDate: instalment.dueDate,
        amountValue: String(minorUnits(instalment.amount)),
      }))
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    if (instalments.length > 0) {
      const sum = instalments.reduce((total, instalment) => total + Number(instalment.amountValue), 0);
      if (sum !== amountValue)
        throw validationError([
          { field: 'instalments', code: 'sum', message: 'the instalments must add up to the amount' },
        ]);
      if (new Set(instalments.map((instalment) => instalment.dueDate)).size !== instalments.length)
        throw validationError([
          { field: 'instalments', code: 'uniqueItems', message: 'one instalment per due date' },
        ]);
    }
    if (body.reference !== undefined && !isValidQrReference(body.reference))
      throw validationError([
        { field: 'reference', code: 'invalid_reference', message: 'not a QR reference' },
      ]);
    const today = await bankToday(db);
    const businessCase = businessCaseId();
    await db.transaction().execute(async (trx) => {
      // The subscription locked: an invoice reaches only an active participant, not one deactivating meanwhile.
      const participant = await trx
        .selectFrom('ebill_participants')
        .select(['status', 'email', 'notify_new_invoice'])
        .where('owner_uid', '=', body.ownerUid)
        .forShare()
        .executeTakeFirst();
      if (participant?.status !== 'ACTIVE')
        throw conflict('ebill_not_active', 'eBill is not active for this person or partnership');
      await trx
        .insertInto('ebill_biller_relations')
        .values({
          uid: randomUUID(),
          owner_uid: body.ownerUid,
          biller_id: biller.biller_id,
          customer_reference: body.customerReference ?? `K-${digits(8)}`,
        })
        .onConflict((onConflict) => onConflict.columns(['owner_uid', 'biller_id']).doNothing())
        .execute();
      const relation = await trx
        .selectFrom('ebill_biller_relations')
        .select('uid')
        .where('owner_uid', '=', body.ownerUid)
        .where('biller_id', '=', biller.biller_id)
        .executeTakeFirstOrThrow();
      const invoice = await trx
        .insertInto('ebill_invoices')
        .values({
          uid: randomUUID(),
          business_case_id: businessCase,
          owner_uid: body.ownerUid,
          biller_id: biller.biller_id,
          biller_relation_id: relation.uid,
          type: body.type ?? 'bill',
          status: 'OPEN',
          invoice_date: body.invoiceDate ?? today,
          due_date: instalments[instalments.length - 1]?.dueDate ?? body.dueDate,
          amount_value: amountValue,
          amount_factor: 2,
          currency: 'CHF',
          single_payment: instalments.length === 0,
          instalments: JSON.stringify(instalments),
          reference: body.reference ?? ebillQrReference(digits(26)),
        })
        .returning(['business_case_id', 'biller_id', 'status'])
        .executeTakeFirstOrThrow();
      await publishInvoiceEvent(trx, 'ebillInvoiceArrived', { ownerUid: body.ownerUid, ownerType }, invoice);
      // The mail of the subscription's "a new bill arrives" notification, caught by the sandbox outbox.
      if (participant.notify_new_invoice)
        await trx
          .insertInto('outbox')
          .values({
            email: participant.email,
            purpose: 'ebillNewInvoice',
            code: `${invoice.business_case_id} ${biller.name}`,
            session_id: null,
          })
          .execute();
    });
    const row = await invoiceOf(db, body.ownerUid, businessCase);
    return reply.code(201).send(invoiceView(row!, false));
  },
});

const confirmSubscription = defineRoute<{ Params: EbillOwnerPathParams; Body: SandboxEbillConfirmBody }>({
  method: 'POST',
  url: '/api/sandbox/ebill/subscriptions/:ownerUid/confirm',
  family: 'sandbox',
  auth: 'none',
  callerGuard: operatorOnly,
  apiKey: false,
  schema: {
    summary:
      "Sandbox eBill network: answers a REQUESTED subscription (ACTIVE, the default, or BLOCKED; refused 409 ebill_not_requested otherwise). The bank's side: the operator key only",
    params: ebillOwnerPathParams,
    body: sandboxEbillConfirmBodySchema,
    response: { 200: ebillSubscriptionSchema },
  },
  async handler(request) {
    const db = request.server.db;
    const ownerUid = request.params.ownerUid;
    const ownerType = await ownerKind(db, ownerUid);
    const status: EbillSubscriptionStatus = request.body?.status ?? 'ACTIVE';
    const row = await db.transaction().execute(async (trx) => {
      const written = await trx
        .updateTable('ebill_participants')
        .set({ status, status_changed_at: new Date() })
        .where('owner_uid', '=', ownerUid)
        .where('status', '=', 'REQUESTED')
        .returningAll()
        .executeTakeFirst();
      if (!written) throw conflict('ebill_not_requested', 'no eBill activation is waiting for this owner');
      await publishSubscriptionEvent(trx, { ownerUid, ownerType }, written.status);
      return written;
    });
    return subscriptionView(
      {
        personUid: '',
        language: request.ctx.language,
        context: { type: 'private', personUid: ownerUid },
        ownerUid,
        ownerType,
        read: false,
        manage: false,
      },
      row,
    );
  },
});

export const sandboxEbillRoutes: RouteDefinition[] = [issueInvoice, confirmSubscription];
