/**
 * Limits of a JSON body, checked on its text before it is parsed (issue 26). Whatever walks a parsed body
 * recursively (the text check of http/validation.ts, ajv, fast-deep-equal for `uniqueItems`) and whatever
 * grows with its number of values (ajv reports every error, one per unknown property; `uniqueItems` compares
 * every pair of items) is then bounded by these numbers instead of by the 6 MB body limit. 100,000 levels of
 * `[[[...` on the anonymous login were a 500 and a second of CPU each; 8,000 distinct `reads` took ajv 40 s.
 * One pass over the text, constant memory: a body over a limit costs no more than reading it.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * Deepest nesting of arrays and objects a body may have. The deepest body a route declares has 4 levels (a
 * payment order's `beneficiary.unstructuredAddress.addressLines`; json-limits.test.ts keeps 8 times that
 * room); a recursion 32 frames deep is nothing.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Most values a body may hold, counted as array elements plus object properties. The largest body a route
 * takes has about a hundred (24 reads of 3 fields); 2,000 keeps ajv's answer to the worst body to a few
 * thousand field errors, and the `uniqueItems` of the reads to 2 million comparisons (some 30 ms).
 */
export const MAX_JSON_VALUES = 2_000;

export interface JsonLimits {
  depth: number;
  values: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

const isJsonSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/** The index of the quote that ends the string opened at `start` (the text's length when none does). */
function endOfString(text: string, start: number): number {
  let quote = text.indexOf('"', start + 1);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return text.length;
}

/**
 * Which limit a JSON text goes past, if any, read in one pass without parsing: brackets inside strings (escapes
 * included) do not count. A text that is not JSON may pass; JSON.parse refuses it next.
 */
export function exceededJsonLimit(
  text: string,
  limits: JsonLimits = { depth: MAX_JSON_DEPTH, values: MAX_JSON_VALUES },
): keyof JsonLimits | null {
  let depth = 0;
  let values = 0;
  // Just after `[` or `{`: the next token is the container's first value unless it closes it.
  let opened = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isJsonSpace(code)) continue;
    if (opened && code !== CLOSE_ARRAY && code !== CLOSE_OBJECT) values += 1;
    opened = false;
    if (code === QUOTE) i = endOfString(text, i);
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limits.depth) return 'depth';
      opened = true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth -= 1;
    else if (code === COMMA) values += 1;
    if (values > limits.values) return 'values';
  }
  return null;
}

/** The spec's `{code, message}` refusal of a body over a limit (400: the request, not the server, is wrong). */
export function jsonLimitError(exceeded: keyof JsonLimits, limits: JsonLimits) {
  return exceeded === 'depth'
    ? badRequest('json_too_deep', `JSON body nested deeper than ${limits.depth} levels`)
    : badRequest(
        'json_too_many_values',
        `JSON body with more than ${limits.values} values (array elements and object properties)`,
      );
}

/**
 * Fastify's own JSON parser (secure-json-parse: `__proto__` and `constructor` keys refused, empty and malformed
 * bodies answered 400), behind the limits. Installed before the routes so that every route uses it.
 */
export function installJsonLimits(
  app: FastifyInstance,
  limits: JsonLimits = { depth: MAX_JSON_DEPTH, values: MAX_JSON_VALUES },
): void {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const exceeded = exceededJsonLimit(body as string, limits);
    if (exceeded) {
      done(jsonLimitError(exceeded, limits), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
