import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'shared-kernel/i18n';
import type { Language } from '../domain/entities';

type Tree = { [key: string]: string | Tree };

/** The workspace root: every package's `catalogues/<lang>.json` (KONTOR_CATALOGUES_ROOT overrides). */
export function cataloguesRoot(): string {
  return process.env.KONTOR_CATALOGUES_ROOT ?? resolve(__dirname, '../../..');
}

/** The catalogues folder of one package of the workspace (e.g. `remote-payments`). */
export function cataloguesDir(packageFolder: string, root = cataloguesRoot()): string {
  return join(root, packageFolder, 'catalogues');
}

function mergeInto(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeInto(existing, value);
    else target[key] = typeof value === 'object' ? mergeInto({}, value) : value;
  }
  return target;
}

/** Every package's catalogue for one language merged, as the gateway serves /api/collections. */
export function loadCatalogues(language: Language = 'en', root = cataloguesRoot()): Tree {
  if (!existsSync(root)) return {};
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .map((entry) => join(cataloguesDir(entry.name, root), `${language}.json`))
    .filter((file) => existsSync(file))
    .sort()
    .reduce<Tree>((merged, file) => mergeInto(merged, JSON.parse(readFileSync(file, 'utf8')) as Tree), {});
}

export interface TestI18nOptions {
  language?: Language;
  /** Extra or overriding texts (nested like the catalogues). */
  resources?: Tree;
  /** Default false: a key missing from the catalogues throws, so tests fail on missing texts. */
  allowMissingKeys?: boolean;
}

/** A real i18next instance with the real catalogues: tests see real texts and fail on missing keys. */
export function createTestI18n({
  language = 'en',
  resources = {},
  allowMissingKeys = false,
}: TestI18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: mergeInto(loadCatalogues(language), resources) } },
    initAsync: false,
    interpolation: { escapeValue: false },
    saveMissing: !allowMissingKeys,
    missingKeyHandler: (_languages, _namespace, key) => {
      throw new Error(`Missing i18n key "${key}" in */catalogues/${language}.json`);
    },
  });
  return instance;
}
