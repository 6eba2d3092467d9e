/**
 * The pieces every resource's wire contract is made of (issue 27 item 1, docs/architecture.md "Wire
 * contracts"): plain JSON Schema constants, `as const` so that json-schema-to-ts derives their TypeScript
 * types at compile time (`FromSchema`). Nothing here runs a schema builder: the browser bundles carry the
 * constants a screen imports and no library code; the gateway hands the same objects to Fastify (routes'
 * schemas, the serializer, the OpenAPI document) and ajv.
 */
import type { JSONSchema } from 'json-schema-to-ts';

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

type Properties = Readonly<Record<string, JSONSchema>>;

/**
 * A closed object (`additionalProperties: false`): every property required unless named in `optional`. The
 * return type keeps the literal shape, so `FromSchema` derives the same type as from the object written out.
 */
export function closed<const P extends Properties, const O extends readonly (keyof P & string)[] = []>(
  properties: P,
  optional?: O,
): {
  readonly type: 'object';
  readonly additionalProperties: false;
  readonly required: readonly Exclude<keyof P & string, O[number]>[];
  readonly properties: P;
} {
  const skip = new Set<string>(optional ?? []);
  const required = Object.keys(properties).filter((name) => !skip.has(name)) as Exclude<
    keyof P & string,
    O[number]
  >[];
  return { type: 'object', additionalProperties: false, required, properties };
}

/** An array of one item schema. */
export function arrayOf<const S extends JSONSchema>(items: S): { readonly type: 'array'; readonly items: S } {
  return { type: 'array', items };
}

/** A value or null. */
export function orNull<const S extends JSONSchema>(
  schema: S,
): { readonly anyOf: readonly [S, { readonly type: 'null' }] } {
  return { anyOf: [schema, { type: 'null' }] };
}

/** A uid in a path: the bank's uids are uuids, as text. */
export const uuid = { type: 'string', minLength: 36, maxLength: 36 } as const;

/**
 * A query string: its parameters named and typed, others ignored (an open object: a cache-busting or tracking
 * parameter a browser or proxy adds must not fail the call). Bodies and answers are `closed`.
 */
export function query<const P extends Properties, const O extends readonly (keyof P & string)[] = []>(
  properties: P,
  optional?: O,
): {
  readonly type: 'object';
  readonly required: readonly Exclude<keyof P & string, O[number]>[];
  readonly properties: P;
} {
  const { required } = closed(properties, optional);
  return { type: 'object', required, properties };
}
