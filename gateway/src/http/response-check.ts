/**
 * Tests only: every JSON answer is checked against the route's declared response schema before Fastify's
 * serializer sees it. The serializer would silently drop an undeclared property, turn a null into "" or a number
 * string into a number; here any of that answers 500 `response_schema_mismatch` naming the route and the field,
 * so every test that calls a route also checks its schema. Objects without `additionalProperties` are checked
 * closed (exactly what the serializer would keep).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSchema } from './schemas';

/** The schema as the serializer applies it: an object lists what it sends unless it says it is open. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] =
      key === 'properties' && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, property]) => [name, closed(property)]))
        : closed(value);
  }
  if (copy.properties !== undefined && copy.additionalProperties === undefined)
    copy.additionalProperties = false;
  return copy;
}

/** The declared schema for a status: the exact code, then its class (2xx), then default. */
export function responseSchemaFor(
  responses: Record<string, JsonSchema> | undefined,
  status: number,
): JsonSchema | undefined {
  if (!responses) return undefined;
  return responses[String(status)] ?? responses[`${String(status)[0]}xx`] ?? responses.default;
}

export function installResponseCheck(app: FastifyInstance): void {
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false });
  addFormats(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const responses = request.routeOptions.schema?.response as Record<string, JsonSchema> | undefined;
    const schema = responseSchemaFor(responses, reply.statusCode);
    if (!schema || reply.statusCode >= 400) return payload;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(closed(schema) as object);
      compiled.set(schema, validate);
    }
    // The serializer sees what JSON.stringify would produce (Dates as strings).
    if (validate(JSON.parse(JSON.stringify(payload ?? null)))) return payload;
    reply.code(500);
    return {
      code: 'response_schema_mismatch',
      message: `${request.method} ${request.routeOptions.url} ${reply.statusCode}`,
      errors: validate.errors,
    };
  });
}
