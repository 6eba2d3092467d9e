import {
  createTestApp,
  latestOutboxCode,
  loginAs,
  loginProspect,
  loginWeak,
  sessionCookieOf,
  WEB_HEADERS,
  type TestApp,
} from '../../test/helpers';
import { ANNA, CLAIRE, LUCA, NORA, PAUL } from '../../test/personas';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function post(url: string, payload?: object, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...WEB_HEADERS, ...(cookie ? { cookie } : {}) },
    payload,
  });
}
function session(cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/v3/auth/session',
    headers: { ...WEB_HEADERS, ...(cookie ? { cookie } : {}) },
  });
}

describe('password login', () => {
  it('answers a weak session, an HttpOnly SameSite=Lax cookie and a code in the outbox', async () => {
    const response = await post('/api/v3/auth/login', { email: NORA, password: 'Kontor-Sandbox-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authLevel: 'weak', refreshTokenExp: expect.any(Number) });
    const cookie = response.cookies.find((c) => c.name === 'kontor_local_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await latestOutboxCode(t.app, NORA)).toMatch(/^\d{6}$/);
    const stored = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(cookie!.value);
  });

  it('refuses a wrong password with 401 invalid_credentials', async () => {
    const response = await post('/api/v3/auth/login', { email: NORA, password: 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_credentials' });
    expect(sessionCookieOf(response, t.config)).toBeNull();
  });

  it('refuses an unknown email like a wrong password', async () => {
    const response = await post('/api/v3/auth/login', {
      email: 'nobody@kontor.test',
      password: 'Kontor-Sandbox-1',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('locks the login after 5 failures for 15 minutes, even for the right password', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(
        (await post('/api/v3/auth/login', { email: CLAIRE, password: `wrong-${attempt}` })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    const locked = await post('/api/v3/auth/login', { email: CLAIRE, password: 'Kontor-Sandbox-1' });
    expect(locked.statusCode).toBe(423);
    const body = locked.json<{ code: string; retryAfterSeconds: number }>();
    expect(body.code).toBe('login_locked');
    expect(body.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    // Once the lock has passed, the right password works again.
    await t.db
      .updateTable('auth_throttles')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('subject', 'like', `${CLAIRE}%`)
      .execute();
    expect(
      (await post('/api/v3/auth/login', { email: CLAIRE, password: 'Kontor-Sandbox-1' })).statusCode,
    ).toBe(200);
  });
});

describe('strong authentication', () => {
  it('turns the weak session into a strong one with the outbox code and rotates the token', async () => {
    const weak = await loginWeak(t.app, LUCA);
    const code = await latestOutboxCode(t.app, LUCA);
    const response = await post('/api/v3/auth/strong', { code }, weak);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ authLevel: 'strong' });
    const strong = sessionCookieOf(response, t.config)!;
    expect(strong).not.toEqual(weak);
    expect((await session(strong)).json()).toMatchObject({
      authLevel: 'strong',
      userUid: expect.any(String),
      prospect: null,
    });
    expect((await session(weak)).json()).toMatchObject({ authLevel: 'none' });
  });

  it('refuses a wrong code with 401 invalid_code', async () => {
    const weak = await loginWeak(t.app, LUCA);
    const code = await latestOutboxCode(t.app, LUCA);
    const wrong = code === '000000' ? '000001' : '000000';
    const response = await post('/api/v3/auth/strong', { code: wrong }, weak);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_code' });
  });

  it('refuses an expired code with 401 code_expired', async () => {
    const weak = await loginWeak(t.app, LUCA);
    const code = await latestOutboxCode(t.app, LUCA);
    // Five minutes have passed (spec: codes expire).
    await t.db
      .updateTable('auth_codes')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('email', '=', LUCA)
      .execute();
    const response = await post('/api/v3/auth/strong', { code }, weak);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'code_expired' });
  });

  it('requires a weak session', async () => {
    expect((await post('/api/v3/auth/strong', { code: '123456' })).statusCode).toBe(401);
  });
});

describe('prospect login', () => {
  it('gives a pin session for the emailed code, and the code works once only', async () => {
    await post('/api/v2/auth/prospects/login', { email: PAUL });
    const code = await latestOutboxCode(t.app, PAUL);
    const first = await post('/api/v2/auth/prospects/verify', { email: PAUL, code });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ authLevel: 'pin' });
    const pin = sessionCookieOf(first, t.config)!;
    expect((await session(pin)).json()).toMatchObject({
      authLevel: 'pin',
      userUid: null,
      prospect: { email: PAUL },
    });

    const reused = await post('/api/v2/auth/prospects/verify', { email: PAUL, code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'invalid_code' });
  });

  it('a pin session cannot reach a weak route', async () => {
    const pin = await loginProspect(t.app, PAUL);
    expect((await post('/api/v3/auth/strong', { code: '123456' }, pin)).statusCode).toBe(401);
  });
});

describe('refresh and logout', () => {
  it('rotates the token: the new one works, the old one is refused afterwards', async () => {
    const before = await loginAs(t.app, ANNA);
    const refreshed = await post('/api/v3/auth/refresh', undefined, before);
    expect(refreshed.statusCode).toBe(204);
    expect(Number(refreshed.headers['x-refresh-token-exp'])).toBeGreaterThan(Date.now());
    const after = sessionCookieOf(refreshed, t.config)!;
    expect(after).not.toEqual(before);
    expect((await session(after)).json()).toMatchObject({ authLevel: 'strong' });
    expect((await session(before)).json()).toMatchObject({ authLevel: 'none' });
    expect((await post('/api/v3/auth/refresh', undefined, before)).statusCode).toBe(401);
  });

  it('logout ends this session only: another device of the same person stays signed in', async () => {
    const laptop = await loginAs(t.app, ANNA);
    const phone = await loginAs(t.app, ANNA);
    const out = await post('/api/v3/auth/logout', undefined, laptop);
    expect(out.statusCode).toBe(204);
    expect((await session(laptop)).json()).toMatchObject({ authLevel: 'none' });
    expect((await session(phone)).json()).toMatchObject({ authLevel: 'strong' });
  });

  it('an expired session is refused', async () => {
    const cookie = await loginAs(t.app, NORA);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('email', '=', NORA)
      .execute();
    expect((await session(cookie)).json()).toMatchObject({ authLevel: 'none' });
    expect((await post('/api/v3/auth/refresh', undefined, cookie)).statusCode).toBe(401);
  });
});

describe('platform guards', () => {
  it('refuses a request without the api key with 401 invalid_api_key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/auth/session' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_api_key' });
  });

  it('refuses a partnership the caller is not engaged in with 403 forbidden', async () => {
    const cookie = await loginAs(t.app, CLAIRE);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: { ...WEB_HEADERS, cookie, 'x-partnership-uid': 'not-my-partnership' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
    // Refused before the handler: the session was not rotated.
    expect((await session(cookie)).json()).toMatchObject({ authLevel: 'strong' });
  });

  it('answers health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', db: t.database.kind, version: '1.14.3' });
  });
});

describe('sandbox outbox', () => {
  it('does not exist outside local and sandbox', async () => {
    const prod = await createTestApp({ seed: false, config: { env: 'prod' } });
    try {
      const response = await prod.app.inject({
        method: 'GET',
        url: '/api/sandbox/outbox',
        query: { email: ANNA },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
