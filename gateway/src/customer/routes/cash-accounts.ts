/**
 * Opening a cash account in a partnership context with its conditions (screens /cash-account-create and
 * /account-opening-conditions): the conditions are accepted with their codes (spec §4 "Confirmation"), the
 * acceptance, the account, the creator's entitlements and the events are one transaction, so the new account
 * reaches the context's sessions live (cashAccountCreated) exactly when it exists.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { defineRoute } from '../../http/route';
import { badRequest, forbidden, unprocessable, validationError } from '../../http/errors';
import { publishEvent } from '../../events/publish';
import { planByCode } from '../../reference/plans';
import { agreementByCode } from '../../reference/conditions';
import { isOnlyBootstrapper, requireEngagement, requirePerson } from '../../domain/access';
import { internalIban } from '../../domain/iban';
import { cashAccountView } from '../../domain/views';
import type { KontorExecutor } from '../../db/database';
import type { RequestContext } from '../../http/context';

/** Cash account terms and the fee regulations govern a new account (spec §9 agreement codes). */
export const ACCOUNT_OPENING_CONDITIONS = ['CSTC', 'FTR'] as const;
/** The currencies GET /v2/agents/{uid}/available-currencies offers. */
const OPENING_CURRENCIES = ['CHF', 'EUR', 'USD', 'GBP'];
const ACCOUNT_NUMBER_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const uidParams = {
  type: 'object',
  properties: { uid: { type: 'string', minLength: 36, maxLength: 36 } },
  required: ['uid'],
} as const;

/**
 * Spec §6: partners (signatories) and delegates (members) holding capture on the partnership may add accounts
 * of a bankable partnership; the bootstrapper requestor may not.
 */
async function requireOpeningRight(db: KontorExecutor, ctx: RequestContext, partnershipUid: string) {
  const roles = await requireEngagement(db, ctx, partnershipUid);
  if (isOnlyBootstrapper(roles) || !roles.some((role) => role === 'partner' || role === 'delegate'))
    throw forbidden('only partners and delegates open accounts');
  if (!(await ctx.can(partnershipUid, 'capture'))) throw forbidden('no capture right on the partnership');
  const partnership = await db
    .selectFrom('partnerships')
    .select('status')
    .where('uid', '=', partnershipUid)
    .executeTakeFirstOrThrow();
  if (partnership.status !== 'bankable') throw forbidden('the partnership is not bankable');
}

/** A fresh internal IBAN (CH, 83019, 12 alphanumerics) that no account holds yet. */
async function unusedIban(db: KontorExecutor): Promise<string> {
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

export const cashAccountRoutes = [
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/partnerships/:uid/cash-accounts/opening-conditions',
    family: 'accounts.read',
    auth: 'strong',
    context: 'partnership',
    schema: { summary: 'Condition codes to accept when opening an account', params: uidParams },
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
  defineRoute<{
    Params: { uid: string };
    Body: { currency: string; accountName: string; acceptedConditionCodes: string[] };
  }>({
    method: 'POST',
    url: '/api/partnerships/:uid/cash-accounts',
    family: 'accounts.write',
    auth: 'strong',
    context: 'partnership',
    schema: {
      summary: 'Open a cash account of the partnership, accepting its conditions',
      params: uidParams,
      body: {
        type: 'object',
        required: ['currency', 'accountName', 'acceptedConditionCodes'],
        additionalProperties: false,
        properties: {
          currency: { type: 'string', enum: OPENING_CURRENCIES },
          accountName: { type: 'string', minLength: 1, maxLength: 40 },
          acceptedConditionCodes: {
            type: 'array',
            maxItems: 20,
            items: { type: 'string', pattern: '^[A-Z]{2,8}$' },
          },
        },
      },
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

      const created = await db.transaction().execute(async (trx) => {
        const sameName = await trx
          .selectFrom('cash_accounts')
          .select('uid')
          .where('owner_uid', '=', partnershipUid)
          .where(sql<string>`lower(account_name)`, '=', accountName.toLowerCase())
          .executeTakeFirst();
        if (sameName)
          throw validationError([
            { field: 'accountName', code: 'account_name_taken', message: 'another account has this name' },
          ]);
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
          audience: { partnershipUid },
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
          audience: { partnershipUid },
        });
        return { account, entitlements: actions.map((action) => ({ userUid: personUid, action })) };
      });
      return reply.code(201).send(cashAccountView(created.account, created.entitlements));
    },
  }),
];
