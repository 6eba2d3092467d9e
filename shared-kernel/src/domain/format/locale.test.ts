import { builtOnce, localeFor, regionNames, toIntlLocale } from './locale';

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

describe('builtOnce', () => {
  it('builds once per distinct arguments and hands back what it built', () => {
    const build = jest.fn((language: string, long: boolean) => ({ language, long }));
    const kept = builtOnce(build);
    const first = kept('de', true);
    expect(kept('de', true)).toBe(first);
    expect(kept('de', false)).not.toBe(first);
    expect(kept('fr', true)).toEqual({ language: 'fr', long: true });
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('keeps arguments apart that would join to the same text', () => {
    const kept = builtOnce((a: string, b: string) => `${a}/${b}`);
    expect(kept('a|b', 'c')).toBe('a|b/c');
    expect(kept('a', 'b|c')).toBe('a/b|c');
  });
});

describe('regionNames', () => {
  it('names countries in the language asked, one object per language', () => {
    expect(regionNames('de')?.of('CH')).toBe('Schweiz');
    expect(regionNames('fr')?.of('DE')).toBe('Allemagne');
    expect(regionNames('de')).toBe(regionNames('de'));
  });

  it('is null for a tag Intl refuses, so the caller shows codes', () => {
    expect(regionNames('not a language tag')).toBeNull();
  });
});
