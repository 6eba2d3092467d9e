import { sql } from 'kysely';
import { isInternalIban } from '../../src/domain/iban';
import { createTestApp, loginAs, WEB_HEADERS, type TestApp } from '../helpers';

let testApp: TestApp;
const cookies: Record<string, string> = {};
let bakeryUid = '';
let accounts: Record<string, string> = {};
let persons: Record<string, string> = {};

async function call(
  email: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: { partnership?: string; payload?: object } = {},
) {
  cookies[email] ??= await loginAs(testApp.app, email);
  return testApp.app.inject({
    method,
    url,
    payload: options.payload,
    headers: {
      ...WEB_HEADERS,
      cookie: cookies[email]!,
      ...(options.partnership ? { 'x-partnership-uid': options.partnership } : {}),
    },
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.db;
  bakeryUid = (
    await db
      .selectFrom('partnerships')
      .select('uid')
      .where('name', '=', 'Bäckerei Meier GmbH')
      .executeTakeFirstOrThrow()
  ).uid;
  const accountRows = await db
    .selectFrom('cash_accounts')
    .select(['uid', 'account_name', 'owner_uid'])
    .execute();
  persons = Object.fromEntries(
    (await db.selectFrom('natural_persons').select(['uid', 'email']).execute()).map((row) => [
      row.email,
      row.uid,
    ]),
  );
  accounts = Object.fromEntries(
    accountRows.map((row) => [
      `${row.owner_uid === persons['anna@kontor.test'] ? 'anna:' : ''}${row.account_name}`,
      row.uid,
    ]),
  );
});

afterAll(() => testApp?.close());

describe('seed', () => {
  it('keeps every balance equal to the sum of booked transactions', async () => {
    const rows = await testApp.db
      .selectFrom('cash_accounts as a')
      .select(['a.uid', 'a.balance_value'])
      .select(
        sql<string>`(select coalesce(sum(case when t.direction = 'credit' then t.amount_value else -t.amount_value end), 0)
        from transactions t where t.cash_account_uid = a.uid and t.status = 'booked')`.as('booked_sum'),
      )
      .execute();
    expect(rows.length).toBe(11);
    for (const row of rows) expect(Number(row.booked_sum)).toBe(Number(row.balance_value));
  });

  it('gives every account an internal IBAN with a valid checksum', async () => {
    const ibans = await testApp.db.selectFrom('cash_accounts').select('iban').execute();
    for (const { iban } of ibans) expect(isInternalIban(iban)).toBe(true);
  });
});

describe('accounts by persona', () => {
  it('shows Anna the Bäckerei accounts in its context, with entitlements', async () => {
    const response = await call('anna@kontor.test', 'GET', `/api/partnerships/${bakeryUid}/cash-accounts`, {
      partnership: bakeryUid,
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<{ accountName: string }[]>()
        .map((a) => a.accountName)
        .sort(),
    ).toEqual(['Betriebskonto', 'Lohnkonto']);
  });

  it('refuses a forged x-partnership-uid', async () => {
    const response = await call('ben@kontor.test', 'GET', `/api/partnerships/${bakeryUid}/cash-accounts`, {
      partnership: bakeryUid,
    });
    expect(response.statusCode).toBe(403);
  });

  it('gives Rita (registered) no account and no receipt capture', async () => {
    const list = await call('rita@kontor.test', 'GET', `/api/partnerships/${bakeryUid}/cash-accounts`, {
      partnership: bakeryUid,
    });
    expect(list.json()).toEqual([]);
    const stats = await call('rita@kontor.test', 'GET', `/api/v2/accounts/${accounts.Betriebskonto}/stats`, {
      partnership: bakeryUid,
    });
    expect(stats.statusCode).toBe(403);
  });

  it('lets Luca view but not capture on the Lohnkonto', async () => {
    const list = await call(
      'luca@kontor.test',
      'GET',
      `/api/v2/cash-accounts/${accounts.Lohnkonto}/transactions?count=1`,
      { partnership: bakeryUid },
    );
    expect(list.statusCode).toBe(200);
    const [transaction] = list.json<{ uid: string }[]>();
    const patch = await call(
      'luca@kontor.test',
      'PATCH',
      `/api/v2/transactions/${transaction!.uid}/receipt`,
      { partnership: bakeryUid, payload: { noteText: 'Lohn' } },
    );
    expect(patch.statusCode).toBe(403);
  });

  it('does not show a private account in a partnership context', async () => {
    const response = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/accounts/${accounts['anna:Privatkonto']}/stats`,
      { partnership: bakeryUid },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('transactions and receipts', () => {
  it('lists newest first with a total and filters by direction', async () => {
    const response = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/cash-accounts/${accounts['anna:Privatkonto']}/transactions?direction=credit&count=20`,
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ direction: string; createdAt: string }[]>();
    expect(rows.every((row) => row.direction === 'credit')).toBe(true);
    expect([...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(rows);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThan(rows.length - 1);
  });

  it('updates a receipt note and publishes a transactionReceipt event', async () => {
    const list = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/cash-accounts/${accounts['anna:Privatkonto']}/transactions?count=1&direction=debit`,
    );
    const [transaction] = list.json<{ uid: string }[]>();
    const patch = await call(
      'anna@kontor.test',
      'PATCH',
      `/api/v2/transactions/${transaction!.uid}/receipt`,
      { payload: { noteText: 'Znüni', tags: ['#znüni'] } },
    );
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ noteText: 'Znüni', tags: ['#znüni'] });
    const event = await testApp.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'transactionReceipt')
      .where('guid', '=', transaction!.uid)
      .executeTakeFirst();
    expect(event).toBeDefined();
    const other = await call('nora@kontor.test', 'GET', `/api/v2/transactions/${transaction!.uid}/receipt`);
    expect(other.statusCode).toBe(403);
  });

  it('reads one booking for a deep link, and not for someone else', async () => {
    const list = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/cash-accounts/${accounts['anna:Privatkonto']}/transactions?count=1`,
    );
    const [first] = list.json<{ uid: string }[]>();
    const one = await call('anna@kontor.test', 'GET', `/api/v2/transactions/${first!.uid}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
    expect((await call('nora@kontor.test', 'GET', `/api/v2/transactions/${first!.uid}`)).statusCode).toBe(
      403,
    );
  });

  it('changes the category from the customize schema and refuses one outside it', async () => {
    const list = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/cash-accounts/${accounts['anna:Privatkonto']}/transactions?count=1&direction=debit`,
    );
    const [transaction] = list.json<{ uid: string }[]>();
    const url = `/api/v2/transactions/${transaction!.uid}/receipt`;
    const patch = await call('anna@kontor.test', 'PATCH', url, { payload: { category: 'travel' } });
    expect(patch.statusCode).toBe(200);
    expect((await call('anna@kontor.test', 'GET', url)).json()).toMatchObject({ category: 'travel' });
    const wrong = await call('anna@kontor.test', 'PATCH', url, { payload: { category: 'casino-nights' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ name: 'ValidationError' });
  });
});

describe('file resources', () => {
  it('rejects an oversized base64 with 413 and a sixth file with max_file_reached', async () => {
    const list = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/cash-accounts/${accounts['anna:Privatkonto']}/transactions?count=1&offset=3`,
    );
    const [transaction] = list.json<{ uid: string }[]>();
    const upload = (content: string) =>
      call('anna@kontor.test', 'POST', '/api/v2/file-resources', {
        payload: {
          content,
          displayName: 'beleg.pdf',
          mimeType: 'application/pdf',
          ownerUid: transaction!.uid,
        },
      });
    expect((await upload('A'.repeat(5_222_432))).statusCode).toBe(413);
    const existing = await testApp.db
      .selectFrom('file_resources')
      .select('uid')
      .where('owner_uid', '=', transaction!.uid)
      .execute();
    for (let index = existing.length; index < 5; index += 1)
      expect((await upload(Buffer.from('%PDF-1.4').toString('base64'))).statusCode).toBe(201);
    const sixth = await upload(Buffer.from('%PDF-1.4').toString('base64'));
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ code: 'max_file_reached' });
  });
});

describe('partnership reads', () => {
  it('pages members with x-total-count and hides them from outsiders', async () => {
    const page = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/partnerships/${bakeryUid}/members?count=2&offset=0`,
      { partnership: bakeryUid },
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.json<unknown[]>()).toHaveLength(2);
    const outsider = await call('claire@kontor.test', 'GET', `/api/v2/partnerships/${bakeryUid}/members`);
    expect(outsider.statusCode).toBe(403);
  });

  it('lists my entitlements: Luca has capture on Betriebskonto but only view on Lohnkonto', async () => {
    const response = await call(
      'luca@kontor.test',
      'POST',
      `/api/v2/partnerships/${bakeryUid}/my-entitlements`,
      { partnership: bakeryUid },
    );
    const rights = response.json<{ entitlements: { entityUID: string; action: string }[] }>().entitlements;
    const on = (uid: string) =>
      rights
        .filter((right) => right.entityUID === uid)
        .map((right) => right.action)
        .sort();
    expect(on(accounts.Betriebskonto!)).toEqual(['capture', 'view']);
    expect(on(accounts.Lohnkonto!)).toEqual(['view']);
  });
});

describe('not fully set up partnerships and activities', () => {
  it('refuses partnership details and subscription to a bootstrapper-only person (spec §6)', async () => {
    const keller = (
      await testApp.db
        .selectFrom('partnerships')
        .select('uid')
        .where('name', '=', 'Keller Robotics AG')
        .executeTakeFirstOrThrow()
    ).uid;
    expect(
      (await call('ben@kontor.test', 'GET', `/api/v2/partnerships/${keller}`, { partnership: keller }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('ben@kontor.test', 'GET', `/api/v2/agent/${keller}/subscription`, { partnership: keller }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('ben@kontor.test', 'GET', `/api/v2/partnerships/${keller}/activities`, {
          partnership: keller,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('adds the payment orders awaiting approval to a delegate activities', async () => {
    const response = await call('luca@kontor.test', 'GET', `/api/v2/partnerships/${bakeryUid}/activities`, {
      partnership: bakeryUid,
    });
    const activities = response.json<{ code: string; refDataTag: string }[]>();
    expect(activities.filter((activity) => activity.code === 'pending_payment_order').length).toBeGreaterThan(
      0,
    );
  });
});

describe('user and reference data', () => {
  it('patches the profile and keeps the person language in step', async () => {
    const response = await call('luca@kontor.test', 'PATCH', '/api/v2/profile', {
      payload: { theme: 'light', amountVisible: false, communication: { languageCode: 'de' } },
    });
    expect(response.json()).toMatchObject({
      theme: 'light',
      amountVisible: false,
      communication: { languageCode: 'de', locale: 'de_CH' },
    });
    const person = await testApp.db
      .selectFrom('natural_persons')
      .select('language')
      .where('email', '=', 'luca@kontor.test')
      .executeTakeFirstOrThrow();
    expect(person.language).toBe('de');
  });

  it('returns only the caller own person and refuses another uid', async () => {
    const me = await call('anna@kontor.test', 'GET', '/api/v2/natural-person?contactDetails=true');
    expect(me.json()).toMatchObject({
      email: 'anna@kontor.test',
      address: { agentAddress: { city: 'Zürich' } },
    });
    const other = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/natural-persons/${persons['nora@kontor.test']}/domicile`,
    );
    expect(other.statusCode).toBe(403);
  });

  it('serves country lookups and agreement texts in the request language', async () => {
    const alpha3 = await testApp.app.inject({
      method: 'GET',
      url: '/api/collection-lookup/country-codes/CH',
      headers: WEB_HEADERS,
    });
    expect(alpha3.json()).toMatchObject({ content: 'CHE' });
    const name = await testApp.app.inject({
      method: 'GET',
      url: '/api/collection-lookup/countries/DEU',
      headers: { ...WEB_HEADERS, 'accept-language': 'fr' },
    });
    expect(name.json()).toMatchObject({ content: 'Allemagne' });
    const gtc = await testApp.app.inject({
      method: 'GET',
      url: '/api/collection-lookup/agreements/GTC?type=long',
      headers: { ...WEB_HEADERS, 'accept-language': 'de' },
    });
    expect(gtc.json<{ content: string }>().content).toContain('Allgemeine Geschäftsbedingungen');
    const collections = await testApp.app.inject({
      method: 'GET',
      url: '/api/collections?names=dict,app',
      headers: { ...WEB_HEADERS, 'accept-language': 'it' },
    });
    expect(collections.json()).toMatchObject({
      dict: { cardStatus: { frozen: 'Congelata' } },
      app: { error: { offline: { title: 'Sei offline' } } },
    });
  });
});

describe('export tickets', () => {
  it('generates a camt.053.001.08 that validates against the XSD and moves new → active → used', async () => {
    const { validateXML } = await import('xmllint-wasm');
    const { readFileSync } = await import('node:fs');
    const anna = persons['anna@kontor.test']!;
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const created = await call('anna@kontor.test', 'POST', `/api/natural-persons/${anna}/export-tickets`, {
      payload: { cashAccountUid: accounts['anna:Privatkonto'], from, to: today, format: 'camt053' },
    });
    expect(created.statusCode).toBe(201);
    const ticket = created.json<{ uid: string; status: string }>();
    expect(ticket.status).toBe('active');
    const download = await call('anna@kontor.test', 'GET', `/api/export-tickets/${ticket.uid}/download`);
    expect(download.statusCode).toBe(200);
    const schema = readFileSync('/work/shared/standards/camt.053.001.08.xsd', 'utf8');
    const result = await validateXML({
      xml: [{ fileName: 'statement.xml', contents: download.body }],
      schema: [{ fileName: 'camt.053.001.08.xsd', contents: schema }],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    const statuses = await testApp.db
      .selectFrom('events')
      .select('payload')
      .where('type', '=', 'exportTicket')
      .where('guid', '=', ticket.uid)
      .orderBy('id')
      .execute();
    expect(statuses.map((row) => (row.payload as { status: string }).status)).toEqual([
      'new',
      'active',
      'used',
    ]);
    const list = await call('anna@kontor.test', 'GET', `/api/natural-persons/${anna}/export-tickets`);
    expect(list.json<{ uid: string; status: string }[]>()[0]).toMatchObject({
      uid: ticket.uid,
      status: 'used',
    });
    const foreign = await call('nora@kontor.test', 'GET', `/api/export-tickets/${ticket.uid}/download`);
    expect(foreign.statusCode).toBe(403);
  });

  it('writes the CSV closing balance consistent with the account balance', async () => {
    const anna = persons['anna@kontor.test']!;
    const today = new Date().toISOString().slice(0, 10);
    const created = await call('anna@kontor.test', 'POST', `/api/natural-persons/${anna}/export-tickets`, {
      payload: { cashAccountUid: accounts['anna:Sparkonto'], from: '2000-01-01', to: today, format: 'csv' },
    });
    const download = await call(
      'anna@kontor.test',
      'GET',
      `/api/export-tickets/${created.json<{ uid: string }>().uid}/download`,
    );
    const lines = download.body.trim().split('\r\n').slice(1);
    const cents = (text: string | undefined) => (text ? Math.round(Number(text) * 100) : 0);
    const net = lines.reduce((sum, line) => {
      const cells = line.split(';');
      return sum + cents(cells[6]) - cents(cells[5]);
    }, 0);
    const account = await testApp.db
      .selectFrom('cash_accounts')
      .select('balance_value')
      .where('uid', '=', accounts['anna:Sparkonto']!)
      .executeTakeFirstOrThrow();
    expect(net).toBe(Number(account.balance_value));
  });
});

describe('approvals', () => {
  it('releases a payment order after two signatures (as_two) and refuses Luca (no approve right)', async () => {
    const pending = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/partnerships/${bakeryUid}/pending-approvals`,
      { partnership: bakeryUid },
    );
    const order = pending
      .json<{ uid: string; subjectType: string; approvedBy: string[]; subjectUid: string }[]>()
      .find((row) => row.subjectType === 'paymentOrder' && row.approvedBy.length === 0)!;
    const luca = await call(
      'luca@kontor.test',
      'POST',
      `/api/v2/partnerships/pending-approvals/${order.uid}/approve`,
      { partnership: bakeryUid },
    );
    expect(luca.statusCode).toBe(403);
    const first = await call(
      'anna@kontor.test',
      'POST',
      `/api/v2/partnerships/pending-approvals/${order.uid}/approve`,
      { partnership: bakeryUid },
    );
    expect(first.json()).toMatchObject({ status: 'pending' });
    expect(
      (
        await call(
          'anna@kontor.test',
          'POST',
          `/api/v2/partnerships/pending-approvals/${order.uid}/approve`,
          { partnership: bakeryUid },
        )
      ).statusCode,
    ).toBe(409);
    const second = await call(
      'nora@kontor.test',
      'POST',
      `/api/v2/partnerships/pending-approvals/${order.uid}/approve`,
      { partnership: bakeryUid },
    );
    expect(second.json()).toMatchObject({ status: 'approved' });
    const row = await testApp.db
      .selectFrom('payment_orders')
      .select('status')
      .where('uid', '=', order.subjectUid)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('accepted');
  });
});

describe('sandbox clearing', () => {
  it('books a transfer from another bank: balance, booked sum and a cashSubAccount event move together', async () => {
    const before = await testApp.db
      .selectFrom('cash_accounts')
      .select(['uid', 'iban', 'balance_value'])
      .where('uid', '=', accounts['anna:Privatkonto']!)
      .executeTakeFirstOrThrow();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/sandbox/bookings',
      payload: {
        iban: before.iban,
        direction: 'credit',
        amountValue: 12_345,
        currency: 'CHF',
        counterpartyName: 'Ausgleichskasse Zürich',
      },
    });
    expect(response.statusCode).toBe(201);
    const after = await testApp.db
      .selectFrom('cash_accounts')
      .select('balance_value')
      .where('uid', '=', before.uid)
      .executeTakeFirstOrThrow();
    expect(BigInt(after.balance_value) - BigInt(before.balance_value)).toBe(12_345n);
    const event = await testApp.db
      .selectFrom('events')
      .select('type')
      .where('type', '=', 'cashSubAccount')
      .where('guid', '=', before.uid)
      .executeTakeFirst();
    expect(event).toBeDefined();
    const wrongCurrency = await testApp.app.inject({
      method: 'POST',
      url: '/api/sandbox/bookings',
      payload: {
        iban: before.iban,
        direction: 'debit',
        amountValue: 1,
        currency: 'EUR',
        counterpartyName: 'X',
      },
    });
    expect(wrongCurrency.statusCode).toBe(422);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/sandbox/bookings',
      payload: {
        iban: 'CH9300762011623852957',
        direction: 'debit',
        amountValue: 1,
        currency: 'CHF',
        counterpartyName: 'X',
      },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
