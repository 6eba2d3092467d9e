import { sql } from 'kysely';
import { defineRoute } from '../../src/http/route';
import type { EntitlementAction } from '../../src/http/context';
import { createTestApp, loginAs, WEB_HEADERS, type TestApp } from '../helpers';
import { ANNA, BAECKEREI, CLAIRE, LUCA, partnershipUid, personUid } from '../personas';

/** Exposes the platform's decision `request.ctx.can(entity, action)` as it stands in the caller's context. */
const canProbe = defineRoute<{ Querystring: { entity: string; action: EntitlementAction } }>({
  method: 'GET',
  url: '/api/test/can',
  family: 'test',
  auth: 'strong',
  schema: {
    querystring: {
      type: 'object',
      properties: {
        entity: { type: 'string' },
        action: { type: 'string', enum: ['view', 'capture', 'approve'] },
      },
      required: ['entity', 'action'],
    },
  },
  handler: async (request) => ({ can: await request.ctx.can(request.query.entity, request.query.action) }),
});

let t: TestApp;
const cookies: Record<string, string> = {};
let baeckerei: string;
let asl: string;
let duboisConseil: string;
let betriebskonto: string;
let lohnkonto: string;
let annaPrivate: string;
let aslMain: string;
let betriebTransaction: string;

async function firstUid(query: ReturnType<typeof sql<{ uid: string }>>): Promise<string> {
  const row = (await query.execute(t.db)).rows[0];
  if (!row) throw new Error('seed lacks a row this test needs');
  return row.uid;
}

beforeAll(async () => {
  t = await createTestApp({ extraRoutes: [canProbe] });
  baeckerei = await partnershipUid(t.db, BAECKEREI);
  asl = await partnershipUid(t.db, 'Association Sportive Lausanne');
  duboisConseil = await firstUid(sql`select uid from partnerships where name like 'Dubois%' order by uid`);
  const anna = await personUid(t.db, ANNA);
  betriebskonto = await firstUid(
    sql`select uid from cash_accounts where owner_uid = ${baeckerei} and account_name = 'Betriebskonto'`,
  );
  lohnkonto = await firstUid(
    sql`select uid from cash_accounts where owner_uid = ${baeckerei} and account_name = 'Lohnkonto'`,
  );
  annaPrivate = await firstUid(
    sql`select uid from cash_accounts where owner_uid = ${anna} and owner_type = 'person' order by opened_at limit 1`,
  );
  aslMain = await firstUid(
    sql`select uid from cash_accounts where owner_uid = ${asl} order by opened_at limit 1`,
  );
  betriebTransaction = await firstUid(
    sql`select uid from transactions where cash_account_uid = ${betriebskonto} order by uid limit 1`,
  );
  for (const [key, email] of [
    ['anna', ANNA],
    ['luca', LUCA],
    ['claire', CLAIRE],
  ] as const)
    cookies[key] = await loginAs(t.app, email);
});
afterAll(() => t.close());

async function can(
  caller: string,
  entity: string,
  action: EntitlementAction,
  partnership: string | null,
): Promise<boolean> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/test/can?entity=${entity}&action=${action}`,
    headers: {
      ...WEB_HEADERS,
      cookie: cookies[caller]!,
      ...(partnership ? { 'x-partnership-uid': partnership } : {}),
    },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { can: boolean }).can;
}

describe('ctx.can: private context counts only the own accounts (spec §6)', () => {
  it('gives the owner every action on her private account', async () => {
    for (const action of ['view', 'capture', 'approve'] as const)
      expect(await can('anna', annaPrivate, action, null)).toBe(true);
  });

  it('ignores partnership entitlements without x-partnership-uid', async () => {
    for (const action of ['view', 'capture', 'approve'] as const) {
      expect(await can('anna', betriebskonto, action, null)).toBe(false);
      expect(await can('luca', betriebskonto, action, null)).toBe(false);
      expect(await can('claire', aslMain, action, null)).toBe(false);
    }
  });
});

describe('ctx.can: partnership context counts only that partnership entitlements', () => {
  it('follows the entitlement rows of the header partnership', async () => {
    expect(await can('luca', betriebskonto, 'capture', baeckerei)).toBe(true);
    expect(await can('luca', betriebskonto, 'approve', baeckerei)).toBe(false);
    expect(await can('luca', lohnkonto, 'view', baeckerei)).toBe(true);
    expect(await can('luca', lohnkonto, 'capture', baeckerei)).toBe(false);
    expect(await can('claire', aslMain, 'approve', asl)).toBe(true);
  });

  it('does not let one partnership context use the entitlements of another', async () => {
    expect(await can('claire', aslMain, 'view', duboisConseil)).toBe(false);
  });

  it('does not give owner rights on a private account inside a partnership context', async () => {
    expect(await can('anna', annaPrivate, 'view', baeckerei)).toBe(false);
  });
});

describe('private context cannot reach partnership data over HTTP', () => {
  const denied = [403, 404];
  const get = (url: string, caller = 'anna') =>
    t.app.inject({ method: 'GET', url, headers: { ...WEB_HEADERS, cookie: cookies[caller]! } });

  it('refuses Anna a Bäckerei account transactions, stats and receipts without the header', async () => {
    for (const url of [
      `/api/v2/cash-accounts/${betriebskonto}/transactions`,
      `/api/v2/accounts/${betriebskonto}/stats`,
      `/api/cash-accounts/${betriebskonto}/open-payments-stats`,
      `/api/v2/transactions/${betriebTransaction}/receipt`,
    ])
      expect(denied).toContain((await get(url)).statusCode);
  });

  it('refuses Luca his entitled Bäckerei accounts without the header', async () => {
    for (const account of [betriebskonto, lohnkonto])
      expect(denied).toContain(
        (await get(`/api/v2/cash-accounts/${account}/transactions`, 'luca')).statusCode,
      );
  });

  it('lists per context: own accounts in private, entitled ones in the Bäckerei (one batched decision)', async () => {
    const uidsOf = async (caller: string, agent: string, partnership: string | null) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/agents/${agent}/accounts`,
        headers: {
          ...WEB_HEADERS,
          cookie: cookies[caller]!,
          ...(partnership ? { 'x-partnership-uid': partnership } : {}),
        },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { uid: string }[]).map((account) => account.uid);
    };
    const annaAccounts = await uidsOf('anna', await personUid(t.db, ANNA), null);
    expect(annaAccounts).toContain(annaPrivate);
    expect(annaAccounts).not.toContain(betriebskonto);
    expect((await uidsOf('luca', baeckerei, baeckerei)).sort()).toEqual([betriebskonto, lohnkonto].sort());
  });

  it('still answers the same calls inside the Bäckerei context', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/cash-accounts/${betriebskonto}/transactions`,
      headers: { ...WEB_HEADERS, cookie: cookies.anna!, 'x-partnership-uid': baeckerei },
    });
    expect(response.statusCode).toBe(200);
  });
});
