/**
 * Texts for the dev harness's fixtures mode, which has no gateway to serve /collections: the shared
 * catalogues (dict.*, the kit's webapp.ui.*) and both accounts catalogues, merged the way the gateway merges them.
 */
import commonDe from '../../../gateway/catalogues/common/de.json';
import commonEn from '../../../gateway/catalogues/common/en.json';
import commonFr from '../../../gateway/catalogues/common/fr.json';
import commonIt from '../../../gateway/catalogues/common/it.json';
import uiDe from '../../../gateway/catalogues/ui/de.json';
import uiEn from '../../../gateway/catalogues/ui/en.json';
import uiFr from '../../../gateway/catalogues/ui/fr.json';
import uiIt from '../../../gateway/catalogues/ui/it.json';
import mainDe from '../../../gateway/catalogues/accounts-main/de.json';
import mainEn from '../../../gateway/catalogues/accounts-main/en.json';
import mainFr from '../../../gateway/catalogues/accounts-main/fr.json';
import mainIt from '../../../gateway/catalogues/accounts-main/it.json';

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

/** The harness's catalogues per language: common, then the remote's own, then accounts-main. */
export function harnessCatalogues(
  own: Record<'de' | 'en' | 'fr' | 'it', Tree>,
): Record<'de' | 'en' | 'fr' | 'it', Tree> {
  return {
    de: merge(commonDe, uiDe, own.de, mainDe),
    en: merge(commonEn, uiEn, own.en, mainEn),
    fr: merge(commonFr, uiFr, own.fr, mainFr),
    it: merge(commonIt, uiIt, own.it, mainIt),
  };
}
