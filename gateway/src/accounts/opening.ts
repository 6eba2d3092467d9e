/**
 * Opening a cash account in a partnership context with its conditions (screens /cash-account-create and
 * /account-opening-conditions): the conditions are accepted with their codes (spec §4 "Confirmation"), the
 * acceptance, the account, the creator's entitlements and the events are one transaction, so the new account
 * reaches the context's sessions live (cashAccountCreated) exactly when it exists.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  accountOpeningRefusal,
  accountOpeningSchema,
  cashAccountSchema,
  openingConditionsSchema,
  uidPathParams,
  type AccountOpening,
  type AccountOpeningFacts,
  type PartnershipStatus,
  type UidPathParams,
} from 'shared-kernel/domain';
import { defineRoute } from '../http/route';
import { badRequest, forbidden, unprocessable, validationError } from '../http/errors';
import { publishEvent } from '../events/publish';
import { planByCode } from '../reference/plans';
import { agreementByCode } from '../reference/conditions';
import { requirePerson } from '../http/access';
import { requireEngagement } from '../partnerships/engagement';
import { internalIban } from './iban';
import { cashAccountView } from './views';
import type { KontorExecutor } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { ACCOUNT_NAME_INDEX } from './migrations';
import type { RequestContext } from '../http/context';
import { cashAccountSubject } from './audience';

/** Cash account terms and the fee regulations govern a new account (spec §9 agreement codes). */
export const ACCOUNT_OPENING_CONDITIONS = ['CSTC', 'FTR'] as const;
const ACCOUNT_NUMBER_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The facts of the kernel's opening rule (accountOpeningRefusal) for the caller in the partnership. */
async function openingFacts(
  db: KontorExecutor,
  ctx: RequestContext,
  partnershipUid: string,
): Promise<AccountOpeningFacts> {
  const roles = await requireEngagement(db, ctx, partnershipUid);
  const [partnership, person, cancellingBilling, capturesOnPartnership] = await Promise.all([
    db
      .selectFrom('partnerships')
      .select('status')
      .where('uid', '=', partnershipUid)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('natural_persons')
      .select('is_potato_only')
      .where('uid', '=', requirePerson(ctx))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('cash_accounts')
      .select('uid')
      .where('owner_uid', '=', partnershipUid)
      .where('billing_account', '=', true)
      .where('status', '=', 'cancelling')
      .executeTakeFirst(),
    ctx.can(partnershipUid, 'capture'),
  ]);
  return {
    partnershipContext: ctx.partnershipUid === partnershipUid,
    roles,
    partnershipStatus: partnership.status as PartnershipStatus,
    potatoOnly: person.is_potato_only,
    capturesOnPartnership,
    billingAccountCancelling: cancellingBilling !== undefined,
  };
}

/** Spec §2/§6 (the kernel's accountOpeningRefusal): 403 with the reason unless the caller may open an account here. */
async function requireOpeningRight(db: KontorExecutor, ctx: RequestContext, partnershipUid: string) {
  const refusal = accountOpeningRefusal(await openingFacts(db, ctx, partnershipUid));
  if (refusal) throw forbidden(`may not open an account: ${refusal}`);
}

/** A fresh internal IBAN (CH, 83019, 12 alphanumerics) that no account holds yet. */
export async function unusedIban(db: KontorExecutor): Promise<string> {
  for (;;) {
    const accountNumber = Array.from(
      { length: 12 },
      () => ACCOUNT_NUMBER_ALPHABET[randomInt(ACCOUNT_NUMBER_ALPHABET.length)],
    ).join('');
    const iban = internalIban('83019', accountNumber);
    const taken = await db
      .selectFrom('cash_accounts')
      .select('uid')
      .where('iban', '=', iban)
      .executeTakeFirst();
    if (!taken) return iban;
  }
}

export const accountOpeningRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/partnerships/:uid/cash-accounts/opening-conditions',
    family: 'accounts.read',
    auth: 'strong',
    context: 'partnership',
    schema: {
      summary: 'Condition codes to accept when opening an account',
      params: uidPathParams,
      response: { 200: openingConditionsSchema },
    },
    handler: async (request) => {
      await requireEngagement(request.server.db, request.ctx, request.params.uid);
      return {
        conditionCodes: [...ACCOUNT_OPENING_CONDITIONS],
        conditions: ACCOUNT_OPENING_CONDITIONS.map((code) => {
          const agreement = agreementByCode(code)!;
          return { code, version: agreement.version, title: agreement.texts[request.ctx.language].short };
        }),
      };
    },
  }),
  defineRoute<{ Params: UidPathParams; Body: AccountOpening }>({
    method: 'POST',
    url: '/api/partnerships/:uid/cash-accounts',
    family: 'accounts.write',
    auth: 'strong',
    context: 'partnership',
    schema: {
      summary: 'Open a cash account of the partnership, accepting its conditions',
      params: uidPathParams,
      body: accountOpeningSchema,
      response: { 201: cashAccountSchema },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const personUid = requirePerson(request.ctx);
      const partnershipUid = request.params.uid;
      await requireOpeningRight(db, request.ctx, partnershipUid);
      const accountName = request.body.accountName.trim();
      if (!accountName)
        throw validationError([{ field: 'accountName', code: 'required', message: 'a name is required' }]);
      const accepted = request.body.acceptedConditionCodes;
      const missing = ACCOUNT_OPENING_CONDITIONS.filter((code) => !accepted.includes(code));
      if (missing.length > 0)
        throw badRequest('conditions_not_accepted', 'every opening condition must be accepted', { missing });

      const subscription = await db
        .selectFrom('subscriptions')
        .select('plan_code')
        .where('agent_uid', '=', partnershipUid)
        .where('status', '=', 'active')
        .executeTakeFirst();
      const plan = subscription ? planByCode(subscription.plan_code) : undefined;
      if (!plan?.features.includes('AdditionalAccounts'))
        throw unprocessable('feature_not_in_plan', 'AdditionalAccounts');
      if (request.body.currency !== 'CHF' && !plan.features.includes('MultiCurrencyAccounts'))
        throw unprocessable('feature_not_in_plan', 'MultiCurrencyAccounts');

      const opening = db.transaction().execute(async (trx) => {
        await trx
          .insertInto('agreement_acceptances')
          .values(
            ACCOUNT_OPENING_CONDITIONS.map((code) => ({
              agent_uid: partnershipUid,
              person_uid: personUid,
              code,
              version: agreementByCode(code)!.version,
            })),
          )
          .execute();
        const account = await trx
          .insertInto('cash_accounts')
          .values({
            uid: randomUUID(),
            owner_uid: partnershipUid,
            owner_type: 'partnership',
            iban: await unusedIban(trx),
            currency: request.body.currency,
            status: 'active',
            account_name: accountName,
            account_type: 'business',
            billing_account: false,
            international_payments_available: plan.features.includes('InternationalPaymentSEPAOut'),
            balance_value: 0,
            balance_factor: 2,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // The creator may see, capture and approve on what they opened; others get rights through the team space.
        const actions = ['view', 'capture', 'approve'] as const;
        await trx
          .insertInto('entitlements')
          .values(
            actions.map((action) => ({
              person_uid: personUid,
              partnership_uid: partnershipUid,
              entity_uid: account.uid,
              entity_type: 'CashAccount',
              action,
            })),
          )
          .execute();
        await publishEvent(trx, {
          type: 'entitlementChanged',
          guid: account.uid,
          message: { partnershipUid, rootEntityTypeName: 'CashAccount', rootEntityUid: account.uid },
          // Those who may view the new account (its opener so far), not every member (issue 10).
          audience: { partnershipUid, subject: cashAccountSubject(account.uid) },
        });
        await publishEvent(trx, {
          type: 'cashAccountCreated',
          guid: account.uid,
          message: {
            cashAccountUid: account.uid,
            ownerUid: partnershipUid,
            partnershipUid,
            status: account.status,
          },
          audience: { partnershipUid, subject: cashAccountSubject(account.uid) },
        });
        return { account, entitlements: actions.map((action) => ({ userUid: personUid, action })) };
      });
      // The name is unique per owner by a database index, so of racing openings exactly one wins (issue 10).
      const created = await opening.catch((error: unknown) => {
        if (!isUniqueViolation(error, ACCOUNT_NAME_INDEX)) throw error;
        throw validationError([
          { field: 'accountName', code: 'account_name_taken', message: 'another account has this name' },
        ]);
      });
      return reply.code(201).send(cashAccountView(created.account, created.entitlements));
    },
  }),
];
