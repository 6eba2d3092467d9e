/**
 * Request validation (issue 10 item 5, spec §8 "400 ValidationError"): input is taken exactly as sent or
 * refused, never coerced or stripped.
 * - Bodies are JSON: their values must already have the declared JSON type, and an object schema that lists its
 *   properties is closed (an unknown property is a field error), unless it says `additionalProperties`.
 * - Query strings, path parameters and headers arrive as text: a value converts to a declared integer, number or
 *   boolean only when it is exactly one (`12`, `-3`, `1.5`, `true`, `false`); anything else (`""`, `" "`,
 *   `0x2`, `2e0`, `1`/`0` for a boolean) stays text and fails the type check. A single value of a declared list
 *   becomes a list of one.
 * - Integers are bounded to the safe range (±2^53−1) unless the schema says tighter, so `offset=2^63` is a 400,
 *   never a database overflow.
 * - Text containing NUL or a lone surrogate is refused wherever it comes from (body, path, query, headers):
 *   PostgreSQL cannot store either, and no customer means to send one.
 * - A JSON body nested too deep or holding too many values never gets here: http/json-limits.ts refuses it
 *   from its text, before it is parsed.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boundedInteger, closedObject, fromText, mapSchema } from 'shared-kernel/domain';
import { validationError } from './errors';
import { validatorOnFirstUse, type SchemaCompilation, type Validator } from './schema-compilation';

type Schema = Record<string, unknown>;

// The NUL is the point of this pattern (PostgreSQL text cannot hold it).
// eslint-disable-next-line no-control-regex
const NUL_OR_LONE_SURROGATE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text can be stored and means what it shows: no NUL, no lone surrogate. */
export const isSafeText = (text: string): boolean => !NUL_OR_LONE_SURROGATE.test(text);

/** A key on the way down from the value's root: a path is built only for the text that is refused. */
interface Step {
  key: string;
  parent: Step | null;
}

const pathTo = (base: string[], step: Step | null): string[] => {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) keys.push(at.key);
  return [...base, ...keys.reverse()];
};

/**
 * The path (`a.b.0`) of the first text in `value` (keys included) that is not safe, if any. Depth first in
 * key order with a stack of its own, so a body nested however deep costs time, never the call stack
 * (http/json-limits.ts bounds a body's depth before this runs; headers and query strings are flat).
 */
export function unsafeTextPath(value: unknown, path: string[] = []): string | null {
  const pending: { entries: [string, unknown][]; next: number; step: Step | null }[] = [];
  const visit = (item: unknown, step: Step | null): string | null => {
    if (typeof item === 'string') return isSafeText(item) ? null : pathTo(path, step).join('.') || 'body';
    if (item !== null && typeof item === 'object')
      pending.push({ entries: Object.entries(item as Schema), next: 0, step });
    return null;
  };
  const found = visit(value, null);
  if (found !== null) return found;
  while (pending.length > 0) {
    const container = pending[pending.length - 1]!;
    if (container.next === container.entries.length) {
      pending.pop();
      continue;
    }
    const [key, item] = container.entries[container.next]!;
    container.next += 1;
    if (!isSafeText(key))
      return [...pathTo(path, container.step), key.replace(/[^\x20-\x7e]/g, '?')].join('.');
    const inside = visit(item, { key, parent: container.step });
    if (inside !== null) return inside;
  }
  return null;
}

function refuseUnsafeText(part: unknown, path: string[] = []): void {
  const field = unsafeTextPath(part, path);
  if (field === null) return;
  throw validationError([
    { field, code: 'invalid_characters', message: 'must not contain NUL or unpaired surrogate characters' },
  ]);
}

function newAjv(): Ajv {
  // strict: false lets schemas carry documentation keywords (summary, description) beside validation.
  const ajv = new Ajv({
    allErrors: true,
    useDefaults: true,
    coerceTypes: false,
    removeAdditional: false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

/** A validator for text parts: converts exact numbers and booleans, then checks; Fastify keeps the value. */
function textValidator(validate: ValidateFunction, schema: Schema) {
  const check = (data: unknown) => {
    const value = fromText(schema, data ?? {});
    if (validate(value)) return { value };
    check.errors = validate.errors as ErrorObject[] | null | undefined;
    return false;
  };
  check.errors = null as ErrorObject[] | null | undefined;
  return check;
}

export function installValidation(app: FastifyInstance, compilation: SchemaCompilation): void {
  const ajv = newAjv();
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const compile = (): Validator => {
      const withBounds = mapSchema(schema, boundedInteger) as Schema;
      if (httpPart === 'body') return ajv.compile(mapSchema(withBounds, closedObject) as Schema);
      return textValidator(ajv.compile(withBounds), withBounds);
    };
    return compilation === 'on-first-use' ? validatorOnFirstUse(compile) : compile();
  });
  // Before the route's own guard: headers, path and query are text from the start.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined) refuseUnsafeText(value, [name]);
    refuseUnsafeText(request.params);
    refuseUnsafeText(request.query);
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    refuseUnsafeText(request.body);
  });
}
