/**
 * A company's plan and its change (spec §2 SmeSubscription, /sme-subscription-change; §9 plan codes and billing
 * intervals; issue 32). The plans a company may change to are the kernel's SME_PLAN_CODES; a signatory of a
 * bankable partnership changes (the kernel's planChangeAllowed). The change locks the partnership row first, retires
 * the active subscription and starts the new one (a unique index keeps one active per agent), and tells every
 * open session of the partnership to reload its snapshot, whose features gate the functions (the payment form's
 * SWIFT/SEPA eligibility among them).
 */
import { randomUUID } from 'node:crypto';
import {
  agentSubscriptionSchema,
  mayChooseOffering,
  offeringPrices,
  planChangeAllowed,
  planChangeBodySchema,
  SME_PLAN_CODES,
  smePlanOffersSchema,
  uidPathParams,
  type AgentSubscription,
  type BillingInterval,
  type PlanChangeBody,
  type SmePlanOffers,
  type UidPathParams,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { isTransactionConflict, isUniqueViolation } from '../db/errors';
import { publishEvent } from '../events/publish';
import { conflict, forbidden, notFound, validationError } from '../http/errors';
import type { RequestContext } from '../http/context';
import { defineRoute } from '../http/route';
import { refuseBootstrapperOnly, requireAgent } from '../partnerships/engagement';
import { featuresMap, planByCode, type PlanDefinition } from '../reference/plans';
import { bankToday } from '../payments/clock';

const chf = (value: number) => ({ value, factor: 2, currency: 'CHF' });

/** A plan's price per interval by the kernel's offeringPrices (a year costs ten months; a yearly plan has no month). */
export function planPrices(plan: PlanDefinition): Record<BillingInterval, number | null> {
  const prices = offeringPrices(plan.billingInterval, plan.priceValue);
  return { IntervalMonthly: prices.monthly, IntervalYearly: prices.yearly };
}

const chfOrNull = (value: number | null) => (value === null ? null : chf(value));

/** The partnership named as agent, with the reader's roles (404 for a person: companies only). */
async function partnershipAgent(db: KontorExecutor, ctx: RequestContext, agentUid: string) {
  if ((await requireAgent(db, ctx, agentUid)) !== 'partnership')
    throw notFound('sme_plans_only', 'plans are changed for companies only');
  const partnership = await db
    .selectFrom('partnerships')
    .select(['status', 'legal_form'])
    .where('uid', '=', agentUid)
    .executeTakeFirstOrThrow();
  const engagement = await db
    .selectFrom('partnership_engagements')
    .select('roles')
    .where('partnership_uid', '=', agentUid)
    .where('person_uid', '=', ctx.personUid!)
    .executeTakeFirstOrThrow();
  return {
    roles: engagement.roles,
    partnershipStatus: partnership.status,
    legalForm: partnership.legal_form,
  };
}

const subscriptionView = (row: {
  uid: string;
  status: string;
  billing_interval: string;
  valid_from: string;
  plan_code: string;
}): AgentSubscription => ({
  uid: row.uid,
  status: row.status as AgentSubscription['status'],
  billingInterval: row.billing_interval,
  validFrom: row.valid_from,
  current: { planCode: row.plan_code },
});

export const planChangeRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/agent/:uid/subscription/plans',
    family: 'agent.read',
    auth: 'strong',
    schema: {
      summary:
        "A company's plan and the plans it may change to, monthly and yearly (404 sme_plans_only for a person)",
      params: uidPathParams,
      response: { 200: smePlanOffersSchema },
    },
    handler: async (request): Promise<SmePlanOffers> => {
      const db = request.server.db;
      const facts = await partnershipAgent(db, request.ctx, request.params.uid);
      refuseBootstrapperOnly(facts.roles);
      const row = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('agent_uid', '=', request.params.uid)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!row) throw notFound('subscription_not_found');
      const plan = planByCode(row.plan_code);
      const interval = row.billing_interval as BillingInterval;
      return {
        current: {
          planCode: row.plan_code,
          billingInterval: interval,
          validFrom: row.valid_from,
          price: plan ? chfOrNull(planPrices(plan)[interval]) : null,
          features: plan ? featuresMap(plan) : {},
        },
        plans: SME_PLAN_CODES.flatMap((code) => {
          const offered = planByCode(code);
          if (!offered) return [];
          const prices = planPrices(offered);
          return [
            {
              code,
              prices: {
                IntervalMonthly: chfOrNull(prices.IntervalMonthly),
                IntervalYearly: chfOrNull(prices.IntervalYearly),
              },
              features: featuresMap(offered),
            },
          ];
        }),
        mayChange: planChangeAllowed(facts),
      };
    },
  }),
  defineRoute<{ Params: UidPathParams; Body: PlanChangeBody }>({
    method: 'POST',
    url: '/api/v2/agent/:uid/subscription',
    family: 'subscription.write',
    auth: 'strong',
    schema: {
      summary:
        "A signatory changes the company's plan and billing interval (403 for others; 409 plan_unchanged when it is the current one)",
      params: uidPathParams,
      body: planChangeBodySchema,
      response: { 200: agentSubscriptionSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const agentUid = request.params.uid;
      const facts = await partnershipAgent(db, request.ctx, agentUid);
      if (!planChangeAllowed(facts)) throw forbidden('only signatories change the plan');
      const { planCode, billingInterval } = request.body;
      if (!mayChooseOffering(planByCode(planCode), billingInterval))
        throw validationError([
          {
            field: 'billingInterval',
            code: 'plan_not_offered',
            message: 'this plan is not offered with this billing interval',
          },
        ]);
      try {
        const row = await db.transaction().execute(async (trx) => {
          // One lock order: the partnership row first; parallel changes queue here.
          await trx
            .selectFrom('partnerships')
            .select('uid')
            .where('uid', '=', agentUid)
            .forUpdate()
            .execute();
          const current = await trx
            .selectFrom('subscriptions')
            .selectAll()
            .where('agent_uid', '=', agentUid)
            .where('status', '=', 'active')
            .executeTakeFirst();
          if (current && current.plan_code === planCode && current.billing_interval === billingInterval)
            throw conflict('plan_unchanged', 'the company already has this plan');
          if (current)
            await trx
              .updateTable('subscriptions')
              .set({ status: 'retired' })
              .where('uid', '=', current.uid)
              .where('status', '=', 'active')
              .execute();
          const started = await trx
            .insertInto('subscriptions')
            .values({
              uid: randomUUID(),
              agent_uid: agentUid,
              plan_code: planCode,
              status: 'active',
              billing_interval: billingInterval,
              valid_from: await bankToday(trx),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          // The snapshot carries the subscription and its features: open sessions reload (useEventStream).
          await publishEvent(trx, {
            type: 'entitlementChanged',
            guid: agentUid,
            message: {
              partnershipUid: agentUid,
              rootEntityTypeName: 'Subscription',
              rootEntityUid: started.uid,
              status: 'active',
            },
            audience: { partnershipUid: agentUid },
          });
          return started;
        });
        return subscriptionView(row);
      } catch (error) {
        if (isUniqueViolation(error) || isTransactionConflict(error))
          throw conflict('plan_change_in_progress', 'another plan change was made at the same time');
        throw error;
      }
    },
  }),
];
