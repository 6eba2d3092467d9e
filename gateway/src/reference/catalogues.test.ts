import Ajv from 'ajv';
import { collectionsSchema } from 'shared-kernel/domain';
import { catalogueOwners, cataloguesRoot, flattenKeys, mergedCatalogue, readCatalogue } from './catalogues';
import { LANGUAGES } from '../http/context';

describe('message catalogues of every package', () => {
  const owners = catalogueOwners(cataloguesRoot());

  it('finds the catalogues of shared-kernel, the host and every remote', () => {
    expect(owners).toEqual(
      expect.arrayContaining([
        'shared-kernel',
        'host',
        'remote-accounts',
        'remote-cards',
        'remote-ebill',
        'remote-onboarding',
        'remote-payments',
        'remote-team',
      ]),
    );
    expect(owners).not.toContain('gateway');
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
        if (!keys.has(key)) problems.push(`${owner}/catalogues/${language}.json misses ${key}`);
        else if (!keys.get(key)!.trim())
          problems.push(`${owner}/catalogues/${language}.json has an empty ${key}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no key defined by two packages', () => {
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

  it('fits the collections contract: no catalogue nests deeper than GET /collections declares', () => {
    const validate = new Ajv({ allErrors: true, allowUnionTypes: true }).compile(collectionsSchema);
    for (const language of LANGUAGES) {
      validate(mergedCatalogue(language));
      expect({ language, errors: validate.errors ?? [] }).toEqual({ language, errors: [] });
    }
  });

  it('serves the union: every key of every package, in every language', () => {
    for (const language of LANGUAGES) {
      const served = flattenKeys(mergedCatalogue(language));
      const missing = owners.flatMap((owner) =>
        [...flattenKeys(readCatalogue(owner, language)).keys()]
          .filter((key) => !served.has(key))
          .map((key) => `${language}: ${owner} ${key}`),
      );
      expect(missing).toEqual([]);
      expect(served.size).toBeGreaterThan(0);
    }
  });
});
