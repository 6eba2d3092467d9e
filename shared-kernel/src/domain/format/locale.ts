/** Locale helpers: the app speaks de, fr, it, en with Swiss locales (de_CH, ...); Intl wants de-CH. */

/** 'de_CH' | 'de-CH' | 'de' → 'de-CH'; a bare language is read as Swiss, the bank's market. */
export function toIntlLocale(locale: string | null | undefined): string {
  const [language = 'en', region] = (locale || 'en').replace('_', '-').split('-');
  return `${language.toLowerCase()}-${(region || 'CH').toUpperCase()}`;
}
