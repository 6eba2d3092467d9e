/**
 * Issue 10: the gateway's own answers carry the hardening headers (docs/security.md "Gateway headers"):
 * nosniff, no referrer, never framed; HSTS everywhere but local (local is plain http on localhost).
 */
import { createTestApp, WEB_HEADERS, type TestApp } from '../../test/helpers';

let local: TestApp;
let prod: TestApp;

beforeAll(async () => {
  local = await createTestApp({ seed: false });
  prod = await createTestApp({ seed: false, config: { env: 'prod' } });
});
afterAll(async () => {
  await local.close();
  await prod.close();
});

const HARDENING = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

it.each([
  ['a JSON answer', '/api/v3/auth/session'],
  ['an error', '/api/does-not-exist'],
  ['a refused call', '/api/v2/natural-person'],
])('%s carries nosniff, no-referrer and frame protection', async (_, url) => {
  const response = await local.app.inject({ method: 'GET', url, headers: WEB_HEADERS });
  expect(response.headers).toMatchObject(HARDENING);
  expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
  expect(response.headers['strict-transport-security']).toBeUndefined();
});

it('adds HSTS outside local', async () => {
  const response = await prod.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.headers).toMatchObject(HARDENING);
  expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
});
