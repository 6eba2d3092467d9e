/** The receipt customisation form's schema (spec §7 customize): the category enum with labels in the caller's language. */
import { badRequest } from '../http/errors';
import { defineRoute } from '../http/route';
import { lookupMessage, mergedCatalogue } from '../reference/catalogues';
import { TRANSACTION_CATEGORIES } from '../reference/categories';
import {
  customizeParams,
  customizeSchemaDocument,
  type CustomizeParams,
  type CustomizeSchema,
} from 'shared-kernel/domain';

export const customizeRoutes = [
  defineRoute<{ Params: CustomizeParams }>({
    method: 'GET',
    url: '/api/v2/transactions/:id/customize',
    family: 'reference.read',
    auth: 'weak',
    schema: {
      summary: 'Schema of the receipt customisation form: the category enum with labels',
      params: customizeParams,
      response: { 200: customizeSchemaDocument },
    },
    handler: async (request): Promise<CustomizeSchema> => {
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
