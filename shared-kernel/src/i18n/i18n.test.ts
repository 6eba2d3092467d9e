import type { ResourceLanguage } from 'i18next';
import {
  clearMissingKeys,
  createI18n,
  gatewayCatalogueLoader,
  missingKeys,
  normalizeLanguage,
  toLocale,
} from './i18n';

const catalogues: Record<string, ResourceLanguage> = {
  de: {
    app: { error: { general: 'Etwas ist schiefgelaufen.' } },
    webapp: { nav: { cards: 'Karten' } },
    dict: {},
  },
  fr: {
    app: { error: { general: "Une erreur s'est produite." } },
    webapp: { nav: { cards: 'Cartes' } },
    dict: {},
  },
  en: {
    app: { error: { general: 'Something went wrong.' } },
    webapp: { nav: { cards: 'Cards', only_en: 'Only in English' } },
    dict: {},
  },
  it: { app: { error: { general: 'Qualcosa è andato storto.' } }, webapp: { nav: {} }, dict: {} },
};

describe('createI18n', () => {
  beforeEach(() => clearMissingKeys());

  it('loads the catalogues of the language only: one request (issue 8)', async () => {
    const load = jest.fn(async (language: string) => catalogues[language]!);
    const i18n = await createI18n({ language: 'de_CH', loadCatalogues: load });
    expect(i18n.language).toBe('de');
    expect(i18n.t('app.error.general')).toBe('Etwas ist schiefgelaufen.');
    expect(load.mock.calls.map(([language]) => language)).toEqual(['de']);
  });

  it('switches languages by loading their catalogue', async () => {
    const i18n = await createI18n({
      language: 'de',
      loadCatalogues: async (language) => catalogues[language]!,
    });
    await i18n.changeLanguage('fr');
    expect(i18n.t('webapp.nav.cards')).toBe('Cartes');
  });

  it('defaults to en for unknown languages', async () => {
    const i18n = await createI18n({
      language: 'es',
      loadCatalogues: async (language) => catalogues[language]!,
    });
    expect(i18n.language).toBe('en');
    expect(i18n.t('webapp.nav.cards')).toBe('Cards');
  });

  it('records and reports missing keys once, never silently', async () => {
    const onMissingKey = jest.fn();
    const i18n = await createI18n({
      language: 'it',
      loadCatalogues: async (language) => catalogues[language]!,
      onMissingKey,
    });
    expect(i18n.t('webapp.nav.does_not_exist')).toBe('webapp.nav.does_not_exist');
    i18n.t('webapp.nav.does_not_exist');
    expect(missingKeys()).toEqual(['it:webapp.nav.does_not_exist']);
    expect(onMissingKey).toHaveBeenCalledTimes(1);
    // Present in another language only: still missing in this one (no fallback hides a gap).
    expect(i18n.t('webapp.nav.cards')).toBe('webapp.nav.cards');
    expect(missingKeys()).toEqual(['it:webapp.nav.cards', 'it:webapp.nav.does_not_exist']);
  });
});

describe('gatewayCatalogueLoader', () => {
  it('asks the gateway for webapp, app and dict in the language, with credentials', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, json: async () => catalogues.fr }));
    const resources = await gatewayCatalogueLoader('/api', fetchImpl as unknown as typeof fetch)('fr');
    expect(resources).toEqual(catalogues.fr);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/collections?names=webapp,app,dict,team');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'fr', 'x-api-key': 'kontor-web' });
  });

  it('fails on an HTTP error', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) }));
    await expect(gatewayCatalogueLoader('/api', fetchImpl as unknown as typeof fetch)('de')).rejects.toThrow(
      'HTTP 500',
    );
  });
});

describe('language helpers', () => {
  it.each([
    ['de_CH', 'de', 'de_CH'],
    ['fr-CH', 'fr', 'fr_CH'],
    ['IT', 'it', 'it_CH'],
    ['en', 'en', 'en_CH'],
    ['es', 'en', 'en_CH'],
    ['', 'en', 'en_CH'],
  ])('%s → %s, %s', (input, language, locale) => {
    expect(normalizeLanguage(input)).toBe(language);
    expect(toLocale(input)).toBe(locale);
  });
});
