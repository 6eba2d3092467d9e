/** The company's plan and its change (spec §7 agent subscription; issue 32; kernel contracts/partnership-admin.ts). */
import type { ApiClient } from 'shared-kernel/api';
import type { AgentSubscription, PlanChangeBody, SmePlanOffers } from 'shared-kernel/domain';

/** GET /v2/agent/{uid}/subscription/plans: the current plan with its features and the plans to change to. */
export const fetchPlanOffers = async (api: ApiClient, agentUid: string): Promise<SmePlanOffers> =>
  (await api.get<SmePlanOffers>(`/v2/agent/${agentUid}/subscription/plans`)).data;

/** POST /v2/agent/{uid}/subscription: a signatory changes the plan and billing interval. */
export const changePlan = async (
  api: ApiClient,
  agentUid: string,
  body: PlanChangeBody,
): Promise<AgentSubscription> =>
  (await api.post<AgentSubscription>(`/v2/agent/${agentUid}/subscription`, body)).data;
