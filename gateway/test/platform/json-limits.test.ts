/**
 * Issue 26: the limits of a JSON body (http/json-limits.ts) and why they cost nothing. The scan agrees with
 * the parsed value on random JSON; a body over a limit is refused before JSON.parse sees it (so ajv and the
 * text walk never do), the proof that it costs one pass over its text whatever its nesting; the text walk of
 * http/validation.ts keeps its own stack; the limits leave room for every body a route declares.
 */
import fc from 'fast-check';
import {
  exceededJsonLimit,
  MAX_JSON_DEPTH,
  MAX_JSON_VALUES,
  type JsonLimits,
} from '../../src/http/json-limits';
import { unsafeTextPath } from '../../src/http/validation';
import { createTestApp, WEB_HEADERS, type TestApp } from '../helpers';

const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObjects = (depth: number) => '{"a":'.repeat(depth) + '0' + '}'.repeat(depth);

/** Nesting and number of values (array elements, object properties) of a parsed value. */
function measure(value: unknown): JsonLimits {
  if (value === null || typeof value !== 'object') return { depth: 0, values: 0 };
  const items = Object.values(value);
  const inner = items.map(measure);
  return {
    depth: 1 + Math.max(0, ...inner.map((m) => m.depth)),
    values: items.length + inner.reduce((sum, m) => sum + m.values, 0),
  };
}

describe('the scan of a JSON text', () => {
  it('measures what JSON.parse reads: exactly at its depth and size it passes, one less it refuses', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 6, stringUnit: 'binary' }),
        fc.constantFrom(undefined, 0, 2, '\t', ' \r\n'),
        (value, indent) => {
          const text = JSON.stringify(value, null, indent as never);
          const { depth, values } = measure(JSON.parse(text));
          expect(exceededJsonLimit(text, { depth, values })).toBeNull();
          if (depth > 0) expect(exceededJsonLimit(text, { depth: depth - 1, values })).toBe('depth');
          if (values > 0) expect(exceededJsonLimit(text, { depth, values: values - 1 })).toBe('values');
        },
      ),
      { seed: 26, numRuns: 500 },
    );
  });

  it('does not count brackets and commas inside strings, escaped quotes and backslashes included', () => {
    const limits = { depth: 1, values: 1 };
    expect(exceededJsonLimit(`["${'[{,'.repeat(100)}"]`, limits)).toBeNull();
    expect(exceededJsonLimit(String.raw`["\"[[[[,,,,"]`, limits)).toBeNull();
    expect(exceededJsonLimit(String.raw`["\\\\\"[[,"]`, limits)).toBeNull();
    // An escaped backslash ends before the quote: the brackets after it are structure.
    expect(exceededJsonLimit(String.raw`["\\",[[]]]`, { depth: 2, values: 10 })).toBe('depth');
    expect(exceededJsonLimit(String.raw`["\\",[[]]]`, { depth: 3, values: 10 })).toBeNull();
  });

  it('passes the limits, refuses one more', () => {
    expect(exceededJsonLimit(deepArrays(MAX_JSON_DEPTH))).toBeNull();
    expect(exceededJsonLimit(deepObjects(MAX_JSON_DEPTH))).toBeNull();
    expect(exceededJsonLimit(deepArrays(MAX_JSON_DEPTH + 1))).toBe('depth');
    expect(exceededJsonLimit(`[${'0,'.repeat(MAX_JSON_VALUES - 1)}0]`)).toBeNull();
    expect(exceededJsonLimit(`[${'0,'.repeat(MAX_JSON_VALUES)}0]`)).toBe('values');
  });
});

describe('the text walk of http/validation.ts', () => {
  it('walks a value nested 100,000 deep without the call stack', () => {
    const deep = JSON.parse('{"a":'.repeat(100_000) + '"x\\u0000"' + '}'.repeat(100_000)) as unknown;
    expect(unsafeTextPath(deep)).toBe(Array(100_000).fill('a').join('.'));
    expect(unsafeTextPath(JSON.parse(deepArrays(100_000)))).toBeNull();
  });

  it('names the first unsafe text in key order, a key by its printable part', () => {
    expect(unsafeTextPath({ a: ['ok', { b: 'x\u0000' }], c: '\ud800' })).toBe('a.1.b');
    expect(unsafeTextPath({ a: { 'k\u0000ey': 1 } })).toBe('a.k?ey');
    expect(unsafeTextPath('\ud800', ['street'])).toBe('street');
    expect(unsafeTextPath('\udc00')).toBe('body');
  });
});

describe('the gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { paymentSchedulerMs: 0 } });
  });
  afterAll(() => t.close());

  const login = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/login',
      headers: { ...WEB_HEADERS, 'content-type': 'application/json' },
      payload,
    });

  it('refuses a too deep body before JSON.parse sees it (one pass over the text, not a walk of a value)', async () => {
    const parse = jest.spyOn(JSON, 'parse');
    try {
      // Same size as the deep objects (600 KB): the spy does see a body the gateway parses.
      const flat = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(600_001 - 32) });
      expect((await login(flat)).statusCode).toBe(400);
      expect(parse.mock.calls.some(([text]) => text === flat)).toBe(true);
      // 600 KB of objects, 200 KB and the whole 6 MB body limit of arrays, one level over the limit.
      const bodies = [deepObjects(100_000), deepArrays(100_000), deepArrays(3_000_000), deepArrays(33)];
      for (const body of bodies) {
        parse.mockClear();
        const response = await login(body);
        expect({ status: response.statusCode, body: response.json() }).toEqual({
          status: 400,
          body: { code: 'json_too_deep', message: `JSON body nested deeper than ${MAX_JSON_DEPTH} levels` },
        });
        expect(parse.mock.calls.filter(([text]) => text === body)).toEqual([]);
      }
    } finally {
      parse.mockRestore();
    }
  });

  it('checks every spelling of application/json', async () => {
    for (const type of [
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/json;charset=UTF-8',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v3/auth/login',
        headers: { ...WEB_HEADERS, 'content-type': type },
        payload: deepArrays(MAX_JSON_DEPTH + 1),
      });
      expect({ type, status: response.statusCode, code: response.json().code }).toEqual({
        type,
        status: 400,
        code: 'json_too_deep',
      });
    }
  });

  it('answers a body over the size limit with 413 naming the limit', async () => {
    const response = await login(`{"x":"${'a'.repeat(t.config.bodyLimitBytes)}"}`);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 413,
      body: {
        code: 'payload_too_large',
        message: `request body larger than ${t.config.bodyLimitBytes} bytes`,
      },
    });
  });

  it('leaves room for the deepest body a route declares', () => {
    const depthOf = (schema: unknown): number => {
      if (Array.isArray(schema)) return Math.max(0, ...schema.map(depthOf));
      if (schema === null || typeof schema !== 'object') return 0;
      const { type, properties, items, additionalProperties, ...rest } = schema as Record<string, unknown>;
      const inner = Math.max(
        0,
        ...Object.values((properties ?? {}) as Record<string, unknown>).map(depthOf),
        depthOf(items),
        depthOf(additionalProperties),
        ...['oneOf', 'anyOf', 'allOf'].map((combinator) => depthOf(rest[combinator])),
      );
      const container = [type].flat().some((name) => name === 'object' || name === 'array');
      return (container ? 1 : 0) + inner;
    };
    const deepest = Math.max(...t.app.routeRegistry.map((route) => depthOf(route.schema?.body)));
    expect(deepest).toBeGreaterThanOrEqual(4); // a payment order's beneficiary.unstructuredAddress.addressLines
    expect(deepest * 8).toBeLessThanOrEqual(MAX_JSON_DEPTH);
  });
});
