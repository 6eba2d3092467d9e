/**
 * Message catalogues: every gateway/catalogues/<owner>/<lang>.json merged into one nested tree per language
 * (docs/integration.md "Message catalogues"). Each owner edits only its folder; a key defined by two owners
 * is a conflict reported by the catalogue test, the later owner (alphabetical) wins at run time.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Language } from '../http/context';

export type MessageTree = { [key: string]: string | MessageTree };

export function cataloguesDir(): string {
  return process.env.KONTOR_CATALOGUES_DIR ?? resolve(process.cwd(), 'catalogues');
}

export function catalogueOwners(dir = cataloguesDir()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function readCatalogue(owner: string, language: Language, dir = cataloguesDir()): MessageTree {
  const file = join(dir, owner, `${language}.json`);
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

export function mergedCatalogue(language: Language, dir = cataloguesDir()): MessageTree {
  return catalogueOwners(dir).reduce<MessageTree>(
    (merged, owner) => mergeInto(merged, readCatalogue(owner, language, dir)),
    {},
  );
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
