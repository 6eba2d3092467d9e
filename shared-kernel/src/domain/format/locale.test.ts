import { localeFor, toIntlLocale } from './locale';

describe('localeFor', () => {
  it.each([
    ['it', 'fr_CH', 'it_CH'],
    ['de', null, 'de_CH'],
    ['fr-FR', 'de_LI', 'fr_LI'],
    [null, undefined, 'en_CH'],
  ])('language %s with profile locale %s → %s', (language, profileLocale, expected) => {
    expect(localeFor(language, profileLocale)).toBe(expected);
  });

  it('is understood by Intl', () => {
    expect(toIntlLocale(localeFor('it', 'fr_CH'))).toBe('it-CH');
  });
});
