/** One plan with its price and features (spec §7 extension plans), from the reference plans. */
import { defineRoute } from '../http/route';
import { notFound } from '../http/errors';
import { featuresMap, planByCode } from './plans';
import {
  planLookupParams,
  planLookupSchema,
  type PlanLookup,
  type PlanLookupParams,
} from 'shared-kernel/domain';

export const planLookupRoutes = [
  defineRoute<{ Params: PlanLookupParams }>({
    method: 'GET',
    url: '/api/extension/plans/:planCode',
    family: 'agent.read',
    auth: 'weak',
    schema: { params: planLookupParams, response: { 200: planLookupSchema } },
    handler: async (request): Promise<PlanLookup> => {
      const plan = planByCode(request.params.planCode);
      if (!plan) throw notFound('plan_not_found');
      return {
        plan: {
          code: plan.code,
          audience: plan.audience,
          billingInterval: plan.billingInterval,
          price: { value: plan.priceValue, factor: 2, currency: 'CHF' },
          features: featuresMap(plan),
        },
      };
    },
  }),
];
