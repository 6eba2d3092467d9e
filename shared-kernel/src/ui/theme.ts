import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** Local key of the chosen theme (spec §4 Session: stored preference, else the system setting). */
export const THEME_STORAGE_KEY = 'kontor.theme';

const isTheme = (value: unknown): value is Theme => value === 'dark' || value === 'light';

/** The theme chosen on this device (navbar switcher or settings screen), if any. */
export function storedTheme(): Theme | null {
  try {
    const value = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    // Storage can be blocked (private mode, sandboxed iframe): fall back to the profile or the system.
    return null;
  }
}

/** The system's `prefers-color-scheme`, light when unknown. */
export function systemTheme(): Theme {
  const prefersDark =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

/**
 * The one decision about the theme (spec §4: "from stored preference or system setting"): the choice made
 * on this device first, then the theme saved in the user's profile (so a new browser shows it), then the
 * system setting. The host applies it; the settings screen shows what is applied.
 */
export function resolveTheme(local: Theme | null, profile: Theme | null | undefined, system: Theme): Theme {
  return local ?? profile ?? system;
}

/** resolveTheme with this device's stored choice and system setting. */
export const effectiveTheme = (profile?: Theme | null): Theme =>
  resolveTheme(storedTheme(), profile, systemTheme());

/** The theme before the profile is known: the stored choice, else the system setting. */
export const preferredTheme = (): Theme => effectiveTheme(null);

/** Applies the theme to the document (`data-theme` on <html>) and remembers it locally as the user's choice. */
export function applyTheme(theme: Theme, options: { remember?: boolean } = {}): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
  if (options.remember === false) return;
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered when storage is blocked; the theme still applies for this page.
  }
}

/** The theme applied to the page, whoever applied it (the host at start, a switcher, the settings screen). */
export function appliedTheme(): Theme {
  const applied = typeof document !== 'undefined' ? document.documentElement.dataset.theme : undefined;
  return isTheme(applied) ? applied : preferredTheme();
}

function onThemeApplied(notify: () => void): () => void {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => undefined;
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The applied theme, re-rendering when anyone applies another one. */
export function useAppliedTheme(): Theme {
  return useSyncExternalStore(onThemeApplied, appliedTheme, () => 'light');
}
