/** Reference data routes (spec §7 "Reference data"): message catalogues, country and agreement lookups. */
import { defineRoute } from '../http/route';
import { notFound } from '../http/errors';
import { agreementByCode } from './conditions';
import { countryByAlpha2, countryByAlpha3 } from './countries';
import { mergedCatalogue, type MessageTree } from './catalogues';
import { agreementSchema, catalogueSchema, lookupSchema } from './schemas';

export const collectionRoutes = [
  defineRoute<{ Querystring: { names?: string } }>({
    method: 'GET',
    url: '/api/collections',
    family: 'reference.read',
    auth: 'none',
    schema: {
      summary: 'Message catalogues, nested, in the Accept-Language',
      querystring: { type: 'object', properties: { names: { type: 'string', maxLength: 200 } } },
      response: { 200: catalogueSchema },
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
      response: { 200: lookupSchema },
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
      response: { 200: lookupSchema },
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
        response: { 200: agreementSchema },
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
