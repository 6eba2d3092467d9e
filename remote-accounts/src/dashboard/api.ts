/** Calls of the dashboard (spec §7 "Agent, cards, accounts"). */
import type { ApiClient } from 'shared-kernel/api';
import type { AccountStats, Suggestion, Transaction } from 'shared-kernel/domain';

export const RECENT_TRANSACTIONS = 5;

export const fetchAccountStats = async (api: ApiClient, cashAccountUid: string): Promise<AccountStats> =>
  (await api.get<AccountStats>(`/v2/accounts/${cashAccountUid}/stats`)).data;

export const fetchRecentTransactions = async (
  api: ApiClient,
  cashAccountUid: string,
): Promise<Transaction[]> =>
  (
    await api.get<Transaction[]>(`/v2/cash-accounts/${cashAccountUid}/transactions`, {
      params: { count: RECENT_TRANSACTIONS, offset: 0 },
    })
  ).data.slice(0, RECENT_TRANSACTIONS);

/** The agent is the current context: the person in private context, else the partnership. */
export const fetchSuggestions = async (api: ApiClient, agentUid: string): Promise<Suggestion[]> =>
  (await api.get<Suggestion[]>(`/v2/agents/${agentUid}/suggestions`)).data;

/** POST /v2/agents/{uid}/suggestions/{trigger}/{enable|disable}: disable removes it from the dashboard. */
export const setSuggestionEnabled = async (
  api: ApiClient,
  agentUid: string,
  triggerUid: string,
  enabled: boolean,
): Promise<void> => {
  await api.post(`/v2/agents/${agentUid}/suggestions/${triggerUid}/${enabled ? 'enable' : 'disable'}`);
};
