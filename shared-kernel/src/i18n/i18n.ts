/**
 * One i18next instance for the composed app (shared as a singleton: translations are state).
 * Messages come from the gateway: GET /api/collections?names=webapp,app,dict,team with Accept-Language,
 * a nested JSON whose top-level keys are the key prefixes (webapp.*, app.*, dict.*).
 */
import i18next, {
  type BackendModule,
  type i18n as I18n,
  type ReadCallback,
  type ResourceLanguage,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { gatewayHeaders } from '../api/client';
import type { Language } from '../domain/entities';

export const LANGUAGES: readonly Language[] = ['de', 'fr', 'it', 'en'];
/** Spec §1: the default language is en. */
export const DEFAULT_LANGUAGE: Language = 'en';
export const CATALOGUE_NAMES = ['webapp', 'app', 'dict', 'team'] as const;

/** 'de_CH' | 'de-CH' | 'DE' → 'de'; anything unsupported → en. */
export function normalizeLanguage(input: string | null | undefined): Language {
  const language = (input ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
}

/** Spec §1: locales such as de_CH; the bank's market is Switzerland in every language. */
export const toLocale = (language: string): string => `${normalizeLanguage(language)}_CH`;

export type CatalogueLoader = (language: Language) => Promise<ResourceLanguage>;

/** Loads the catalogues for one language from the gateway (with the API key and session cookie). */
export function gatewayCatalogueLoader(
  baseURL = '/api',
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): CatalogueLoader {
  return async (language) => {
    const response = await fetchImpl(`${baseURL}/collections?names=${CATALOGUE_NAMES.join(',')}`, {
      credentials: 'include',
      headers: { Accept: 'application/json', ...gatewayHeaders(language) },
    });
    if (!response.ok)
      throw new Error(`Loading message catalogues (${language}) failed with HTTP ${response.status}`);
    return (await response.json()) as ResourceLanguage;
  };
}

/** An i18next backend around a CatalogueLoader (all catalogues live in the default namespace). */
function catalogueBackend(load: CatalogueLoader): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language: string, _namespace: string, callback: ReadCallback) {
      load(normalizeLanguage(language)).then(
        (resources) => callback(null, resources),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

const missing = new Set<string>();

/** Keys t() was asked for that the loaded catalogues lack, as "language:key" (for tests and the debug pages). */
export const missingKeys = (): string[] => [...missing].sort();
export const clearMissingKeys = (): void => missing.clear();

export interface I18nOptions {
  language?: string | null;
  /** Where catalogues come from; the gateway by default. */
  loadCatalogues?: CatalogueLoader;
  /** Called for each newly missing key; console.warn by default. */
  onMissingKey?: (language: string, key: string) => void;
}

/** Creates and initialises the app's i18next instance; resolves once the first language is loaded. */
export async function createI18n(options: I18nOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  const report =
    options.onMissingKey ?? ((language, key) => console.warn(`[i18n] missing key "${key}" (${language})`));
  const record = (language: string, key: string) => {
    const entry = `${language}:${key}`;
    if (missing.has(entry)) return;
    missing.add(entry);
    report(language, key);
  };

  await instance
    .use(catalogueBackend(options.loadCatalogues ?? gatewayCatalogueLoader()))
    .use(initReactI18next)
    .init({
      lng: normalizeLanguage(options.language),
      // One catalogue request per language shown (issue 8: fetched once): every catalogue is complete in
      // de, fr, it and en (the gateway's missing-key test), so no fallback language is loaded beside it;
      // a key missing anyway shows as the key and is recorded below.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      ns: ['translation'],
      defaultNS: 'translation',
      keySeparator: '.',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      saveMissing: true,
      saveMissingTo: 'current',
      missingKeyHandler: (languages, _namespace, key) => {
        // Only once catalogues are in: before that every key is "missing".
        if (instance.hasLoadedNamespace('translation'))
          languages.forEach((language) => record(language, key));
      },
      // A raw key on screen is never silent: it is recorded and logged above; the key itself is shown.
      parseMissingKeyHandler: (key) => key,
    });
  return instance;
}
