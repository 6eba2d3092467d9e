import type { RegisteredRoute } from '../../src/http/route';
import { createTestApp, loginAs, WEB_HEADERS, type TestApp } from '../helpers';
import {
  ANNA,
  BAECKEREI,
  CLAIRE,
  LUCA,
  RITA,
  ensurePlatformPersonas,
  partnershipUid,
  personUid,
} from './personas';

type Outcome = 'allowed' | 'forbidden' | 'unauthenticated';
type Caller = 'anonymous' | 'anna' | 'luca' | 'rita' | 'claire';

/**
 * Persona × route family in the Bäckerei Meier GmbH context (x-partnership-uid), PERSONAS.md:
 * Anna partner+delegate+deputy, Luca delegate with limited rights, Rita registered only, Claire not engaged.
 * `allowed` = past authorization (any status but 401/403). Private-context routes are checked in the
 * caller's own context instead (every signed-in person may use their own). A family without a row fails.
 */
const MATRIX: Record<string, Record<Caller, Outcome>> = {
  platform: { anonymous: 'allowed', anna: 'allowed', luca: 'allowed', rita: 'allowed', claire: 'allowed' },
  auth: { anonymous: 'allowed', anna: 'allowed', luca: 'allowed', rita: 'allowed', claire: 'allowed' },
  sandbox: { anonymous: 'allowed', anna: 'allowed', luca: 'allowed', rita: 'allowed', claire: 'allowed' },
  events: {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'reference.read': {
    anonymous: 'allowed',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'allowed',
  },
  'user.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'user.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'partnership.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'partnership.approve': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'accounts.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'accounts.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'transactions.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'transactions.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'agent.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'agent.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'files.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'files.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'exports.read': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
  'exports.write': {
    anonymous: 'unauthenticated',
    anna: 'allowed',
    luca: 'allowed',
    rita: 'allowed',
    claire: 'forbidden',
  },
};

/**
 * Routes whose answer differs from their family's row (each with its reason). `allowed` for a route with a
 * placeholder entity means "past the context guard"; the entity-level refusal is the domain tests' job.
 */
const ROUTE_EXCEPTIONS: Record<string, Partial<Record<Caller, Outcome>>> = {
  // Step-up and refresh need a session; with a foreign partnership header the guard refuses first.
  'POST /api/v3/auth/strong': { anonymous: 'unauthenticated', claire: 'forbidden' },
  'POST /api/v3/auth/refresh': { anonymous: 'unauthenticated', claire: 'forbidden' },
  // Reference data about a transaction needs a session (family reference.read, but auth strong).
  'GET /api/v2/transactions/:id/customize': { anonymous: 'unauthenticated', claire: 'forbidden' },
  // Rita is registered only (spec §6: no capture, no account rights): a concrete Bäckerei account is refused,
  // while the account lists answer (filtered to what she may see).
  'GET /api/v2/accounts/:id/stats': { rita: 'forbidden' },
  'GET /api/cash-accounts/:id/open-payments-stats': { rita: 'forbidden' },
  'GET /api/v2/cash-accounts/:id/transactions': { rita: 'forbidden' },
  // Spec §6: the entitlements overview is for partners and deputies (admins) only.
  'GET /api/v2/partnerships/:uid/entitlements-overview': { luca: 'forbidden', rita: 'forbidden' },
};

const CALLERS: Caller[] = ['anonymous', 'anna', 'luca', 'rita', 'claire'];
const EMAILS: Record<Exclude<Caller, 'anonymous'>, string> = {
  anna: ANNA,
  luca: LUCA,
  rita: RITA,
  claire: CLAIRE,
};

let t: TestApp;
let routes: RegisteredRoute[];
let baeckerei: string;
let betriebskonto: string | null;
const cookies: Partial<Record<Caller, string>> = {};
const uids: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  await ensurePlatformPersonas(t.db);
  routes = t.app.routeRegistry.filter((route) => route.family !== 'test');
  baeckerei = await partnershipUid(t.db, BAECKEREI);
  const account = await t.db
    .selectFrom('cash_accounts' as never)
    .select(['uid' as never])
    .where('owner_uid' as never, '=', baeckerei as never)
    .orderBy('uid' as never)
    .executeTakeFirst();
  betriebskonto = (account as { uid?: string } | undefined)?.uid ?? null;
  for (const caller of CALLERS) {
    if (caller === 'anonymous') continue;
    cookies[caller] = await loginAs(t.app, EMAILS[caller]);
    uids[caller] = await personUid(t.db, EMAILS[caller]);
  }
});
afterAll(() => t.close());

/** Fills path parameters with the context's own entities (partnership, the caller, an account of the context). */
function concreteUrl(route: RegisteredRoute, caller: Caller, partnership: string | null): string {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string, offset: number) => {
    const before = route.url.slice(0, offset);
    if (name === 'uid' && /partnerships\/$/.test(before)) return partnership ?? 'no-partnership';
    if (name === 'uid' && /(natural-persons|agents|agent)\/$/.test(before)) {
      return (before.includes('agent') ? partnership : null) ?? uids[caller] ?? 'anonymous';
    }
    if (name === 'id' && /(cash-accounts|accounts)\/$/.test(before)) return betriebskonto ?? 'no-account';
    return `matrix-${name}`;
  });
}

/** Refresh and logout end the session they are called with: they get a throwaway session of the caller. */
const SESSION_ENDING = new Set(['/api/v3/auth/refresh', '/api/v3/auth/logout']);

async function outcome(route: RegisteredRoute, caller: Caller, partnership: string | null): Promise<Outcome> {
  const cookie =
    caller !== 'anonymous' && SESSION_ENDING.has(route.url)
      ? await loginAs(t.app, EMAILS[caller])
      : cookies[caller];
  const response = await t.app.inject({
    method: route.method,
    url: concreteUrl(route, caller, partnership),
    headers: {
      ...WEB_HEADERS,
      ...(cookie ? { cookie } : {}),
      ...(partnership ? { 'x-partnership-uid': partnership } : {}),
    },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
  if (route.raw && response.statusCode === 200) return 'allowed';
  if (response.statusCode === 401) return 'unauthenticated';
  if (response.statusCode === 403) return 'forbidden';
  return 'allowed';
}

it('has a row for every route family', () => {
  const missing = [...new Set(routes.map((route) => route.family))].filter((family) => !MATRIX[family]);
  expect(missing).toEqual([]);
});

it('grants and refuses per persona and family in the partnership context', async () => {
  const mismatches: string[] = [];
  for (const route of routes) {
    if (route.raw) continue; // the event stream is covered by events.test.ts
    const row = MATRIX[route.family];
    if (!row) continue;
    for (const caller of CALLERS) {
      const privateOnly = route.context === 'private';
      const actual = await outcome(route, caller, privateOnly || caller === 'anonymous' ? null : baeckerei);
      const exception = ROUTE_EXCEPTIONS[`${route.method} ${route.url}`]?.[caller];
      const expected: Outcome =
        exception ?? (privateOnly ? (caller === 'anonymous' ? 'unauthenticated' : 'allowed') : row[caller]);
      if (actual !== expected) {
        mismatches.push(
          `${route.method} ${route.url} [${route.family}] ${caller}: expected ${expected}, got ${actual}`,
        );
      }
    }
  }
  expect(mismatches).toEqual([]);
});

it('refuses x-partnership-uid on a private-context route', async () => {
  const privateRoutes = routes.filter((route) => route.context === 'private');
  for (const route of privateRoutes) {
    expect(await outcome(route, 'anna', baeckerei)).toBe('forbidden');
  }
});
