/**
 * JSON schema pieces the platform's routes share. Path parameters (`{uid}`, `{id}`) are the kernel's
 * (`uidPathParams`, `idPathParams` in shared-kernel/domain contracts).
 */

/** The response of a 204 (no body): declare `response: { 204: noContent }`. */
export const noContent = { type: 'null', description: 'No content' } as const;

/** A JSON schema (responses are declared as data, read by Fastify's serializer and by the OpenAPI document). */
export type JsonSchema = Record<string, unknown>;

export const text: JsonSchema = { type: 'string' };
export const integer: JsonSchema = { type: 'integer' };
export const boolean: JsonSchema = { type: 'boolean' };
/** An ISO timestamp (toISOString). */
export const timestamp: JsonSchema = { type: 'string', format: 'date-time' };
/** A calendar day yyyy-MM-dd. */
export const day: JsonSchema = { type: 'string', format: 'date' };
/** Any JSON value (the stored JSON of a sandbox object, a catalogue subtree). */
export const anyValue: JsonSchema = {};

/** The same schema, or null. */
export function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.type)) return { ...schema, type: [...new Set([...schema.type, 'null'])] };
  return { anyOf: [schema, { type: 'null' }] };
}

export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/**
 * An object whose properties are all present (listed `optional` ones may be absent). Closed by default: the
 * serializer sends exactly these; `open: true` keeps properties not listed (a shape that varies by caller).
 */
export function object(
  properties: Record<string, JsonSchema>,
  options: { optional?: readonly string[]; open?: boolean } = {},
): JsonSchema {
  const optional = new Set(options.optional ?? []);
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((name) => !optional.has(name)),
    ...(options.open ? { additionalProperties: true } : {}),
  };
}

/** A map from keys to values of one schema (e.g. condition code → text). */
export const mapOf = (values: JsonSchema): JsonSchema => ({ type: 'object', additionalProperties: values });

/** Spec §3 Amount: integer minor units, the factor (decimal places) and the currency; never a float. */
export const amount = object({ value: integer, factor: integer, currency: text });

/** Spec §8: the body of a coded error (401, 403, 404, 409, 413, 415, 422, 423, 500), with its extra fields. */
export const codedError = object(
  { code: text, message: text, suggestions: arrayOf(anyValue) },
  { optional: ['message', 'suggestions'], open: true },
);

/** Spec §8: a 400 with field errors. */
export const validationErrorBody = object({
  name: { type: 'string', enum: ['ValidationError'] },
  message: text,
  data: arrayOf(object({ field: text, code: text, message: text })),
});
