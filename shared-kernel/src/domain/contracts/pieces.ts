/**
 * The pieces every resource's wire contract is made of (issue 27 item 1, docs/architecture.md "Wire
 * contracts"): plain JSON Schema constants, `as const` so that json-schema-to-ts derives their TypeScript
 * types at compile time (`FromSchema`). Nothing here runs a schema builder: the browser bundles carry the
 * constants a screen imports and no library code; the gateway hands the same objects to Fastify (routes'
 * schemas, the serializer, the OpenAPI document) and ajv.
 */
export const text = { type: 'string' } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const integer = { type: 'integer' } as const;
export const boolean = { type: 'boolean' } as const;
/** A calendar day, yyyy-MM-dd. */
export const day = { type: 'string', format: 'date' } as const;
/** An ISO timestamp (toISOString). */
export const timestamp = { type: 'string', format: 'date-time' } as const;
export const nullableDay = { type: ['string', 'null'], format: 'date' } as const;
export const nullableTimestamp = { type: ['string', 'null'], format: 'date-time' } as const;

/** Spec §3 Amount: integer minor units, the factor (decimal places) and the currency; never a float. */
export const amountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['value', 'factor', 'currency'],
  properties: { value: integer, factor: integer, currency: text },
} as const;

/** A link of a read: `{uri}` (spec §3 `_links`). */
export const uriLink = {
  type: 'object',
  additionalProperties: false,
  required: ['uri'],
  properties: { uri: text },
} as const;
