/**
 * How the gateway reads a request against its schema (docs/security.md "Input rules"), once: the gateway's
 * validation (gateway/src/http/validation.ts) and the remotes' contract tests (shared-kernel/src/testing,
 * openapiCheck.ts) both apply these, so a contract test refuses exactly what the gateway would.
 * - An integer without bounds of its own is bounded to the safe range (an offset of 2^63 is a 400, not a 500).
 * - A body object that lists its properties accepts only those, unless it says otherwise (no stripping).
 * - Text of a path, query string or header is read as the schema's type only when it is exactly such a value.
 */
export type WireSchema = Record<string, unknown>;

const SAFE_INTEGER_BOUNDS = { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
const INTEGER_TEXT = /^-?(0|[1-9][0-9]*)$/;
const NUMBER_TEXT = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** The JSON types a schema allows (`type` as a list). */
export const schemaTypes = (schema: WireSchema | undefined): string[] =>
  ([] as string[]).concat((schema?.type as string | string[] | undefined) ?? []);

/** Applies `rewrite` to the schema and every schema nested in it (values of enum, const, default stay). */
export function mapSchema(schema: unknown, rewrite: (schema: WireSchema) => WireSchema): unknown {
  if (Array.isArray(schema)) return schema.map((item) => mapSchema(item, rewrite));
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: WireSchema = {};
  for (const [key, value] of Object.entries(schema as WireSchema)) {
    if (key === 'properties' && value && typeof value === 'object')
      copy[key] = Object.fromEntries(
        Object.entries(value as WireSchema).map(([name, property]) => [name, mapSchema(property, rewrite)]),
      );
    else if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') copy[key] = value;
    else copy[key] = mapSchema(value, rewrite);
  }
  return rewrite(copy);
}

/** An integer without its own bounds gets the safe range. */
export function boundedInteger(schema: WireSchema): WireSchema {
  if (!schemaTypes(schema).includes('integer')) return schema;
  return {
    ...schema,
    minimum: (schema.minimum as number | undefined) ?? SAFE_INTEGER_BOUNDS.minimum,
    maximum: (schema.maximum as number | undefined) ?? SAFE_INTEGER_BOUNDS.maximum,
  };
}

/** An object that lists its properties accepts only those, unless it says otherwise. */
export function closedObject(schema: WireSchema): WireSchema {
  if (schema.properties === undefined || schema.additionalProperties !== undefined) return schema;
  if (schema.patternProperties !== undefined) return schema;
  return { ...schema, additionalProperties: false };
}

/** Text of a query string, path or header as the schema's type, when it is exactly such a value. */
export function fromText(schema: WireSchema | undefined, value: unknown): unknown {
  if (!schema) return value;
  const types = schemaTypes(schema);
  if (types.includes('array') && !Array.isArray(value) && value !== undefined)
    return fromText(schema, [value]);
  if (Array.isArray(value))
    return types.includes('array') ? value.map((item) => fromText(schema.items as WireSchema, item)) : value;
  if (types.includes('object') && value && typeof value === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, WireSchema>;
    return Object.fromEntries(
      Object.entries(value as WireSchema).map(([name, item]) => [name, fromText(properties[name], item)]),
    );
  }
  if (typeof value !== 'string' || types.includes('string')) return value;
  if (types.includes('integer') && INTEGER_TEXT.test(value) && Number.isSafeInteger(Number(value)))
    return Number(value);
  if (types.includes('number') && NUMBER_TEXT.test(value)) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}
