export type Theme = 'light' | 'dark';

/** Local key of the chosen theme (spec §4 Session: stored preference, else the system setting). */
export const THEME_STORAGE_KEY = 'kontor.theme';

function storedTheme(): Theme | null {
  try {
    const value = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    // Storage can be blocked (private mode, sandboxed iframe): fall back to the system setting.
    return null;
  }
}

/** The stored theme, else the system's `prefers-color-scheme`, else light. */
export function preferredTheme(): Theme {
  const stored = storedTheme();
  if (stored) return stored;
  const prefersDark =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

/** Applies the theme to the document (`data-theme` on <html>) and remembers it locally. */
export function applyTheme(theme: Theme, options: { remember?: boolean } = {}): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
  if (options.remember === false) return;
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered when storage is blocked; the theme still applies for this page.
  }
}
