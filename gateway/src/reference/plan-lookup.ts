/** One plan with its price and features (spec §7 extension plans), from the reference plans. */
import { defineRoute } from '../http/route';
import { notFound } from '../http/errors';
import { featuresMap, planByCode } from './plans';
import { planSchema } from './schemas';

export const planLookupRoutes = [
  defineRoute<{ Params: { planCode: string } }>({
    method: 'GET',
    url: '/api/extension/plans/:planCode',
    family: 'agent.read',
    auth: 'weak',
    schema: { response: { 200: planSchema } },
    handler: async (request) => {
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
