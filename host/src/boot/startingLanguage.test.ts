import type { ResourceLanguage } from 'i18next';
import type { Language } from 'shared-kernel/domain';
import { startingLanguage } from './startingLanguage';

/** A catalogue loader whose answers for a language wait until `release(language)`. */
function heldCatalogues() {
  const held = new Map<Language, () => void>();
  const holding = new Set<Language>();
  const load = async (language: Language): Promise<ResourceLanguage> => {
    if (holding.has(language)) await new Promise<void>((resolve) => held.set(language, resolve));
    return { webapp: { shell: { hello: `hello ${language}` } } } as unknown as ResourceLanguage;
  };
  return {
    load,
    hold: (language: Language) => holding.add(language),
    release: (language: Language) => held.get(language)?.(),
    isHeld: (language: Language) => held.has(language),
  };
}

beforeEach(() => localStorage.clear());

it('a change back to the language shown while another change loads its texts wins over it', async () => {
  const catalogues = heldCatalogues();
  const language = startingLanguage(catalogues.load);
  await language.change('en');
  const i18n = await language.createI18n();
  expect(i18n.language).toBe('en');
  // French's texts take their time; meanwhile the person picks English again.
  catalogues.hold('fr');
  const french = language.change('fr');
  await Promise.resolve();
  expect(document.documentElement.lang).toBe('fr');
  await language.change('en');
  catalogues.release('fr');
  await french;
  expect(i18n.language).toBe('en');
  expect(document.documentElement.lang).toBe('en');
  expect(language.current).toBe('en');
});

it('changes the language once its texts are there', async () => {
  const catalogues = heldCatalogues();
  const language = startingLanguage(catalogues.load);
  await language.change('de');
  const i18n = await language.createI18n();
  await language.change('it');
  expect(i18n.language).toBe('it');
  expect(i18n.t('webapp.shell.hello')).toBe('hello it');
  expect(document.documentElement.lang).toBe('it');
});
