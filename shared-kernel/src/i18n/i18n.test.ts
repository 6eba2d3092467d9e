import type { ResourceLanguage } from 'i18next';
import {
  clearMissingKeys,
  createI18n,
  gatewayCatalogueLoader,
  loadTexts,
  missingKeys,
  normalizeLanguage,
  START_TEXTS,
  textsCover,
  toLocale,
} from './i18n';
import { COLLECTIONS_NAMES_MAX } from '../domain/contracts/reference';

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

/** A gateway of `catalogues` that answers each name (a prefix) with its part, nested, as GET /api/collections. */
function partsOf(language: string, names: readonly string[]): ResourceLanguage {
  const parts: Record<string, Record<string, unknown>> = {};
  for (const name of names) {
    const [top, second] = name.split('.') as [string, string | undefined];
    const whole = (catalogues[language] as Record<string, Record<string, unknown>>)[top] ?? {};
    parts[top] = second === undefined ? whole : { ...parts[top], [second]: whole[second] };
  }
  return parts as ResourceLanguage;
}

describe('texts loaded by screen (issue 34)', () => {
  const gateway = () =>
    jest.fn(async (language: string, names: readonly string[] = []) => partsOf(language, names));

  it('starts with the texts asked for only, and loads a screen’s own once, in the language shown', async () => {
    const load = gateway();
    const i18n = await createI18n({ language: 'de', loadCatalogues: load, texts: ['app.error'] });
    expect(load.mock.calls).toEqual([['de', ['app.error']]]);
    expect(i18n.exists('webapp.nav.cards')).toBe(false);
    await loadTexts(i18n, ['webapp.nav']);
    expect(i18n.t('webapp.nav.cards')).toBe('Karten');
    expect(i18n.t('app.error.general')).toBe('Etwas ist schiefgelaufen.');
    // Asked again, or a name under one loaded: no request.
    await loadTexts(i18n, ['webapp.nav', 'app.error']);
    expect(load.mock.calls).toEqual([
      ['de', ['app.error']],
      ['de', ['webapp.nav']],
    ]);
  });

  it('loads every text asked for so far with the next language, in one request', async () => {
    const load = gateway();
    const i18n = await createI18n({ language: 'de', loadCatalogues: load, texts: ['app.error'] });
    await loadTexts(i18n, ['webapp.nav']);
    await i18n.changeLanguage('fr');
    expect(i18n.t('webapp.nav.cards')).toBe('Cartes');
    expect(load.mock.calls.at(-1)).toEqual(['fr', ['app.error', 'webapp.nav']]);
  });

  it('shows a language only with the texts a screen asked for while it was loading', async () => {
    let answerFrench!: () => void;
    const load = jest.fn(async (language: string, names: readonly string[] = []) => {
      if (language === 'fr' && load.mock.calls.filter(([asked]) => asked === 'fr').length === 1)
        await new Promise<void>((resolve) => (answerFrench = resolve));
      return partsOf(language, names);
    });
    const i18n = await createI18n({ language: 'de', loadCatalogues: load, texts: ['app.error'] });
    const changing = i18n.changeLanguage('fr');
    await Promise.resolve();
    // A screen mounts meanwhile: its texts in the language shown now, and in the one coming.
    await loadTexts(i18n, ['webapp.nav']);
    expect(i18n.t('webapp.nav.cards')).toBe('Karten');
    answerFrench();
    await changing;
    expect(i18n.language).toBe('fr');
    expect(i18n.t('webapp.nav.cards')).toBe('Cartes');
    expect(load.mock.calls.filter(([language]) => language === 'fr')).toEqual([
      ['fr', ['app.error']],
      ['fr', ['webapp.nav']],
    ]);
  });

  it('gives a language loaded before the texts asked for since, before showing it again', async () => {
    const load = gateway();
    const i18n = await createI18n({ language: 'de', loadCatalogues: load, texts: ['app.error'] });
    await i18n.changeLanguage('fr');
    await loadTexts(i18n, ['webapp.nav']);
    await i18n.changeLanguage('de');
    expect(i18n.t('webapp.nav.cards')).toBe('Karten');
    expect(load.mock.calls.at(-1)).toEqual(['de', ['webapp.nav']]);
  });

  it('makes a second screen wait for the load under way, and asks again after a failure', async () => {
    let answer!: (resources: ResourceLanguage) => void;
    const load = jest.fn(async (language: string, names: readonly string[] = []) =>
      names.includes('webapp.nav')
        ? new Promise<ResourceLanguage>((resolve) => (answer = resolve))
        : partsOf(language, names),
    );
    const i18n = await createI18n({ language: 'de', loadCatalogues: load, texts: ['app.error'] });
    let secondDone = false;
    const first = loadTexts(i18n, ['webapp.nav']);
    const second = loadTexts(i18n, ['webapp.nav']).then(() => (secondDone = true));
    await Promise.resolve();
    expect(secondDone).toBe(false);
    answer(partsOf('de', ['webapp.nav']));
    await Promise.all([first, second]);
    expect(i18n.t('webapp.nav.cards')).toBe('Karten');
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('a load that fails', () => {
    // After createI18n: i18next's init waits a timer of its own.
    afterEach(() => jest.useRealTimers());
    /** A gateway that fails `times` requests for names under `failingName` in `language`, then answers. */
    const flaky = (failingName: string, times: number, language = 'de') => {
      let failures = 0;
      return jest.fn(async (asked: string, names: readonly string[] = []) => {
        if (asked === language && names.some((name) => textsCover([name], failingName)) && failures < times) {
          failures += 1;
          throw new Error('HTTP 503');
        }
        return partsOf(asked, names);
      });
    };

    it('is tried again a moment later before anyone sees a raw key', async () => {
      const load = flaky('webapp.nav', 1);
      const i18n = await createI18n({ language: 'de', loadCatalogues: load, texts: ['app.error'] });
      jest.useFakeTimers();
      const loading = loadTexts(i18n, ['webapp.nav']);
      await jest.advanceTimersByTimeAsync(300);
      await loading;
      expect(i18n.t('webapp.nav.cards')).toBe('Karten');
    });

    it('rejects the screen’s ask after the third try, and the next ask loads again', async () => {
      const load = flaky('webapp.nav', 3);
      const i18n = await createI18n({ language: 'de', loadCatalogues: load, texts: ['app.error'] });
      jest.useFakeTimers();
      const first = expect(loadTexts(i18n, ['webapp.nav'])).rejects.toThrow('HTTP 503');
      await jest.advanceTimersByTimeAsync(1500);
      await first;
      await loadTexts(i18n, ['webapp.nav']);
      expect(i18n.t('webapp.nav.cards')).toBe('Karten');
    });

    it('on a language change: the language is shown, and the next screen’s ask brings what it lacks', async () => {
      // The texts of a screen seen in French; German (shown before) fails to bring them on the way back (before
      // it is shown, and again once shown: three tries each).
      const load = flaky('webapp.nav', 6);
      const i18n = await createI18n({ language: 'de', loadCatalogues: load, texts: ['app.error'] });
      await i18n.changeLanguage('fr');
      await loadTexts(i18n, ['webapp.nav']);
      jest.useFakeTimers();
      const back = i18n.changeLanguage('de');
      await jest.advanceTimersByTimeAsync(3000);
      await back;
      expect(i18n.language).toBe('de');
      expect(i18n.t('webapp.nav.cards')).toBe('webapp.nav.cards');
      // The screen mounts again (or its Retry): not "asked already", loaded now.
      await loadTexts(i18n, ['webapp.nav']);
      expect(i18n.t('webapp.nav.cards')).toBe('Karten');
    });

    it('on a first visit of a language: asked again with the next change to it', async () => {
      // Before the change, in i18next's own load of the language and once shown: three tries each.
      const load = flaky('app.error', 9, 'fr');
      const i18n = await createI18n({ language: 'de', loadCatalogues: load, texts: ['app.error'] });
      jest.useFakeTimers();
      const french = i18n.changeLanguage('fr');
      await jest.advanceTimersByTimeAsync(5000);
      await french;
      expect(i18n.t('app.error.general')).toBe('app.error.general');
      await i18n.changeLanguage('de');
      await i18n.changeLanguage('fr');
      expect(i18n.t('app.error.general')).toBe("Une erreur s'est produite.");
    });
  });

  it('after a language shown without its texts, the next screen’s ask brings the shell’s texts too', async () => {
    let failing = true;
    const load = jest.fn(async (language: string, names: readonly string[] = []) => {
      if (language === 'fr' && failing) throw new Error('HTTP 503');
      return partsOf(language, names);
    });
    const i18n = await createI18n({ language: 'de', loadCatalogues: load, texts: ['app.error'] });
    jest.useFakeTimers();
    const french = i18n.changeLanguage('fr');
    await jest.advanceTimersByTimeAsync(5000);
    await french;
    jest.useRealTimers();
    expect(i18n.t('app.error.general')).toBe('app.error.general');
    failing = false;
    await loadTexts(i18n, ['webapp.nav']);
    expect(i18n.t('webapp.nav.cards')).toBe('Cartes');
    expect(i18n.t('app.error.general')).toBe("Une erreur s'est produite.");
    expect(load.mock.calls.at(-1)).toEqual(['fr', ['app.error', 'webapp.nav']]);
  });

  it('shows the language asked for last, even when an earlier change’s texts come later', async () => {
    let answerFrench!: () => void;
    const load = jest.fn(async (language: string, names: readonly string[] = []) => {
      if (language === 'fr') await new Promise<void>((resolve) => (answerFrench = resolve));
      return partsOf(language, names);
    });
    const i18n = await createI18n({ language: 'de', loadCatalogues: load, texts: ['app.error'] });
    const french = i18n.changeLanguage('fr');
    await i18n.changeLanguage('it');
    expect(i18n.language).toBe('it');
    answerFrench();
    await french;
    expect(i18n.language).toBe('it');
  });

  it('covers a name by its prefix', () => {
    expect(textsCover(['webapp.nav'], 'webapp.nav.cards')).toBe(true);
    expect(textsCover(['webapp.nav'], 'webapp.navigation')).toBe(false);
    expect(textsCover(['webapp.nav.cards'], 'webapp.nav')).toBe(false);
  });
});

describe('gatewayCatalogueLoader', () => {
  it('asks the gateway for the names in the language, with credentials', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, json: async () => catalogues.fr }));
    const resources = await gatewayCatalogueLoader('/api', fetchImpl as unknown as typeof fetch)('fr', [
      'dict',
      'app.payments',
      'webapp.nav',
    ]);
    expect(resources).toEqual(catalogues.fr);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/collections?names=dict,app.payments,webapp.nav');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'fr', 'x-api-key': 'kontor-web' });
  });

  it('asks for a list longer than the gateway takes in several requests, each within it, and merges them', async () => {
    // A language change after many screens asks for every text asked for so far: START_TEXTS and the screens'.
    const names = [...START_TEXTS, ...Array.from({ length: 30 }, (_, index) => `team.part${index}`)];
    const fetchImpl = jest.fn(async (url: string) => {
      const asked = new URL(url, 'http://kontor.test').searchParams.get('names')!.split(',');
      const team = Object.fromEntries(
        asked.filter((name) => name.startsWith('team.')).map((name) => [name.slice(5), { text: name }]),
      );
      return { ok: true, status: 200, json: async () => ({ team }) };
    });
    const resources = await gatewayCatalogueLoader('/api', fetchImpl as unknown as typeof fetch)('de', names);
    const urls = fetchImpl.mock.calls.map(([url]) => url);
    expect(urls.length).toBeGreaterThan(1);
    const lists = urls.map((url) => new URL(url, 'http://kontor.test').searchParams.get('names')!);
    lists.forEach((list) => expect(list.length).toBeLessThanOrEqual(COLLECTIONS_NAMES_MAX));
    expect(lists.join(',').split(',')).toEqual(names);
    expect(Object.keys((resources as { team: object }).team)).toHaveLength(30);
  });

  it('fails on an HTTP error', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) }));
    await expect(
      gatewayCatalogueLoader('/api', fetchImpl as unknown as typeof fetch)('de', ['dict']),
    ).rejects.toThrow('HTTP 500');
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
