import type { Language } from 'shared-kernel/domain';
import { languageOf } from './snapshot';
import { readLocal, writeLocal } from './storageKeys';

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
