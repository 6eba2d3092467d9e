/**
 * Texts for the dev harness's fixtures mode, which has no gateway to serve /collections: shared-kernel's
 * catalogue (dict.*, the kit's webapp.ui.*) under the remote's own, merged the way the gateway merges them.
 */
import kernelDe from 'shared-kernel/catalogues/de.json';
import kernelEn from 'shared-kernel/catalogues/en.json';
import kernelFr from 'shared-kernel/catalogues/fr.json';
import kernelIt from 'shared-kernel/catalogues/it.json';

type Tree = { [key: string]: unknown };

function merge(...trees: Tree[]): Tree {
  const merged: Tree = {};
  for (const tree of trees)
    for (const [key, value] of Object.entries(tree)) {
      const current = merged[key];
      merged[key] =
        typeof value === 'object' && value !== null && typeof current === 'object' && current !== null
          ? merge(current as Tree, value as Tree)
          : value;
    }
  return merged;
}

/** The harness's catalogues per language: shared-kernel's, then the remote's own (remote-accounts/catalogues). */
export function harnessCatalogues(
  own: Record<'de' | 'en' | 'fr' | 'it', Tree>,
): Record<'de' | 'en' | 'fr' | 'it', Tree> {
  return {
    de: merge(kernelDe, own.de),
    en: merge(kernelEn, own.en),
    fr: merge(kernelFr, own.fr),
    it: merge(kernelIt, own.it),
  };
}
