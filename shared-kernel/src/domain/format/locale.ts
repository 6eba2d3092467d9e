/** Locale helpers: the app speaks de, fr, it, en with Swiss locales (de_CH, ...); Intl wants de-CH. */

/** 'de_CH' | 'de-CH' | 'de' → 'de-CH'; a bare language is read as Swiss, the bank's market. */
export function toIntlLocale(locale: string | null | undefined): string {
  const [language = 'en', region] = (locale || 'en').replace('_', '-').split('-');
  return `${language.toLowerCase()}-${(region || 'CH').toUpperCase()}`;
}

/**
 * The locale dates and words are written in: the language shown now, in the region of the user's profile
 * locale (Switzerland by default). It follows a language switch at once: the profile's fr_CH does not keep
 * an Italian screen French.
 */
export function localeFor(language: string | null | undefined, profileLocale?: string | null): string {
  const [code = 'en'] = (language || 'en').replace('_', '-').split('-');
  const region = (profileLocale ?? '').replace('_', '-').split('-')[1];
  return `${code.toLowerCase()}_${(region || 'CH').toUpperCase()}`;
}

/**
 * `build` made once per distinct arguments and kept for the page's life. For Intl objects above all: building
 * one loads the locale's data (milliseconds each on a phone's CPU, 20–40 ms for a page's first), using one is
 * cheap; one per language and options is all a page ever needs.
 */
export function builtOnce<Args extends readonly (string | number | boolean)[], T>(
  build: (...args: Args) => T,
): (...args: Args) => T {
  const built = new Map<string, T>();
  return (...args) => {
    const key = args.join('\u0000');
    if (!built.has(key)) built.set(key, build(...args));
    return built.get(key) as T;
  };
}

/** The names of countries (regions) in a language, built once per language; null where the runtime has none. */
export const regionNames = builtOnce((language: string): Intl.DisplayNames | null => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    // An unknown language tag, or a runtime without DisplayNames: the caller shows the codes.
    return null;
  }
});
