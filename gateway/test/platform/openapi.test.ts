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
