/**
 * Issue 10 item 1: the login counters hold under concurrency (one conditional update per account and per
 * client, taken before the password or code is checked), the code count survives a new password login, and a
 * refresh never carries a session past its absolute lifetime. Runs on PGlite and PostgreSQL.
 */
import type { LightMyRequestResponse } from 'fastify';
import {
  createTestApp,
  latestOutboxCode,
  loginWeak,
  PERSONA_PASSWORD,
  sessionCookieOf,
  WEB_HEADERS,
  type TestApp,
} from '../../test/helpers';
import { ANNA, BEN, CLAIRE, LUCA, NORA, RITA } from '../../test/personas';

const QUENTIN = 'quentin@kontor.test';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function post(url: string, payload?: object, cookie?: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { ...WEB_HEADERS, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

const login = (email: string, password: string, remoteAddress?: string, cookie?: string) =>
  post('/api/v3/auth/login', { email, password }, cookie, remoteAddress);
const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);
const wrongCodeFor = (code: string) => (code === '000000' ? '000001' : '000000');

describe('parallel guessing', () => {
  it('40 parallel password logins, the right password at position 30: refused once locked', async () => {
    const passwords = Array.from({ length: 40 }, (_, i) => (i === 29 ? PERSONA_PASSWORD : `wrong-${i}`));
    const responses = await Promise.all(passwords.map((password) => login(NORA, password)));
    expect(responses[29]!.statusCode).toBe(423);
    expect(statuses(responses).filter((status) => status === 200)).toEqual([]);
    // Exactly the first maxFailedLogins attempts were judged; the fifth failure locked, the rest never ran.
    expect(statuses(responses).filter((status) => status === 401)).toHaveLength(4);
    expect(responses.every((r) => r.statusCode !== 423 || r.json().code === 'login_locked')).toBe(true);
  });

  it('40 parallel codes on one weak session, the right one at position 30: refused once locked', async () => {
    const weak = await loginWeak(t.app, LUCA);
    const code = await latestOutboxCode(t.app, LUCA);
    const codes = Array.from({ length: 40 }, (_, i) => (i === 29 ? code : wrongCodeFor(code)));
    const responses = await Promise.all(codes.map((c) => post('/api/v3/auth/strong', { code: c }, weak)));
    expect(responses[29]!.statusCode).toBe(423);
    expect(statuses(responses).filter((status) => status === 200)).toEqual([]);
    expect(statuses(responses).filter((status) => status === 401)).toHaveLength(4);
    // The session never became strong.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v3/auth/session',
      headers: { ...WEB_HEADERS, cookie: weak },
    });
    expect(session.json()).toMatchObject({ authLevel: 'weak' });
  });

  it('24 wrong codes over 6 rounds of (login, 4 wrong codes) lock the code step: a new login does not reset it', async () => {
    const answers: number[] = [];
    for (let round = 0; round < 6; round++) {
      const response = await login(CLAIRE, PERSONA_PASSWORD);
      answers.push(response.statusCode);
      const weak = sessionCookieOf(response, t.config);
      if (!weak) continue;
      const code = await latestOutboxCode(t.app, CLAIRE);
      for (let attempt = 0; attempt < 4; attempt++)
        answers.push((await post('/api/v3/auth/strong', { code: wrongCodeFor(code) }, weak)).statusCode);
    }
    expect(answers).toContain(423);
    // Even the right code of a fresh login is refused while the code step is locked.
    const fresh = await login(CLAIRE, PERSONA_PASSWORD);
    const weak = sessionCookieOf(fresh, t.config);
    if (weak) {
      const code = await latestOutboxCode(t.app, CLAIRE);
      expect((await post('/api/v3/auth/strong', { code }, weak)).statusCode).toBe(423);
    } else {
      expect(fresh.statusCode).toBe(423);
    }
  });
});

describe('a lockout an attacker cannot turn against the customer', () => {
  it("one client's guessing locks that client, not the customer's other device", async () => {
    // Ben signs in on his laptop once: the laptop is a known device of his from then on.
    const laptop = await login(BEN, PERSONA_PASSWORD, '10.1.1.1');
    const code = await latestOutboxCode(t.app, BEN);
    const strong = await post(
      '/api/v3/auth/strong',
      { code },
      sessionCookieOf(laptop, t.config)!,
      '10.1.1.1',
    );
    expect(strong.statusCode).toBe(200);
    const device = deviceCookieOf(strong);
    expect(device).not.toBeNull();

    const guesses = [];
    for (let i = 0; i < 8; i++) guesses.push((await login(BEN, `guess-${i}`, '203.0.113.9')).statusCode);
    expect(guesses.slice(4)).toEqual([423, 423, 423, 423]);
    // The attacker's client stays locked even with the right password ...
    expect((await login(BEN, PERSONA_PASSWORD, '203.0.113.9')).statusCode).toBe(423);
    // ... while Ben signs in from his laptop (new address, known device).
    expect((await login(BEN, PERSONA_PASSWORD, '198.51.100.7', device!)).statusCode).toBe(200);
  });

  it('guessing from many addresses locks unknown clients of the account, never its known devices', async () => {
    const first = await login(QUENTIN, PERSONA_PASSWORD, '10.2.2.2');
    const code = await latestOutboxCode(t.app, QUENTIN);
    const strong = await post('/api/v3/auth/strong', { code }, sessionCookieOf(first, t.config)!, '10.2.2.2');
    const device = deviceCookieOf(strong)!;

    // 3 guesses each from 12 addresses: under every client's limit, over the account's.
    const botnet = Array.from({ length: 12 }, (_, i) => `192.0.2.${i + 10}`);
    const answers: number[] = [];
    for (const address of botnet)
      for (let i = 0; i < 3; i++) answers.push((await login(QUENTIN, `bot-${i}`, address)).statusCode);
    expect(answers.slice(-5)).toEqual([423, 423, 423, 423, 423]);
    // A new address without the device cookie is held off too, even with the right password ...
    expect((await login(QUENTIN, PERSONA_PASSWORD, '192.0.2.200')).statusCode).toBe(423);
    // ... but Quentin's known device is not.
    expect((await login(QUENTIN, PERSONA_PASSWORD, '192.0.2.201', device)).statusCode).toBe(200);
  });

  it("a customer's own successful logins never add up to a lock (30 in a row from one new address)", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 30; i++)
      answers.push((await login(RITA, PERSONA_PASSWORD, '198.51.100.7')).statusCode);
    expect(answers).toEqual(Array.from({ length: 30 }, () => 200));
  });

  it('a lock ends: the right password works again once it has passed, and the next lock lasts longer', async () => {
    const fail = () => login(ANNA, 'not-her-password', '10.3.3.3');
    for (let i = 0; i < 4; i++) expect((await fail()).statusCode).toBe(401);
    const first = await fail();
    expect(first.statusCode).toBe(423);
    const firstRetry = first.json<{ retryAfterSeconds: number }>().retryAfterSeconds;
    expect(firstRetry).toBeGreaterThan(14 * 60);
    expect(firstRetry).toBeLessThanOrEqual(15 * 60);
    await t.db
      .updateTable('auth_throttles')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .execute();
    for (let i = 0; i < 4; i++) expect((await fail()).statusCode).toBe(401);
    const second = await fail();
    expect(second.json<{ retryAfterSeconds: number }>().retryAfterSeconds).toBeGreaterThan(firstRetry);
    await t.db
      .updateTable('auth_throttles')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .execute();
    expect((await login(ANNA, PERSONA_PASSWORD, '10.3.3.3')).statusCode).toBe(200);
  });
});

function deviceCookieOf(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((c) => c.name === `kontor_${t.config.env}_device`);
  return cookie?.value ? `${cookie.name}=${cookie.value}` : null;
}
