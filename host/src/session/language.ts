import type { Language } from 'shared-kernel/domain';
import { readLocal, writeLocal } from './storageKeys';

const LANGUAGES: readonly Language[] = ['de', 'fr', 'it', 'en'];

/**
 * The language a code names (its first two letters, any case), else the fallback. Here, not in snapshot.ts: the
 * login needs only this of the snapshot's helpers, and a module ships whole in the first chunk that uses it
 * (snapshot.ts brought the context and eBill rules into main.js; moved: the login -1.0 KB gzip, measured).
 */
export const languageOf = (value: string | undefined | null, fallback: Language): Language => {
  const code = (value ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : fallback;
};

/** Local key of the language last shown on this device (the login page's choice or the profile's). */
export const LANGUAGE_STORAGE_KEY = 'kontor.language';

/**
 * The language to start a page in, before the profile is read: the one last shown on this device, else
 * the browser's. So a returning user's first calls and the catalogues are already in their language.
 */
export function initialLanguage(
  browserLanguage: string | undefined = globalThis.navigator?.language,
): Language {
  return languageOf(readLocal(LANGUAGE_STORAGE_KEY) ?? browserLanguage, 'en');
}

export function rememberLanguage(language: Language): void {
  writeLocal(LANGUAGE_STORAGE_KEY, language);
}

/** Local key of the profile's language as last read on this device (not the login page's choice). */
export const PROFILE_LANGUAGE_STORAGE_KEY = 'kontor.profileLanguage';

/** The profile's language the last time this device read it, or null. */
export function rememberedProfileLanguage(): Language | null {
  const stored = readLocal(PROFILE_LANGUAGE_STORAGE_KEY);
  return stored ? languageOf(stored, 'en') : null;
}

/** Remembered whenever the profile says the language, so the next page load calls in it from the start. */
export function rememberProfileLanguage(language: Language): void {
  writeLocal(PROFILE_LANGUAGE_STORAGE_KEY, language);
}
