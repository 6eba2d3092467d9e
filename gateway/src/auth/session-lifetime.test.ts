/**
 * Issue 10 item 1: a session lives at most 12 hours from its sign-in, however often it is refreshed (the idle
 * lifetime of 15 minutes restarts with each refresh, the absolute one never does). The clock is jest's.
 */
import { createTestApp, loginAs, sessionCookieOf, WEB_HEADERS, type TestApp } from '../../test/helpers';
import { ANNA } from '../../test/personas';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => jest.useRealTimers());

const HOUR = 60 * 60_000;
/** Only Date is faked: timers, promises and the database driver run as usual. */
const NOT_THE_DATE = [
  'nextTick',
  'setImmediate',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'clearImmediate',
  'queueMicrotask',
  'hrtime',
  'performance',
] as const;

function refresh(cookie: string) {
  return t.app.inject({ method: 'POST', url: '/api/v3/auth/refresh', headers: { ...WEB_HEADERS, cookie } });
}

it('refreshing every 14 minutes keeps a session alive for 12 hours and not a minute longer', async () => {
  let cookie = await loginAs(t.app, ANNA);
  // The sign-in happened before this instant: its absolute end is at most 12 hours after it.
  const signIn = Date.now();
  jest.useFakeTimers({ now: signIn, doNotFake: [...NOT_THE_DATE] });
  let lastExpiry = 0;
  for (let elapsed = 14 * 60_000; elapsed < 13 * HOUR; elapsed += 14 * 60_000) {
    jest.setSystemTime(signIn + elapsed);
    const response = await refresh(cookie);
    if (response.statusCode !== 204) {
      // Refused only once the absolute lifetime has passed.
      expect(response.statusCode).toBe(401);
      expect(elapsed).toBeGreaterThanOrEqual(12 * HOUR - 15 * 60_000);
      expect(lastExpiry).toBeLessThanOrEqual(signIn + 12 * HOUR);
      return;
    }
    lastExpiry = Number(response.headers['x-refresh-token-exp']);
    expect(lastExpiry).toBeLessThanOrEqual(signIn + 12 * HOUR);
    cookie = sessionCookieOf(response, t.config)!;
  }
  throw new Error('the session was still refreshed 13 hours after sign-in');
});
