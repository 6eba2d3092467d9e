import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { OPENAPI_FILE } from '../../src/openapi/file';
import { gatewayOpenApi } from '../../src/routes';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

it('serves the OpenAPI document of every registered route', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
  const operations = Object.values(document.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
  expect(operations).toBe(t.app.routeRegistry.length);
  expect(document.paths['/api/v3/auth/login']?.post).toMatchObject({
    tags: ['auth'],
    'x-kontor-auth': 'none',
  });
});

it('matches the committed gateway/openapi.json (run `pnpm --filter gateway openapi:write` after changing a route)', async () => {
  // Compared as data, so formatting the file (prettier) does not matter.
  const committed: unknown = JSON.parse(readFileSync(join(__dirname, '..', '..', OPENAPI_FILE), 'utf8'));
  const generated = gatewayOpenApi(loadConfig({ KONTOR_ENV: 'local', KONTOR_DATA_DIR: 'memory' }));
  expect(committed).toEqual(generated);
  const served = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(served.json()).toEqual(generated);
});

it('declares a response for every operation: a JSON schema for its success status, or the media type of a raw route', () => {
  const undeclared = t.app.routeRegistry
    .filter((route) => route.family !== 'test')
    .filter((route) => {
      const statuses = Object.keys((route.schema?.response ?? {}) as Record<string, unknown>);
      return !route.produces && !statuses.some((status) => /^2(\d\d|xx)$/.test(status));
    })
    .map((route) => `${route.method} ${route.url}`);
  expect(undeclared).toEqual([]);
});

it('documents the error bodies of spec §8 on every operation', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  }>();
  for (const methods of Object.values(document.paths))
    for (const operation of Object.values(methods))
      expect(operation.responses['4XX']).toEqual({ $ref: '#/components/responses/Error' });
});

/** The operations whose answer may stay open (issue 27 item 2): they serve a schema document. */
const SCHEMA_SERVING = new Set([
  'get /api/openapi.json',
  'get /api/v2/transactions/{id}/customize',
  ...['iban', 'esr', 'wise', 'wisebusiness'].map(
    (base) => `get /api/v2/cash-accounts/{id}/${base}-payment-orders`,
  ),
]);

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
};

/** The paths inside a schema where an object names no properties, or lets any property through. */
function openPlaces(schema: Schema | undefined, at: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const places: string[] = [];
  const isObject = schema.type === 'object' || schema.properties !== undefined;
  if (
    isObject &&
    (schema.additionalProperties === true || (!schema.properties && !schema.additionalProperties))
  )
    places.push(at);
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    places.push(...openPlaces(property, `${at}.${name}`));
  if (typeof schema.additionalProperties === 'object')
    places.push(...openPlaces(schema.additionalProperties, `${at}.*`));
  places.push(...openPlaces(schema.items, `${at}[]`));
  (schema.anyOf ?? []).forEach((branch) => places.push(...openPlaces(branch, at)));
  return places;
}

it('closes every success answer: each object names its properties (but the schema-serving operations)', () => {
  const document = gatewayOpenApi(loadConfig({ KONTOR_ENV: 'local', KONTOR_DATA_DIR: 'memory' })) as {
    paths: Record<
      string,
      Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
    >;
  };
  const open: string[] = [];
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods))
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (!status.startsWith('2') || SCHEMA_SERVING.has(`${method} ${path}`)) continue;
        const places = openPlaces(answer.content?.['application/json']?.schema, '$');
        if (places.length > 0) open.push(`${method.toUpperCase()} ${path} ${status}: ${places.join(', ')}`);
      }
  expect(open).toEqual([]);
});
