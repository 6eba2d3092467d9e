import { catalogueOwners, cataloguesDir, flattenKeys, readCatalogue } from './catalogues';
import { LANGUAGES } from '../http/context';

describe('message catalogues of every owner', () => {
  const owners = catalogueOwners(cataloguesDir());

  it('finds the common catalogue', () => {
    expect(owners).toContain('common');
  });

  it.each(owners)('%s: same keys in de, fr, it and en, no empty value', (owner) => {
    const keysByLanguage = LANGUAGES.map((language) => ({
      language,
      keys: flattenKeys(readCatalogue(owner, language)),
    }));
    const union = new Set(keysByLanguage.flatMap(({ keys }) => [...keys.keys()]));
    const problems: string[] = [];
    for (const { language, keys } of keysByLanguage) {
      for (const key of union) {
        if (!keys.has(key)) problems.push(`${owner}/${language}.json misses ${key}`);
        else if (!keys.get(key)!.trim()) problems.push(`${owner}/${language}.json has an empty ${key}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no key defined by two owners', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const owner of owners) {
      for (const key of flattenKeys(readCatalogue(owner, 'en')).keys()) {
        if (seen.has(key)) clashes.push(`${key}: ${seen.get(key)} and ${owner}`);
        else seen.set(key, owner);
      }
    }
    expect(clashes).toEqual([]);
  });
});
