/**
 * Message catalogues: each package of the workspace ships its own texts in `<package>/catalogues/<lang>.json`
 * (the remotes, the host, shared-kernel for the common and form-kit texts); the gateway serves their union,
 * one nested tree per language, merged once at start (docs/integration.md "Message catalogues"). A key defined
 * by two packages is a conflict reported by the catalogue test; the later package (alphabetical) wins at run
 * time.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Language } from '../http/context';

export type MessageTree = { [key: string]: string | MessageTree };

/** The workspace root whose `<package>/catalogues` folders are merged (the gateway starts in gateway/). */
export function cataloguesRoot(): string {
  return process.env.KONTOR_CATALOGUES_ROOT ?? resolve(process.cwd(), '..');
}

/** The packages that ship a catalogues folder, by folder name, sorted. */
export function catalogueOwners(root = cataloguesRoot()): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .filter((name) => existsSync(join(root, name, 'catalogues')))
    .sort();
}

export function readCatalogue(owner: string, language: Language, root = cataloguesRoot()): MessageTree {
  const file = join(root, owner, 'catalogues', `${language}.json`);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as MessageTree;
}

export function mergeInto(target: MessageTree, source: MessageTree): MessageTree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeInto(existing, value);
    else target[key] = typeof value === 'object' ? mergeInto({}, value) : value;
  }
  return target;
}

/** Every package's catalogue of one language merged, read from disk (see `mergedCatalogue`). */
export function mergeCatalogues(language: Language, root = cataloguesRoot()): MessageTree {
  return catalogueOwners(root).reduce<MessageTree>(
    (merged, owner) => mergeInto(merged, readCatalogue(owner, language, root)),
    {},
  );
}

const merged = new Map<string, MessageTree>();

/**
 * The union of one language, merged on first use and kept for the life of the process (a changed catalogue
 * shows after a gateway restart). Callers read it, never change it.
 */
export function mergedCatalogue(language: Language, root = cataloguesRoot()): MessageTree {
  const key = `${root}\0${language}`;
  let tree = merged.get(key);
  if (!tree) {
    tree = mergeCatalogues(language, root);
    merged.set(key, tree);
  }
  return tree;
}

/** Flat `a.b.c` keys of a tree, for the completeness test and lookups. */
export function flattenKeys(tree: MessageTree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [inner, text] of flattenKeys(value, path)) keys.set(inner, text);
  }
  return keys;
}

export function lookupMessage(tree: MessageTree, path: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
