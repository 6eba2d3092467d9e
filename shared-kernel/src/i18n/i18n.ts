/**
 * One i18next instance for the composed app (shared as a singleton: translations are state).
 * Messages come from the gateway: GET /api/collections?names=… with Accept-Language, a nested JSON whose
 * top-level keys are the key prefixes (webapp.*, app.*, dict.*). The host's page start asks for START_TEXTS; a
 * remote's own texts come before its first screen mounts (its descriptor's `texts`, `loadTexts`).
 */
import i18next, {
  type BackendModule,
  type i18n as I18n,
  type ReadCallback,
  type ResourceLanguage,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { collectionsUrls, gatewayHeaders } from '../api/client';
import type { Language } from '../domain/entities';
import startTexts from './startTexts.json';

export const LANGUAGES: readonly Language[] = ['de', 'fr', 'it', 'en'];
/** Spec §1: the default language is en. */
export const DEFAULT_LANGUAGE: Language = 'en';
export const CATALOGUE_NAMES = ['webapp', 'app', 'dict'] as const;
/**
 * The catalogue roots the app loads: CATALOGUE_NAMES and `team`, remote-team's namespaces (issue 32:
 * team.partnership.*, team.subscription.*, ...). A new name beside CATALOGUE_NAMES keeps that one's type (a minor).
 */
export const LOADED_CATALOGUE_NAMES = [...CATALOGUE_NAMES, 'team'] as const;

/**
 * The catalogue prefixes the page start loads (issue 34): the shell's and the shared kernel's texts, every
 * remote's page titles and menu labels, and the remotes' parts that the kernel's code or the host names
 * (`app.payments` for the api's error codes, `webapp.payments` for the payment schema's titles, the scan overlay's
 * title). Every other prefix of a remote's catalogue is that remote's `texts` (shared-kernel/build/texts.cjs
 * writes them into its descriptor), loaded before one of its screens mounts. `build/texts.test.ts` checks that
 * every key the packages' code names is in one of the two.
 */
export const START_TEXTS: readonly string[] = startTexts;

/** Whether the texts under `name` are among `loaded` (a prefix holds every name under it). */
export function textsCover(loaded: Iterable<string>, name: string): boolean {
  for (const prefix of loaded) if (name === prefix || name.startsWith(`${prefix}.`)) return true;
  return false;
}

/** 'de_CH' | 'de-CH' | 'DE' → 'de'; anything unsupported → en. */
export function normalizeLanguage(input: string | null | undefined): Language {
  const language = (input ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
}

/** Spec §1: locales such as de_CH; the bank's market is Switzerland in every language. */
export const toLocale = (language: string): string => `${normalizeLanguage(language)}_CH`;

/** The texts under `names` (every catalogue without) in one language, nested (a loader may answer more). */
export type CatalogueLoader = (language: Language, names?: readonly string[]) => Promise<ResourceLanguage>;

/** Loads the catalogues for one language from the gateway (with the API key and session cookie). */
export function gatewayCatalogueLoader(
  baseURL = '/api',
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): CatalogueLoader {
  const loadOne = async (language: Language, url: string) => {
    const response = await fetchImpl(url, {
      credentials: 'include',
      headers: { Accept: 'application/json', ...gatewayHeaders(language) },
    });
    if (!response.ok)
      throw new Error(`Loading message catalogues (${language}) failed with HTTP ${response.status}`);
    return (await response.json()) as ResourceLanguage;
  };
  // A list longer than one request takes (a language change after many screens) goes out in several.
  return async (language, names = LOADED_CATALOGUE_NAMES) =>
    (await Promise.all(collectionsUrls(baseURL, names).map((url) => loadOne(language, url)))).reduce(
      (merged, part) => mergeResources(merged, part),
      {},
    );
}

/** The texts an instance has asked for, in every language it shows, and the loads under way. */
interface Texts {
  load: CatalogueLoader;
  names: Set<string>;
  loading: Map<string, Promise<void>>;
  /** The names asked for in each language (answered or not). */
  asked: Map<string, Set<string>>;
}

/** The texts asked for so far that `language` has not been asked for yet. */
function notAsked(texts: Texts, language: string): string[] {
  const asked = texts.asked.get(language);
  return [...texts.names].filter((name) => !asked?.has(name));
}

function noteAsked(texts: Texts, language: string, names: readonly string[]): void {
  const asked = texts.asked.get(language) ?? new Set<string>();
  names.forEach((name) => asked.add(name));
  texts.asked.set(language, asked);
}

/** Waits before the second and third try of a text load (a gateway busy for a moment); then the load fails. */
const RETRY_DELAYS_MS = [250, 1000];

/**
 * The texts under `names` in `language`, noted as asked for while the load is under way (no second request for
 * them) and unnoted when it fails for good: the next ask (a screen's mount, a language change) loads them again.
 */
async function fetchTexts(
  texts: Texts,
  language: string,
  names: readonly string[],
): Promise<ResourceLanguage> {
  noteAsked(texts, language, names);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await texts.load(normalizeLanguage(language), names);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        const asked = texts.asked.get(language);
        names.forEach((name) => asked?.delete(name));
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
/**
 * Kept on the instance under a registered symbol, not in this module: whichever copy of this module a screen's code
 * runs (a remote's own in its harness, a test's), the texts are the instance's.
 */
const TEXTS = Symbol.for('kontor.i18n.texts');
type WithTexts = I18n & { [TEXTS]?: Texts };
const textsOf = (instance: I18n): Texts | undefined => (instance as WithTexts)[TEXTS];

/** `extra` merged into `base` (both nested catalogues; `extra`'s text wins), a new object. */
export function mergeResources(base: ResourceLanguage, extra: ResourceLanguage): ResourceLanguage {
  const merged: ResourceLanguage = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? mergeResources(current as ResourceLanguage, value as ResourceLanguage)
        : value;
  }
  return merged;
}

/**
 * An i18next backend around a CatalogueLoader (all catalogues live in the default namespace): a language is
 * loaded with every text asked for so far, in one request, and with the texts a screen asked for while that
 * request was under way (a language change beside a screen's first mount), before the language is shown.
 */
function catalogueBackend(texts: Texts): BackendModule {
  const loadLanguage = async (language: string): Promise<ResourceLanguage> => {
    let names = [...texts.names];
    let resources: ResourceLanguage = {};
    while (names.length > 0) {
      resources = mergeResources(resources, await fetchTexts(texts, language, names));
      names = notAsked(texts, language);
    }
    return resources;
  };
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language: string, _namespace: string, callback: ReadCallback) {
      loadLanguage(language).then(
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
  /** The texts loaded from the start (GET /api/collections names); every catalogue by default. */
  texts?: readonly string[];
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

  const texts: Texts = {
    load: options.loadCatalogues ?? gatewayCatalogueLoader(),
    names: new Set(options.texts ?? LOADED_CATALOGUE_NAMES),
    loading: new Map(),
    asked: new Map(),
  };
  (instance as WithTexts)[TEXTS] = texts;
  // A language is shown with every text asked for so far: a language loaded before (the login page's) gets the
  // texts asked for since, a new one all of them, before it is shown. A load that failed for good shows the
  // language anyway (as i18next does) and is asked again on the next screen's mount. Of two changes under way,
  // the later one wins even when the earlier one's texts come last.
  const change = instance.changeLanguage.bind(instance);
  let changes = 0;
  instance.changeLanguage = (async (language?: string, callback?: Parameters<I18n['changeLanguage']>[1]) => {
    const target = language ? normalizeLanguage(language) : null;
    const asked = ++changes;
    if (target && instance.isInitialized) {
      const lacking = instance.hasResourceBundle(target, 'translation')
        ? notAsked(texts, target)
        : [...texts.names];
      if (lacking.length > 0) await loadInto(instance, texts, target, lacking).catch(() => undefined);
      if (asked !== changes) {
        const t = instance.t.bind(instance);
        callback?.(null, t);
        return t;
      }
    }
    return change(language, callback);
  }) as I18n['changeLanguage'];
  // A language shown after a text was asked for has it too (a load under way while the language changed).
  instance.on('languageChanged', (language: string) => {
    const lacking = notAsked(texts, language);
    if (lacking.length > 0) void loadInto(instance, texts, language, lacking).catch(() => undefined);
  });

  await instance
    .use(catalogueBackend(texts))
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
      // A screen shown while its texts were still coming renders again once they are in (addResourceBundle).
      react: { useSuspense: false, bindI18nStore: 'added' },
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

function loadInto(instance: I18n, texts: Texts, language: string, names: readonly string[]): Promise<void> {
  const loading = fetchTexts(texts, language, names).then((resources) => {
    instance.addResourceBundle(language, 'translation', resources, true, true);
  });
  names.forEach((name) => texts.loading.set(name, loading));
  const settled = () =>
    names.forEach((name) => texts.loading.get(name) === loading && texts.loading.delete(name));
  loading.then(settled, settled);
  return loading;
}

/**
 * Makes sure the texts under `names` are loaded in the language shown (a remote's descriptor `texts`, before one of
 * its screens mounts); every later language loads them too. Resolves at once for texts loaded already, waits for a
 * load under way, loads again what an earlier load failed to bring, and rejects when the gateway did not answer
 * (asked again on the next call). An instance not made by createI18n has every text.
 */
export async function loadTexts(instance: I18n, names: readonly string[]): Promise<void> {
  const texts = textsOf(instance);
  if (!texts) return;
  names.filter((name) => !textsCover(texts.names, name)).forEach((name) => texts.names.add(name));
  const related = (name: string) =>
    names.some((asked) => textsCover([name], asked) || textsCover([asked], name));
  const language = instance.resolvedLanguage ?? instance.language;
  // Every text the shown language lacks (a language change whose load failed lacks the shell's too), in one load;
  // its promise is among the loads under way awaited below (a failure rejects this call).
  const lacking = notAsked(texts, language);
  if (lacking.length > 0) loadInto(instance, texts, language, lacking).catch(() => undefined);
  const under = [...texts.loading].filter(([name]) => related(name)).map(([, promise]) => promise);
  await Promise.all(under);
}
