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
