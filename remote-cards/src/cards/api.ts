/** Calls of the cards screen (spec §7 "Agent, cards, accounts"): the cards of the context. */
import type { ApiClient } from 'shared-kernel/api';
import {
  isBusinessContext,
  type AgentCardsQuery,
  type Card,
  type SessionSnapshot,
} from 'shared-kernel/domain';

/**
 * GET /v2/agents/{uid}/cards: in private context the person's own cards, in a partnership the partnership's cards
 * the person may read (`roles=delegate`, spec §7; spec §6: a holder sees the cards they hold, a delegate entitled
 * to the card program all of them).
 */
export async function fetchCards(api: ApiClient, session: SessionSnapshot): Promise<Card[]> {
  const context = session.currentContext;
  const agentUid = isBusinessContext(session) ? context?.uid : session.user?.uid;
  if (!agentUid) return [];
  const params: AgentCardsQuery | undefined = isBusinessContext(session)
    ? { roles: ['delegate'] }
    : undefined;
  return (await api.get<Card[]>(`/v2/agents/${agentUid}/cards`, params ? { params } : undefined)).data;
}
