/** Reference data routes (spec §7 "Reference data"): message catalogues, country and agreement lookups. */
import { defineRoute } from '../http/route';
import { notFound } from '../http/errors';
import { agreementByCode } from './conditions';
import { countryByAlpha2, countryByAlpha3 } from './countries';
import { mergedCatalogue, mergeInto, type MessageTree } from './catalogues';
import {
  agreementLookupParams,
  agreementLookupQuerySchema,
  agreementLookupSchema,
  collectionsQuerySchema,
  collectionsSchema,
  countryCodeLookupParams,
  countryLookupParams,
  countryLookupSchema,
  type AgreementLookupParams,
  type AgreementLookupQuery,
  type CollectionsQuery,
  type CountryCodeLookupParams,
  type CountryLookupParams,
} from 'shared-kernel/domain';

/**
 * The catalogue under each of `names`, nested under its own path: a name is a prefix such as dict, app.payments or
 * webapp.nav (spec §7), so `names=app.payments,webapp.nav` answers `{ app: { payments }, webapp: { nav } }` and
 * nothing else of app or webapp. A name the catalogue does not have answers an empty object under the name as
 * asked. Only the catalogue's own keys are followed (a name such as `__proto__.x` reaches no object's prototype).
 */
export function selectCollections(catalogue: MessageTree, names: string[]): MessageTree {
  const selected: MessageTree = {};
  for (const name of names) {
    const path = name.split('.');
    const found = path.reduce<string | MessageTree | undefined>(
      (tree, part) => (typeof tree === 'object' && Object.hasOwn(tree, part) ? tree[part] : undefined),
      catalogue,
    );
    if (found === undefined) {
      if (!Object.hasOwn(selected, name))
        Object.defineProperty(selected, name, {
          value: {},
          enumerable: true,
          writable: true,
          configurable: true,
        });
      continue;
    }
    mergeInto(
      selected,
      path.reduceRight<string | MessageTree>((inner, part) => ({ [part]: inner }), found) as MessageTree,
    );
  }
  return selected;
}

export const collectionRoutes = [
  defineRoute<{ Querystring: CollectionsQuery }>({
    method: 'GET',
    url: '/api/collections',
    family: 'reference.read',
    auth: 'none',
    schema: {
      summary: 'Message catalogues, nested, in the Accept-Language',
      querystring: collectionsQuerySchema,
      response: { 200: collectionsSchema },
    },
    handler: async (request) => {
      const catalogue = mergedCatalogue(request.ctx.language);
      const names = (request.query.names ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      return names.length === 0 ? catalogue : selectCollections(catalogue, names);
    },
  }),
  defineRoute<{ Params: CountryCodeLookupParams }>({
    method: 'GET',
    url: '/api/collection-lookup/country-codes/:alpha2',
    family: 'reference.read',
    auth: 'none',
    schema: {
      params: countryCodeLookupParams,
      response: { 200: countryLookupSchema },
    },
    handler: async (request) => {
      const country = countryByAlpha2(request.params.alpha2);
      if (!country) throw notFound('country_not_found');
      return { key: country.alpha2, content: country.alpha3 };
    },
  }),
  defineRoute<{ Params: CountryLookupParams }>({
    method: 'GET',
    url: '/api/collection-lookup/countries/:alpha3',
    family: 'reference.read',
    auth: 'none',
    schema: {
      params: countryLookupParams,
      response: { 200: countryLookupSchema },
    },
    handler: async (request) => {
      const country = countryByAlpha3(request.params.alpha3);
      if (!country) throw notFound('country_not_found');
      return { key: country.alpha3, content: country.names[request.ctx.language] };
    },
  }),
  ...(['conditions', 'agreements'] as const).map((collection) =>
    defineRoute<{ Params: AgreementLookupParams; Querystring: AgreementLookupQuery }>({
      method: 'GET',
      url: `/api/collection-lookup/${collection}/:code`,
      family: 'reference.read',
      auth: 'none',
      schema: {
        params: agreementLookupParams,
        querystring: agreementLookupQuerySchema,
        response: { 200: agreementLookupSchema },
      },
      handler: async (request) => {
        const agreement = agreementByCode(request.params.code);
        if (!agreement) throw notFound('agreement_not_found');
        const text = agreement.texts[request.ctx.language];
        return {
          key: agreement.code,
          version: agreement.version,
          hidden: agreement.hidden,
          content: request.query.type === 'short' ? text.short : text.long,
          title: text.short,
        };
      },
    }),
  ),
];
