/** Suggestions (spec §3 Suggestion; §9 sorted highlighted first, then priority ascending). */
import type { ApiClient } from 'shared-kernel/api';
import type { Suggestion } from 'shared-kernel/domain';

export function orderedSuggestions(suggestions: Suggestion[]): Suggestion[] {
  return suggestions
    .filter((suggestion) => !suggestion.isRemoved)
    .sort((a, b) => Number(b.isHighlighted) - Number(a.isHighlighted) || a.priority - b.priority);
}

/** The picture for the theme shown now; the other theme's picture when only that one exists. */
export const suggestionImage = (suggestion: Suggestion, theme: 'light' | 'dark'): string | null =>
  (theme === 'dark' ? suggestion.darkModeImageURI : suggestion.lightModeImageURI) ??
  suggestion.lightModeImageURI ??
  suggestion.darkModeImageURI ??
  null;

export const fetchSuggestions = async (api: ApiClient, agentUid: string): Promise<Suggestion[]> =>
  (await api.get<Suggestion[]>(`/v2/agents/${agentUid}/suggestions`)).data;

/** Spec §7 POST /v2/agents/{uid}/suggestions/{trigger}/{enable|disable}: disable removes it from the lists. */
export const commandSuggestion = async (
  api: ApiClient,
  agentUid: string,
  triggerUid: string,
  command: 'enable' | 'disable',
): Promise<void> => {
  await api.post(`/v2/agents/${agentUid}/suggestions/${triggerUid}/${command}`);
};
