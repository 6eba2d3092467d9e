/** An agent's (person's or partnership's) subscription and contracts, and the currencies it may open accounts in. */
import { defineRoute } from '../http/route';
import { notFound } from '../http/errors';
import {
  agentContractsSchema,
  agentSubscriptionSchema,
  availableCurrenciesSchema,
  uidPathParams,
  type UidPathParams,
} from 'shared-kernel/domain';
import { AGREEMENTS } from '../reference/conditions';
import { refuseBootstrapperOnly, requireAgent, requireEngagement } from '../partnerships/engagement';
import { planChangeRoutes } from './plan-change';

export const subscriptionRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/agent/:uid/subscription',
    family: 'agent.read',
    auth: 'strong',
    schema: { params: uidPathParams, response: { 200: agentSubscriptionSchema } },
    handler: async (request) => {
      if ((await requireAgent(request.server.db, request.ctx, request.params.uid)) === 'partnership') {
        refuseBootstrapperOnly(await requireEngagement(request.server.db, request.ctx, request.params.uid));
      }
      const row = await request.server.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('agent_uid', '=', request.params.uid)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!row) throw notFound('subscription_not_found');
      return {
        uid: row.uid,
        status: row.status,
        billingInterval: row.billing_interval,
        validFrom: row.valid_from,
        current: { planCode: row.plan_code },
      };
    },
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/agents/:uid/contracts',
    family: 'agent.read',
    auth: 'strong',
    schema: { params: uidPathParams, response: { 200: agentContractsSchema } },
    handler: async (request) => {
      await requireAgent(request.server.db, request.ctx, request.params.uid);
      const rows = await request.server.db
        .selectFrom('contracts')
        .selectAll()
        .where('agent_uid', '=', request.params.uid)
        .orderBy('created_at')
        .execute();
      const accepted = [...new Set(rows.flatMap((row) => row.accepted_condition_codes))];
      const language = request.ctx.language;
      const legal = AGREEMENTS.filter((agreement) => !agreement.hidden && accepted.includes(agreement.code));
      return {
        contracts: rows.map((row) => ({
          uid: row.uid,
          serviceName: row.service_name,
          status: row.status,
          acceptedConditionCodes: row.accepted_condition_codes,
          created: row.created_at.toISOString(),
        })),
        acceptedConditionCodes: accepted,
        conditionsShort: Object.fromEntries(
          legal.map((agreement) => [agreement.code, agreement.texts[language].short]),
        ),
        conditionsLong: Object.fromEntries(
          legal.map((agreement) => [agreement.code, agreement.texts[language].long]),
        ),
      };
    },
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/agents/:uid/available-currencies',
    family: 'agent.read',
    auth: 'strong',
    schema: { params: uidPathParams, response: { 200: availableCurrenciesSchema } },
    handler: async (request) => {
      await requireAgent(request.server.db, request.ctx, request.params.uid);
      return [
        { code: 'CHF', countries: ['CH', 'LI'] },
        { code: 'EUR', countries: ['DE', 'FR', 'IT', 'AT'] },
        { code: 'USD', countries: ['US'] },
        { code: 'GBP', countries: ['GB'] },
      ];
    },
  }),
  ...planChangeRoutes,
];
