/** Reference data routes (spec §7 "Reference data"): catalogues, country and agreement lookups, the customize schema. */
import { defineRoute } from '../../http/route';
import { badRequest, notFound } from '../../http/errors';
import { agreementByCode } from '../../reference/conditions';
import { countryByAlpha2, countryByAlpha3 } from '../../reference/countries';
import { lookupMessage, mergedCatalogue, type MessageTree } from '../../reference/catalogues';
import { TRANSACTION_CATEGORIES } from '../../reference/categories';

export const referenceRoutes = [
  defineRoute<{ Querystring: { names?: string } }>({
    method: 'GET',
    url: '/api/collections',
    family: 'reference.read',
    auth: 'none',
    schema: {
      summary: 'Message catalogues, nested, in the Accept-Language',
      querystring: { type: 'object', properties: { names: { type: 'string', maxLength: 200 } } },
    },
    handler: async (request) => {
      const catalogue = mergedCatalogue(request.ctx.language);
      const names = (request.query.names ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (names.length === 0) return catalogue;
      const selected: MessageTree = {};
      for (const name of names) selected[name] = catalogue[name] ?? {};
      return selected;
    },
  }),
  defineRoute<{ Params: { alpha2: string } }>({
    method: 'GET',
    url: '/api/collection-lookup/country-codes/:alpha2',
    family: 'reference.read',
    auth: 'none',
    schema: {
      params: {
        type: 'object',
        properties: { alpha2: { type: 'string', pattern: '^[A-Za-z]{2}$' } },
        required: ['alpha2'],
      },
    },
    handler: async (request) => {
      const country = countryByAlpha2(request.params.alpha2);
      if (!country) throw notFound('country_not_found');
      return { key: country.alpha2, content: country.alpha3 };
    },
  }),
  defineRoute<{ Params: { alpha3: string } }>({
    method: 'GET',
    url: '/api/collection-lookup/countries/:alpha3',
    family: 'reference.read',
    auth: 'none',
    schema: {
      params: {
        type: 'object',
        properties: { alpha3: { type: 'string', pattern: '^[A-Za-z]{3}$' } },
        required: ['alpha3'],
      },
    },
    handler: async (request) => {
      const country = countryByAlpha3(request.params.alpha3);
      if (!country) throw notFound('country_not_found');
      return { key: country.alpha3, content: country.names[request.ctx.language] };
    },
  }),
  ...(['conditions', 'agreements'] as const).map((collection) =>
    defineRoute<{ Params: { code: string }; Querystring: { type?: 'long' | 'short' } }>({
      method: 'GET',
      url: `/api/collection-lookup/${collection}/:code`,
      family: 'reference.read',
      auth: 'none',
      schema: {
        params: {
          type: 'object',
          properties: { code: { type: 'string', pattern: '^[A-Za-z]{2,8}$' } },
          required: ['code'],
        },
        querystring: { type: 'object', properties: { type: { type: 'string', enum: ['long', 'short'] } } },
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
  defineRoute<{ Params: { id: string } }>({
    method: 'GET',
    url: '/api/v2/transactions/:id/customize',
    family: 'reference.read',
    auth: 'weak',
    schema: { summary: 'Schema of the receipt customisation form: the category enum with labels' },
    handler: async (request) => {
      if (request.params.id !== '1')
        throw badRequest('unknown_schema', 'only the generic schema (id 1) exists');
      const catalogue = mergedCatalogue(request.ctx.language);
      const labels = TRANSACTION_CATEGORIES.map(
        (code) => lookupMessage(catalogue, `dict.category.${code}`) ?? code,
      );
      return {
        type: 'object',
        properties: {
          category: {
            type: 'string',
            enum: [...TRANSACTION_CATEGORIES],
            enumLabels: labels,
            default: 'general',
          },
          noteText: { type: 'string', maxLength: 500 },
        },
      };
    },
  }),
];
