import type { Suggestion } from 'shared-kernel/domain';

/** Spec §9 order: highlighted first, then priority ascending, ties as listed. */
export const orderSuggestions = (suggestions: Suggestion[]): Suggestion[] =>
  suggestions
    .map((suggestion, index) => ({ suggestion, index }))
    .sort(
      (a, b) =>
        Number(b.suggestion.isHighlighted) - Number(a.suggestion.isHighlighted) ||
        a.suggestion.priority - b.suggestion.priority ||
        a.index - b.index,
    )
    .map(({ suggestion }) => suggestion);

/** The suggestions shown, in the order of spec §9; removed ones are not shown. */
export const sortSuggestions = (suggestions: Suggestion[]): Suggestion[] =>
  orderSuggestions(suggestions.filter((suggestion) => !suggestion.isRemoved));

/** The image for the theme shown; the other theme's image when only that one exists. */
export const suggestionImage = (suggestion: Suggestion, theme: 'dark' | 'light'): string | null =>
  (theme === 'dark'
    ? (suggestion.darkModeImageURI ?? suggestion.lightModeImageURI)
    : (suggestion.lightModeImageURI ?? suggestion.darkModeImageURI)) || null;

/**
 * Agents whose suggestions were changed by a command in this app (dashboard or suggestions screen) since the
 * session snapshot was loaded: the snapshot's list is then out of date, and the dashboard reads the gateway
 * instead. Until then the dashboard shows the snapshot's suggestions and asks nothing (no duplicate fetch).
 */
const changedAgents = new Set<string>();

export const markSuggestionsChanged = (agentUid: string): void => {
  changedAgents.add(agentUid);
};

export const suggestionsChanged = (agentUid: string): boolean => changedAgents.has(agentUid);

/** Tests only: start from a fresh snapshot. */
export const forgetSuggestionChanges = (): void => changedAgents.clear();
