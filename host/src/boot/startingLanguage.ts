import type { i18n as I18n } from 'i18next';
import type { Language } from 'shared-kernel/domain';
import { createI18n, START_TEXTS, type CatalogueLoader } from 'shared-kernel/i18n';
import { initialLanguage, languageOf, rememberLanguage } from '../session/language';

export interface StartingLanguage {
  readonly current: Language;
  /** The language is decided (the profile was read, there is no session, or this device knows it). */
  settle(): void;
  change(next: Language): Promise<void>;
  /**
   * The app's one i18n instance, made once the language is settled: one catalogue fetch, of the page start's texts
   * (START_TEXTS); a screen's own come before it mounts (federation/RemoteScreen.tsx, app/startApp.tsx).
   */
  createI18n(): Promise<I18n>;
}

/**
 * The page's language: this device's last one (or the browser's) until the session settles it, i.e. the
 * profile is read or there is no session. The catalogues are fetched once it is settled; every change
 * after that goes through i18next and is remembered on the device.
 */
export function startingLanguage(loadCatalogues?: CatalogueLoader): StartingLanguage {
  let current: Language = initialLanguage();
  let i18n: Promise<I18n> | null = null;
  let instance: I18n | null = null;
  /** Changes asked of i18next that have not finished (their texts loading). */
  let changing = 0;
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  // Screen readers pronounce the page in its language (WCAG 3.1.1).
  const follow = (next: Language) => {
    current = next;
    rememberLanguage(next);
    document.documentElement.lang = next;
  };
  follow(current);
  const make = async (): Promise<I18n> => {
    await settled;
    instance = await createI18n({ language: current, loadCatalogues, texts: START_TEXTS });
    instance.on('languageChanged', (next: string) => follow(languageOf(next, 'en')));
    // A later change while the catalogues loaded (the snapshot's own language) still applies.
    if (instance.language !== current) await instance.changeLanguage(current);
    return instance;
  };
  return {
    get current(): Language {
      return current;
    },
    settle: () => settle(),
    async change(next: Language): Promise<void> {
      follow(next);
      settle();
      // i18next still names the language shown while a change's texts load: a change under way is overtaken by
      // this one even when it is back to the language shown (the later change wins: shared-kernel/i18n).
      if (!instance || (instance.language === next && changing === 0)) return;
      changing += 1;
      try {
        await instance.changeLanguage(next);
      } finally {
        changing -= 1;
      }
    },
    createI18n: () => (i18n ??= make()),
  };
}
