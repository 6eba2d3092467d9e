/**
 * The test gateways compile a route's schemas on its first call (http/schema-compilation.ts), the serving gateway
 * at start: the same answers either way, and a schema that cannot compile stops only the gateway that compiles at
 * start, before it listens.
 */
import { createTestApp, WEB_HEADERS, type TestApp } from '../../test/helpers';
import { defineRoute } from './route';
import type { SchemaCompilation } from './schema-compilation';

/** Validates a body and answers by its response schema. */
const echo = defineRoute<{ Body: { amount: number; note?: string } }>({
  method: 'POST',
  url: '/api/test/echo',
  family: 'test',
  auth: 'none',
  apiKey: false,
  schema: {
    body: {
      type: 'object',
      required: ['amount'],
      properties: { amount: { type: 'integer', minimum: 1 }, note: { type: 'string', maxLength: 5 } },
    },
    response: { 200: { type: 'object', properties: { kept: { type: 'integer' } } } },
  },
  handler: (request) => ({ kept: request.body.amount }),
});

/** Requests whose answers must not depend on when the schemas compiled. */
async function answers(test: TestApp) {
  const calls = [
    { method: 'POST' as const, url: '/api/test/echo', payload: { amount: 3 } },
    { method: 'POST' as const, url: '/api/test/echo', payload: { amount: 0, note: 'too long', extra: 1 } },
    { method: 'POST' as const, url: '/api/test/echo', payload: { amount: '3' } },
    { method: 'GET' as const, url: '/api/v2/profile', headers: WEB_HEADERS },
    { method: 'GET' as const, url: '/api/v2/profile', headers: { 'accept-language': 'en' } },
  ];
  const out = [];
  for (const call of calls) {
    const response = await test.app.inject(call);
    out.push({ status: response.statusCode, body: response.json() as unknown });
  }
  return out;
}

/** A querystring schema Ajv cannot compile. */
const broken = defineRoute({
  method: 'GET',
  url: '/api/test/broken',
  family: 'test',
  auth: 'none',
  apiKey: false,
  schema: { querystring: { type: 'object', properties: { page: { type: 'page number' } } } },
  handler: () => ({}),
});

const answered: Partial<Record<SchemaCompilation, Awaited<ReturnType<typeof answers>>>> = {};

describe.each<SchemaCompilation>(['at-start', 'on-first-use'])('schemas compiled %s', (schemaCompilation) => {
  let test: TestApp;
  beforeAll(async () => {
    // The test gateway carries the broken route too: it must not matter until that route is called.
    const extraRoutes = schemaCompilation === 'on-first-use' ? [echo, broken] : [echo];
    test = await createTestApp({ extraRoutes, schemaCompilation });
  });
  afterAll(() => test.close());

  it('validates and serializes the same either way', async () => {
    const [ok, refused, text, withKey, noKey] = (answered[schemaCompilation] = await answers(test));
    expect(ok).toEqual({ status: 200, body: { kept: 3 } });
    expect(refused).toEqual({
      status: 400,
      body: expect.objectContaining({
        name: 'ValidationError',
        data: [
          expect.objectContaining({ code: 'additionalProperties', field: 'extra' }),
          expect.objectContaining({ code: 'minimum', field: 'amount' }),
          expect.objectContaining({ code: 'maxLength', field: 'note' }),
        ],
      }),
    });
    expect(text!.status).toBe(400);
    expect(withKey!.status).toBe(401);
    expect(noKey!.status).toBe(401);
    // The second call of a route runs what the first compiled.
    expect(await answers(test)).toEqual(answered[schemaCompilation]);
    if (schemaCompilation === 'on-first-use') expect(answered['on-first-use']).toEqual(answered['at-start']);
  });

  if (schemaCompilation === 'on-first-use')
    it('answers 500 on a route whose schema cannot compile, and only there', async () => {
      expect((await test.app.inject({ method: 'GET', url: '/api/test/broken' })).statusCode).toBe(500);
      const echoed = await test.app.inject({ method: 'POST', url: '/api/test/echo', payload: { amount: 2 } });
      expect(echoed.json()).toEqual({ kept: 2 });
    });
});

it('a schema that cannot compile stops the gateway that compiles at start before it is ready', async () => {
  await expect(createTestApp({ extraRoutes: [broken], schemaCompilation: 'at-start' })).rejects.toThrow(
    /type/,
  );
});
