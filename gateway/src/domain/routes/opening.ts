/**
 * Opening another cash account (screen /cash-account-create). Server-side rules of spec §6: potato-only users
 * and a bootstrapper/requestor-only partnership cannot add accounts; the plan must carry AdditionalAccounts
 * (and MultiCurrencyAccounts for a non-CHF account). In a partnership the signatories get all rights on it.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { defineRoute } from '../../http/route';
import { forbidden, unprocessable } from '../../http/errors';
import { publishEvent } from '../../events/publish';
import { planByCode } from '../../reference/plans';
import { requireAgent, requirePerson } from '../access';
import { internalIban } from '../iban';
import { cashAccountView } from '../views';

const ACCOUNT_CURRENCIES = ['CHF', 'EUR', 'USD', 'GBP'];
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export const openingRoutes = [
  defineRoute<{ Params: { uid: string }; Body: { accountName: string; currency: string } }>({
    method: 'POST',
    url: '/api/v2/agents/:uid/accounts',
    family: 'accounts.write',
    auth: 'strong',
    schema: {
      params: {
        type: 'object',
        properties: { uid: { type: 'string', minLength: 36, maxLength: 36 } },
        required: ['uid'],
      },
      body: {
        type: 'object',
        required: ['accountName', 'currency'],
        additionalProperties: false,
        properties: {
          accountName: { type: 'string', minLength: 1, maxLength: 40 },
          currency: { type: 'string', enum: ACCOUNT_CURRENCIES },
        },
      },
    },
    handler: async (request, reply) => {
      const db = request.server.db;
      const personUid = requirePerson(request.ctx);
      const agentUid = request.params.uid;
      const kind = await requireAgent(db, request.ctx, agentUid);
      if ((kind === 'partnership') !== (request.ctx.partnershipUid === agentUid))
        throw forbidden('open accounts in the agent own context');
      if (kind === 'person') {
        const person = await db
          .selectFrom('natural_persons')
          .select(['status', 'is_potato_only', 'identification_only'])
          .where('uid', '=', personUid)
          .executeTakeFirstOrThrow();
        if (person.is_potato_only || person.identification_only || person.status !== 'bankable')
          throw forbidden('this customer cannot add accounts');
      } else {
        const partnership = await db
          .selectFrom('partnerships')
          .select('status')
          .where('uid', '=', agentUid)
          .executeTakeFirstOrThrow();
        const rolesOk = request.ctx.roles.some((role) => role === 'partner' || role === 'deputy');
        if (partnership.status !== 'bankable' || !rolesOk || !(await request.ctx.can(agentUid, 'capture')))
          throw forbidden('only signatories or admins of a bankable partnership');
      }
      const subscription = await db
        .selectFrom('subscriptions')
        .select('plan_code')
        .where('agent_uid', '=', agentUid)
        .where('status', '=', 'active')
        .executeTakeFirst();
      const plan = subscription ? planByCode(subscription.plan_code) : undefined;
      if (!plan?.features.includes('AdditionalAccounts'))
        throw unprocessable('feature_not_in_plan', 'AdditionalAccounts');
      if (request.body.currency !== 'CHF' && !plan.features.includes('MultiCurrencyAccounts'))
        throw unprocessable('feature_not_in_plan', 'MultiCurrencyAccounts');

      const account = await db.transaction().execute(async (trx) => {
        const accountNumber = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
        const created = await trx
          .insertInto('cash_accounts')
          .values({
            uid: randomUUID(),
            owner_uid: agentUid,
            owner_type: kind,
            iban: internalIban('83019', accountNumber),
            currency: request.body.currency,
            status: 'active',
            account_name: request.body.accountName,
            account_type: kind === 'person' ? 'private' : 'business',
            billing_account: false,
            international_payments_available: plan.features.includes('InternationalPaymentSEPAOut'),
            balance_value: 0,
            balance_factor: 2,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (kind === 'partnership') {
          // Everyone holding capture and approve on the partnership (the signatories) gets every right on the new account.
          const holders = await trx
            .selectFrom('entitlements')
            .select('person_uid')
            .where('partnership_uid', '=', agentUid)
            .where('entity_uid', '=', agentUid)
            .where('entity_type', '=', 'Partnership')
            .where('action', 'in', ['capture', 'approve'])
            .groupBy('person_uid')
            .having((eb) => eb.fn.countAll(), '=', 2)
            .execute();
          const grantees = [...new Set([...holders.map((row) => row.person_uid), personUid])];
          await trx
            .insertInto('entitlements')
            .values(
              grantees.flatMap((grantee) =>
                ['view', 'capture', 'approve'].map((action) => ({
                  person_uid: grantee,
                  partnership_uid: agentUid,
                  entity_uid: created.uid,
                  entity_type: 'CashAccount',
                  action,
                })),
              ),
            )
            .execute();
          await publishEvent(trx, {
            type: 'entitlementChanged',
            guid: created.uid,
            message: {
              partnershipUid: agentUid,
              rootEntityTypeName: 'CashAccount',
              rootEntityUid: created.uid,
            },
            audience: { partnershipUid: agentUid },
          });
        }
        await publishEvent(trx, {
          type: 'cashAccountCreated',
          guid: created.uid,
          message: {
            cashAccountUid: created.uid,
            ownerUid: agentUid,
            status: created.status,
            ...(kind === 'partnership' ? { partnershipUid: agentUid } : {}),
          },
          audience: kind === 'person' ? { personUids: [personUid] } : { partnershipUid: agentUid },
        });
        return created;
      });
      return reply.code(201).send(cashAccountView(account));
    },
  }),
];
