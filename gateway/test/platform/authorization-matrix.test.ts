import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { mayRegisterPartnership } from 'shared-kernel/domain';
import type { RegisteredRoute } from '../../src/http/route';
import { createTestApp, loginAs, WEB_HEADERS, type TestApp } from '../helpers';
import { ANNA, BAECKEREI, CLAIRE, LUCA, NORA, RITA, partnershipUid, personUid } from '../personas';
import { MATRIX, ROUTE_EXCEPTIONS, type Caller, type Outcome } from './authorization-matrix.rows';
import { isMoneyRoute } from './money-matrix.cases';

const CALLERS: Caller[] = ['anonymous', 'anna', 'luca', 'rita', 'claire'];
const EMAILS: Record<Exclude<Caller, 'anonymous'>, string> = {
  anna: ANNA,
  luca: LUCA,
  rita: RITA,
  claire: CLAIRE,
};

/** Real entities the path parameters resolve to, so each row checks the entity-level decision too. */
interface Entities {
  baeckerei: string;
  /** Luca: view only (PERSONAS.md); Rita: nothing; Anna: everything. Account and transaction paths use it. */
  lohnkonto: string;
  lohnTransaction: string;
  /** A file attached to a Lohnkonto transaction. */
  lohnFile: string;
  /** A payment order on the Bäckerei awaiting approval (Luca and Rita have no approve right). */
  pendingApproval: string;
  nora: string;
}

let t: TestApp;
/** Every route; the money routes' answers are derived from the kernel's rules in money-matrix.test.ts. */
let routes: RegisteredRoute[];
let familyRoutes: RegisteredRoute[];
let entities: Entities;
const cookies: Partial<Record<Caller, string>> = {};
const uids: Partial<Record<Caller, string>> = {};
/** Per persona: whether the kernel's mayRegisterPartnership holds in their private context (seeded declarations). */
const mayRegister: Partial<Record<Caller, boolean>> = {};

async function firstUid(query: ReturnType<typeof sql<{ uid: string }>>, what: string): Promise<string> {
  const row = (await query.execute(t.db)).rows[0];
  if (!row) throw new Error(`the seed has no ${what}`);
  return row.uid;
}

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.routeRegistry.filter((route) => route.family !== 'test');
  familyRoutes = routes.filter((route) => !isMoneyRoute(route));
  const baeckerei = await partnershipUid(t.db, BAECKEREI);
  const lohnkonto = await firstUid(
    sql`select uid from cash_accounts where owner_uid = ${baeckerei} and account_name = 'Lohnkonto'`,
    'Lohnkonto',
  );
  const lohnTransaction = await firstUid(
    sql`select uid from transactions where cash_account_uid = ${lohnkonto} order by uid limit 1`,
    'Lohnkonto transaction',
  );
  for (const caller of CALLERS) {
    if (caller === 'anonymous') continue;
    cookies[caller] = await loginAs(t.app, EMAILS[caller]);
    uids[caller] = await personUid(t.db, EMAILS[caller]);
    const declarations = await t.db
      .selectFrom('partnership_declarations')
      .select('status')
      .where('person_uid', '=', uids[caller]!)
      .execute();
    mayRegister[caller] = mayRegisterPartnership({
      contextType: 'private',
      declarationStatuses: declarations.map((row) => row.status),
    });
  }
  const lohnFile = randomUUID();
  await sql`insert into file_resources (uid, bucket_file_name, owner_uid, uploaded_by, display_name, mime_type, file_size, content)
    values (${lohnFile}, ${`${randomUUID()}.pdf`}, ${lohnTransaction}, ${uids.anna!}, 'Lohnabrechnung.pdf', 'application/pdf', 4, ${Buffer.from('%PDF')})`.execute(
    t.db,
  );
  entities = {
    baeckerei,
    lohnkonto,
    lohnTransaction,
    lohnFile,
    pendingApproval: await firstUid(
      sql`select uid from pending_approvals where partnership_uid = ${baeckerei}
        and subject_type = 'paymentOrder' and status = 'pending' order by uid limit 1`,
      'payment order awaiting approval',
    ),
    nora: await personUid(t.db, NORA),
  };
});
afterAll(() => t.close());

/**
 * Fills path parameters with real entities of the context: the partnership, the caller, the Lohnkonto, one of
 * its transactions and files, a pending payment-order approval, a fellow member. Anything else stays a
 * placeholder (a 404 past authorization counts as `allowed`).
 */
function concreteUrl(route: RegisteredRoute, caller: Caller, partnership: string | null): string {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string, offset: number) => {
    const before = route.url.slice(0, offset);
    if (name === 'uid' && /pending-approvals\/$/.test(before)) return entities.pendingApproval;
    if (name === 'decision') return /access-request\/$/.test(before) ? 'decline' : 'approve';
    // The team routes' agent: a person not engaged in the partnership (a 404 past authorization, nothing changes).
    if (name === 'agentUid') return uids.claire!;
    if (name === 'uid' && /partnerships\/$/.test(before)) return partnership ?? 'no-partnership';
    if (name === 'memberUid') return entities.nora;
    if (name === 'uid' && /(natural-persons|agents|agent)\/$/.test(before)) {
      return (before.includes('agent') ? partnership : null) ?? uids[caller] ?? 'anonymous';
    }
    if (name === 'id' && /(cash-accounts|accounts)\/$/.test(before)) return entities.lohnkonto;
    if (name === 'id' && /transactions\/$/.test(before)) return entities.lohnTransaction;
    if (name === 'uid' && /file-resources\/$/.test(before)) return entities.lohnFile;
    return `matrix-${name}`;
  });
}

/** Refresh and logout end the session they are called with: they get a throwaway session of the caller. */
const SESSION_ENDING = new Set(['/api/v3/auth/refresh', '/api/v3/auth/logout']);

async function respond(
  route: RegisteredRoute,
  caller: Caller,
  partnership: string | null,
  url = concreteUrl(route, caller, partnership),
  payload: object = {},
) {
  const cookie =
    caller !== 'anonymous' && SESSION_ENDING.has(route.url)
      ? await loginAs(t.app, EMAILS[caller])
      : cookies[caller];
  return t.app.inject({
    method: route.method,
    url,
    headers: {
      ...WEB_HEADERS,
      ...(cookie ? { cookie } : {}),
      ...(partnership ? { 'x-partnership-uid': partnership } : {}),
    },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload }),
  });
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** A value the schema accepts (required properties only), from a few candidates per type. */
function sampleOf(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    return Object.fromEntries(
      (schema.required ?? []).map((name) => [name, sampleOf(schema.properties?.[name] ?? {})]),
    );
  }
  if (type === 'array') return [];
  if (type === 'boolean') return false;
  if (type === 'integer' || type === 'number') return 1;
  if (schema.format === 'date') return '2026-01-31';
  const candidates = [randomUUID(), 'CHE', 'matrix', '8000', '1'];
  return (
    candidates.find(
      (value) =>
        value.length >= (schema.minLength ?? 0) &&
        value.length <= (schema.maxLength ?? Infinity) &&
        (!schema.pattern || new RegExp(schema.pattern).test(value)),
    ) ?? 'matrix'
  );
}

/** A valid body, so a write on someone else's data reaches the ownership check instead of failing validation. */
function validBody(route: RegisteredRoute): object {
  if (route.url.endsWith('/export-tickets'))
    return { cashAccountUid: entities.lohnkonto, from: '2026-01-01', to: '2026-01-31', format: 'csv' };
  const body = route.schema?.body as JsonSchema | undefined;
  return body ? (sampleOf(body) as object) : {};
}

async function outcome(route: RegisteredRoute, caller: Caller, partnership: string | null): Promise<Outcome> {
  const response = await respond(route, caller, partnership);
  if (route.raw && response.statusCode === 200) return 'allowed';
  if (response.statusCode === 401) return 'unauthenticated';
  if (response.statusCode === 403) return 'forbidden';
  return 'allowed';
}

it('has a row for every route family (the money routes: money-matrix.test.ts)', () => {
  const missing = [...new Set(familyRoutes.map((route) => route.family))].filter((family) => !MATRIX[family]);
  expect(missing).toEqual([]);
});

it('grants and refuses per persona and family on real entities of the partnership context', async () => {
  const mismatches: string[] = [];
  for (const route of familyRoutes) {
    if (route.raw) continue; // the event stream is covered by events.test.ts
    const row = MATRIX[route.family];
    if (!row) continue;
    for (const caller of CALLERS) {
      const privateOnly = route.context === 'private';
      const actual = await outcome(
        route,
        caller,
        privateOnly || caller === 'anonymous' ? null : entities.baeckerei,
      );
      const exception =
        ROUTE_EXCEPTIONS[`${route.method} ${route.url}`]?.[caller] ??
        // Registrations: the kernel's rule on the persona's declarations decides (the routes' permission).
        (route.family.startsWith('registrations.') && caller !== 'anonymous' && !mayRegister[caller]
          ? 'forbidden'
          : undefined);
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
    expect(await outcome(route, 'anna', entities.baeckerei)).toBe('forbidden');
  }
});

it('refuses a forged x-partnership-uid on every route that needs a session', async () => {
  const forged = randomUUID();
  const accepted: string[] = [];
  for (const route of routes) {
    if (route.auth === 'none') continue; // context-free routes ignore the header (gateway/README.md)
    const response = await respond(route, 'anna', forged);
    if (response.statusCode !== 403) accepted.push(`${route.method} ${route.url}: ${response.statusCode}`);
  }
  expect(accepted).toEqual([]);
});

it("refuses every persona another person's data", async () => {
  const foreign = (caller: Caller) => (caller === 'anna' ? entities.nora : uids.anna!);
  const leaks: string[] = [];
  for (const route of routes) {
    if (route.raw || route.auth === 'none' || !/natural-persons\/:uid/.test(route.url)) continue;
    for (const caller of ['anna', 'luca', 'rita', 'claire'] as const) {
      const url = concreteUrl(route, caller, null).replace(uids[caller]!, foreign(caller));
      const response = await respond(route, caller, null, url, validBody(route));
      if (![403, 404].includes(response.statusCode))
        leaks.push(`${route.method} ${url} ${caller}: ${response.statusCode}`);
    }
  }
  expect(leaks).toEqual([]);
});

it("refuses another person's private account, transaction and file in the caller's private context", async () => {
  const annaAccount = await firstUid(
    sql`select uid from cash_accounts where owner_uid = ${uids.anna!} and owner_type = 'person' order by opened_at limit 1`,
    'private account of Anna',
  );
  const annaFile = await firstUid(
    sql`select f.uid from file_resources f join transactions tr on tr.uid = f.owner_uid
      where tr.cash_account_uid in (select uid from cash_accounts where owner_uid = ${uids.anna!}) order by f.uid limit 1`,
    'file of Anna',
  );
  const annaTransaction = await firstUid(
    sql`select uid from transactions where cash_account_uid = ${annaAccount} order by uid limit 1`,
    'transaction of Anna',
  );
  const urls = [
    `/api/v2/cash-accounts/${annaAccount}/transactions`,
    `/api/v2/accounts/${annaAccount}/stats`,
    `/api/cash-accounts/${annaAccount}/open-payments-stats`,
    `/api/v2/transactions/${annaTransaction}/receipt`,
    `/api/v2/file-resources/${annaFile}`,
  ];
  for (const caller of ['luca', 'rita', 'claire'] as const)
    for (const url of urls) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...WEB_HEADERS, cookie: cookies[caller]! },
      });
      expect([caller, url, [403, 404].includes(response.statusCode)]).toEqual([caller, url, true]);
    }
});
