/** Suggestions (spec §3 Suggestion; §9 sorted highlighted first, then priority ascending). */
import type { ApiClient } from 'shared-kernel/api';
import type { Suggestion, SuggestionCommand } from 'shared-kernel/domain';
import {
  markSuggestionsChanged,
  orderSuggestions,
  sortSuggestions,
  suggestionImage,
} from '../dashboard/suggestions';

export { suggestionImage };

/** The suggestions the person sees (the dashboard's order, removed ones left out). */
export const shownSuggestions = sortSuggestions;

/** The ones the person removed, in the same order, so each can be shown again. */
export const hiddenSuggestions = (suggestions: Suggestion[]): Suggestion[] =>
  orderSuggestions(suggestions.filter((suggestion) => suggestion.isRemoved));

export const fetchSuggestions = async (api: ApiClient, agentUid: string): Promise<Suggestion[]> =>
  (await api.get<Suggestion[]>(`/v2/agents/${agentUid}/suggestions`)).data;

/** Spec §7 POST /v2/agents/{uid}/suggestions/{trigger}/{enable|disable}: disable removes it, enable restores it. */
export const commandSuggestion = async (
  api: ApiClient,
  agentUid: string,
  triggerUid: string,
  command: SuggestionCommand,
): Promise<void> => {
  await api.post(`/v2/agents/${agentUid}/suggestions/${triggerUid}/${command}`);
  // The session snapshot's list is now out of date: the dashboard reads the gateway from here on.
  markSuggestionsChanged(agentUid);
};
