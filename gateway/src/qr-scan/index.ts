/**
 * Scan payment (spec §4 "Scan modal", §7 `POST /agents/{contextUid}/notify-qr-scan`; issue 30 item 3; see
 * docs/scan-payment.md). The desktop's modal notifies: the gateway records a scan request with a one-time token
 * (stored hashed) and, in local and sandbox, puts the phone's link in the sandbox outbox. The phone (there a page
 * of the app, in production the bank's mobile app) reads with the token alone what it needs and creates one
 * payment order as the agent, through the payment engine's own create (same kernel rules, same rights).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  paymentCreationAllowed,
  paymentOrderReadSchema,
  qrScanNotificationSchema,
  qrScanSessionSchema,
  scanTokenPathParams,
  SCAN_TOKEN_TTL_MS,
  SCAN_TRIGGER_DISABLED_MS,
  uidPathParams,
  type PaymentForm,
  type ScanTokenPathParams,
  type UidPathParams,
} from 'shared-kernel/domain';
import { isSandboxLike } from '../config';
import type { KontorDb } from '../db/database';
import type { Language, RequestContext } from '../http/context';
import { forbidden, HttpError } from '../http/errors';
import { contextRights } from '../http/rights';
import { defineRoute, type RouteDefinition } from '../http/route';
import { staticBodySchema } from '../payments/checks';
import { bankToday } from '../payments/clock';
import { debitAccount } from '../payments/debit-account';
import { requestHashOf, submissionKeys } from '../payments/idempotency';
import { translate } from '../payments/messages';
import { paymentContext, type PaymentContext } from '../payments/rule-facts';
import { submitPaymentOrder } from '../payments/submit';

/** The token's hash as stored: the token itself is only in the link. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A scan error in the caller's language (app.scanPayment.{code}). */
const scanError = (language: Language, status: number, code: string): HttpError =>
  new HttpError(status, { code, message: translate(language, `app.scanPayment.${code}`) });

/**
 * The accounts of the context the caller may pay from: the kernel's paymentCreationAllowed on each (bankable
 * context, active account, capture right), the rule behind the menu's canCreatePaymentInBankableContext.
 */
async function payableAccounts(db: KontorDb, ctx: RequestContext, pc: PaymentContext) {
  const owner = pc.partnershipUid ?? pc.personUid;
  const accounts = await db
    .selectFrom('cash_accounts')
    .select(['uid', 'owner_uid', 'account_name', 'iban', 'currency', 'status'])
    .where('owner_uid', '=', owner)
    .where('owner_type', '=', pc.partnershipUid ? 'partnership' : 'person')
    .orderBy('account_name')
    .execute();
  const captures = await ctx.canOnAccounts(
    accounts.map((account) => ({ uid: account.uid, ownerUid: account.owner_uid })),
    'capture',
  );
  return accounts.filter((account, index) =>
    paymentCreationAllowed({
      contextType: pc.facts.type,
      bankableContext: pc.bankable,
      accountStatus: account.status,
      captureRight: captures[index] ?? false,
    }),
  );
}

const notifyRoute = defineRoute<{ Params: UidPathParams }>({
  method: 'POST',
  url: '/api/v2/agents/:uid/notify-qr-scan',
  family: 'scan.notify',
  auth: 'strong',
  schema: {
    summary:
      'Scan payment: notify the agent\'s phone (spec §4 "Scan modal"); only where the caller may create a payment',
    params: uidPathParams,
    response: { 201: qrScanNotificationSchema },
  },
  handler: async (request, reply) => {
    const { db, config } = request.server;
    const { ctx } = request;
    const pc = await paymentContext(db, ctx);
    // The path names the context of the request (its agent): the person, or the partnership of x-partnership-uid.
    if (request.params.uid !== (pc.partnershipUid ?? pc.personUid))
      throw forbidden('the agent is not the context of this request');
    // The gateway refuses what the menu hides: no account to pay from, no scan.
    if ((await payableAccounts(db, ctx, pc)).length === 0) throw scanError(ctx.language, 403, 'not_allowed');
    const token = randomBytes(32).toString('base64url');
    const row = await db.transaction().execute(async (trx) => {
      // One notification per session and context every SCAN_TRIGGER_DISABLED_MS (spec §9, the modal's trigger), kept by the
      // person's row lock: of two parallel notifications the second sees the first. The person's expired, unused
      // scan requests go at the same time (used ones keep the order they made).
      await trx
        .selectFrom('natural_persons')
        .select('uid')
        .where('uid', '=', pc.personUid)
        .forNoKeyUpdate()
        .executeTakeFirst();
      const recent = await trx
        .selectFrom('qr_scan_requests')
        .select('uid')
        .where('person_uid', '=', pc.personUid)
        .where('session_id', '=', ctx.sessionId ?? '')
        .where('agent_uid', '=', request.params.uid)
        .where('created_at', '>', sql<Date>`now() - ${`${SCAN_TRIGGER_DISABLED_MS} milliseconds`}::interval`)
        .executeTakeFirst();
      if (recent) throw scanError(ctx.language, 429, 'too_soon');
      await trx
        .deleteFrom('qr_scan_requests')
        .where('person_uid', '=', pc.personUid)
        .where('used_at', 'is', null)
        .where('expires_at', '<=', sql<Date>`now()`)
        .execute();
      return trx
        .insertInto('qr_scan_requests')
        .values({
          uid: randomUUID(),
          agent_uid: request.params.uid,
          person_uid: pc.personUid,
          partnership_uid: pc.partnershipUid,
          token_hash: tokenHash(token),
          expires_at: sql<Date>`now() + ${`${SCAN_TOKEN_TTL_MS} milliseconds`}::interval`,
          session_id: ctx.sessionId,
        })
        .returning(['uid', 'created_at', 'expires_at'])
        .executeTakeFirstOrThrow();
    });
    let sandboxLink: string | null = null;
    if (isSandboxLike(config.env)) {
      // The link on the page's origin (the app's pages and /api share it behind the edge and the dev server).
      const origin = request.headers.origin;
      const base = typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin) ? origin : '';
      sandboxLink = `${base}/scan/${token}`;
      await db
        .insertInto('outbox')
        .values({ email: ctx.email ?? '', purpose: 'qrScan', code: sandboxLink, session_id: ctx.sessionId })
        .execute();
    }
    reply.code(201);
    return {
      uid: row.uid,
      notifiedAt: new Date(row.created_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
      sandboxLink,
    };
  },
});

interface ScanRequest {
  uid: string;
  person_uid: string;
  partnership_uid: string | null;
  expires_at: Date;
}

/** The scan request of a token, still usable, and the request context of its agent (the token is the login). */
async function scanContext(
  db: KontorDb,
  language: Language,
  token: string,
  kinds: Parameters<typeof contextRights>[3],
): Promise<{ scan: ScanRequest; ctx: RequestContext }> {
  const row = await db
    .selectFrom('qr_scan_requests')
    .select(['uid', 'person_uid', 'partnership_uid', 'expires_at', 'used_at'])
    .select(sql<boolean>`expires_at <= now()`.as('expired'))
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!row) throw scanError(language, 404, 'link_unknown');
  if (row.used_at) throw scanError(language, 410, 'link_used');
  if (row.expired) throw scanError(language, 410, 'link_expired');
  let roles: string[] = [];
  if (row.partnership_uid) {
    const engagement = await db
      .selectFrom('partnership_engagements')
      .select('roles')
      .where('person_uid', '=', row.person_uid)
      .where('partnership_uid', '=', row.partnership_uid)
      .executeTakeFirst();
    if (!engagement) throw scanError(language, 403, 'not_allowed');
    roles = engagement.roles;
  }
  const rights = contextRights(db, row.person_uid, row.partnership_uid, kinds);
  const ctx: RequestContext = {
    personUid: row.person_uid,
    prospectUid: null,
    sessionId: null,
    email: null,
    // No session: the token stands for the agent's app on the phone, for this one order.
    level: 'none',
    language,
    partnershipUid: row.partnership_uid,
    roles,
    can: rights.can,
    canEach: rights.canEach,
    canOnAccounts: rights.canOnAccounts,
  };
  return { scan: row, ctx };
}

const sessionRoute = defineRoute<{ Params: ScanTokenPathParams }>({
  method: 'GET',
  url: '/api/v2/qr-scans/:token',
  family: 'scan.phone',
  auth: 'none',
  schema: {
    summary:
      'Scan payment, the phone (local and sandbox): the context and the accounts the agent may pay from, by the one-time token',
    params: scanTokenPathParams,
    response: { 200: qrScanSessionSchema },
  },
  handler: async (request) => {
    const { db } = request.server;
    const { scan, ctx } = await scanContext(
      db,
      request.ctx.language,
      request.params.token,
      request.server.entityKinds,
    );
    const pc = await paymentContext(db, ctx);
    const accounts = await payableAccounts(db, ctx, pc);
    const name = scan.partnership_uid
      ? (
          await db
            .selectFrom('partnerships')
            .select('name')
            .where('uid', '=', scan.partnership_uid)
            .executeTakeFirstOrThrow()
        ).name
      : await db
          .selectFrom('natural_persons')
          .select(sql<string>`name || ' ' || family_name`.as('name'))
          .where('uid', '=', scan.person_uid)
          .executeTakeFirstOrThrow()
          .then((person) => person.name);
    return {
      contextName: name,
      contextType: scan.partnership_uid ? 'partnership' : 'private',
      expiresAt: new Date(scan.expires_at).toISOString(),
      today: await bankToday(db),
      accounts: accounts.map((account) => ({
        uid: account.uid,
        name: account.account_name,
        iban: account.iban,
        currency: account.currency,
      })),
    };
  },
});

const createRoute = defineRoute<{ Params: ScanTokenPathParams; Body: PaymentForm }>({
  method: 'POST',
  url: '/api/v2/qr-scans/:token/payment-orders',
  family: 'scan.phone',
  auth: 'none',
  schema: {
    summary:
      'Scan payment, the phone (local and sandbox): create one payment order as the agent (a draft or submitted); the token is used once',
    params: scanTokenPathParams,
    body: staticBodySchema(),
    response: { 201: paymentOrderReadSchema },
  },
  handler: async (request, reply) => {
    const { db } = request.server;
    const { language } = request.ctx;
    const { scan, ctx } = await scanContext(db, language, request.params.token, request.server.entityKinds);
    // The token is used once: the conditional update lets exactly one of parallel requests through.
    const claimed = await db
      .updateTable('qr_scan_requests')
      .set({ used_at: sql<Date>`now()` })
      .where('uid', '=', scan.uid)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('uid')
      .executeTakeFirst();
    if (!claimed) throw scanError(language, 410, 'link_used');
    try {
      const { account, pc } = await debitAccount(db, ctx, request.body.accountUid);
      const answer = await submitPaymentOrder(db, {
        pc,
        language,
        base: 'iban-payment-orders',
        account,
        body: request.body,
        existing: null,
        dateEditable: true,
        today: await bankToday(db),
        claim: submissionKeys(pc.personUid, {
          customerTransactionId: request.body.customerTransactionId,
          idempotencyKey: null,
          requestHash: requestHashOf('POST', request.url, request.body),
        }),
      });
      await db
        .updateTable('qr_scan_requests')
        .set({ order_uid: answer.body.uid })
        .where('uid', '=', scan.uid)
        .execute();
      reply.code(answer.statusCode);
      return answer.body;
    } catch (error) {
      // Refused (a field error, no right): nothing was created, so the link stays usable for a corrected try.
      await db
        .updateTable('qr_scan_requests')
        .set({ used_at: null })
        .where('uid', '=', scan.uid)
        .where('order_uid', 'is', null)
        .execute();
      throw error;
    }
  },
});

/** The scan notification: every environment (in production the bank's app receives it). */
export const qrScanRoutes: readonly RouteDefinition[] = [notifyRoute];
/** The phone's side: local and sandbox only, where the phone is a page of the app. */
export const sandboxQrScanRoutes: readonly RouteDefinition[] = [sessionRoute, createRoute];
