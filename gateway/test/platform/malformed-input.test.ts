import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { RegisteredRoute } from '../../src/http/route';
import { createTestApp, loginAs, WEB_HEADERS, type TestApp } from '../helpers';
import { concreteUrl, rowCounts, writeRoutesOf } from '../write-routes';
import { ANNA, BAECKEREI, partnershipUid } from '../personas';

interface PropertySchema {
  type?: string | string[];
}
interface ObjectSchema {
  type?: string | string[];
  properties?: Record<string, PropertySchema>;
  required?: string[];
}

let t: TestApp;
let writeRoutes: RegisteredRoute[];
let cookie: string;
let baeckerei: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ANNA);
  baeckerei = await partnershipUid(t.db, BAECKEREI);
  writeRoutes = writeRoutesOf(t.app);
});
afterAll(() => t.close());

function headersFor(route: RegisteredRoute): Record<string, string> {
  return {
    ...WEB_HEADERS,
    cookie,
    ...(route.context === 'private' ? {} : { 'x-partnership-uid': baeckerei }),
  };
}

/** Spec §8: 400 ValidationError with field data, or `{code, message?}`; any 4xx, never a 5xx. */
function expectSpecError(response: LightMyRequestResponse, label: string): void {
  if (response.statusCode < 400 || response.statusCode >= 500) {
    throw new Error(`${label}: expected a 4xx, got ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  const body = response.json<Record<string, unknown>>();
  const validation =
    body.name === 'ValidationError' &&
    typeof body.message === 'string' &&
    Array.isArray(body.data) &&
    (body.data as Record<string, unknown>[]).every(
      (d) => typeof d.field === 'string' && typeof d.code === 'string' && typeof d.message === 'string',
    );
  const coded = typeof body.code === 'string';
  if (!validation && !coded)
    throw new Error(`${label}: not the spec's error shape: ${response.body.slice(0, 300)}`);
}

/** A generated "broken" body may happen to be valid JSON (`{} `): such a body is no malformed input. */
function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A value ajv cannot coerce into `type` (coerceTypes 'array' turns scalars into strings, numbers and
 * one-element arrays, but never an object into anything, nor anything into an object).
 */
function wrongTypeFor(schema: PropertySchema | undefined): fc.Arbitrary<unknown> | null {
  const types = ([] as string[]).concat(schema?.type ?? []);
  const anObject = fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), {
    minKeys: 1,
    maxKeys: 3,
  });
  if (types.length === 0 || (types.includes('object') && types.includes('array'))) return null;
  if (types.includes('object')) return types.includes('boolean') ? null : fc.boolean();
  return anObject;
}

/** Bodies that break the route's body schema: not an object, a required field missing, or a field of the wrong type. */
function malformedBody(schema: ObjectSchema): fc.Arbitrary<unknown> {
  const notAnObject = fc.oneof(
    fc.integer(),
    fc.string(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.boolean(),
  );
  const candidates: fc.Arbitrary<unknown>[] = [notAnObject];
  const required = schema.required ?? [];
  const properties = schema.properties ?? {};
  if (required.length > 0) {
    candidates.push(
      fc
        .constantFrom(...required)
        .map((missing) =>
          Object.fromEntries(required.filter((name) => name !== missing).map((name) => [name, 'x'])),
        ),
    );
  }
  const typed = Object.entries(properties).flatMap(([name, property]) => {
    const wrong = wrongTypeFor(property);
    return wrong ? [wrong.map((value) => ({ [name]: value }))] : [];
  });
  if (typed.length > 0) candidates.push(fc.oneof(...typed));
  return fc.oneof(...candidates);
}

it('every write route answers malformed bodies with a spec 4xx and writes nothing', async () => {
  const before = await rowCounts(t.db);
  const checked: string[] = [];
  for (const route of writeRoutes) {
    const body = route.schema?.body as ObjectSchema | undefined;
    if (!body || ([] as string[]).concat(body.type ?? []).join() !== 'object') continue;
    checked.push(`${route.method} ${route.url}`);
    await fc.assert(
      fc.asyncProperty(
        malformedBody(body),
        fc.string({ minLength: 1, maxLength: 12 }),
        async (payload, param) => {
          const response = await t.app.inject({
            method: route.method,
            url: concreteUrl(route, param),
            headers: { ...headersFor(route), 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          expectSpecError(response, `${route.method} ${route.url} ${JSON.stringify(payload)}`);
        },
      ),
      { numRuns: 15 },
    );
  }
  expect(checked.length).toBeGreaterThan(3);
  expect(await rowCounts(t.db)).toEqual(before);
});

it('every write route answers malformed JSON, a foreign partnership and a missing api key with a spec 4xx', async () => {
  const before = await rowCounts(t.db);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...writeRoutes),
      fc.oneof(
        fc.constant('{'),
        fc.constant('{"a":'),
        fc.constant('[1,'),
        fc
          .string({ minLength: 1, maxLength: 20 })
          .map((s) => `{${s}`)
          .filter((text) => !parsesAsJson(text)),
      ),
      fc
        .string({ minLength: 1, maxLength: 30 })
        .filter((s) => s.trim() !== baeckerei && /^[\x21-\x7e]+$/.test(s)),
      async (route, brokenJson, foreignPartnership) => {
        const url = concreteUrl(route, 'x');
        const malformed = await t.app.inject({
          method: route.method,
          url,
          headers: { ...headersFor(route), 'content-type': 'application/json' },
          payload: brokenJson,
        });
        expectSpecError(malformed, `${route.method} ${route.url} malformed JSON`);

        if (route.auth !== 'none') {
          const foreign = await t.app.inject({
            method: route.method,
            url,
            headers: { ...WEB_HEADERS, cookie, 'x-partnership-uid': foreignPartnership },
          });
          expect(foreign.statusCode).toBe(403);
          expect(foreign.json()).toMatchObject({ code: 'forbidden' });
        }

        // Sandbox tools that stand for another party (apiKey: false) are not web-app calls.
        if (route.apiKey !== false) {
          const keyless = await t.app.inject({ method: route.method, url, headers: { cookie } });
          expectSpecError(keyless, `${route.method} ${route.url} without api key`);
          expect(keyless.statusCode).toBe(401);
        }
      },
    ),
    { numRuns: 60 },
  );
  expect(await rowCounts(t.db)).toEqual(before);
});

it('answers an oversized body with 413 payload_too_large', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    headers: { ...WEB_HEADERS, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(t.config.bodyLimitBytes + 1) }),
  });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toMatchObject({ code: 'payload_too_large' });
});

it('answers an unknown route with 404 not_found', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist', headers: WEB_HEADERS });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'not_found' });
});
