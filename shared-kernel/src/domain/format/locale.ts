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
