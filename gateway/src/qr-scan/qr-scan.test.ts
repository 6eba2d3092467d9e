/**
 * Scan payment (issue 30 item 3) as the personas: who may notify (the kernel's payment-creation rule per
 * context), the sandbox outbox link, the phone's read and its one order created as the agent by the payment
 * engine, the token used once (also under parallel requests), an expired or unknown token refused with a
 * translated message. Both databases.
 */
import { sql } from 'kysely';
import { QR_IBAN, QR_REFERENCE, days, paymentBody } from '../payments/test-support';
import { translate } from '../payments/messages';
import { personaApp } from '../../test/persona-app';
import { ANNA, CLAIRE, LUCA, RITA } from '../../test/personas';
import { loginAs, WEB_HEADERS } from '../../test/helpers';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

interface Notification {
  uid: string;
  notifiedAt: string;
  expiresAt: string;
  sandboxLink: string | null;
}

const notify = (email: string, agent: string, partnership?: string) =>
  world.call(email, 'POST', `/api/v2/agents/${agent}/notify-qr-scan`, {
    partnership,
    headers: { origin: 'http://127.0.0.1:8080' },
  });

/** As if the modal's 5 s had passed since the earlier notifications (each test starts a scan of its own). */
const fiveSecondsLater = () =>
  sql`update qr_scan_requests set created_at = created_at - interval '6 seconds'`.execute(world.db);

async function scanLink(email: string, agent: string, partnership?: string): Promise<string> {
  await fiveSecondsLater();
  const response = await notify(email, agent, partnership);
  expect(response.statusCode).toBe(201);
  const body = response.json<Notification>();
  expect(body.sandboxLink).toMatch(/^http:\/\/127\.0\.0\.1:8080\/scan\/[A-Za-z0-9_-]{43}$/);
  return body.sandboxLink!.split('/scan/')[1]!;
}

/** A phone's call: no session, the web app's api key, the token in the path. */
const phone = (method: 'GET' | 'POST', token: string, payload?: object, language = 'en') =>
  world.app.inject({
    method,
    url: `/api/v2/qr-scans/${token}${method === 'POST' ? '/payment-orders' : ''}`,
    headers: { ...WEB_HEADERS, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

const qrBillOrder = (accountUid: string, paymentTime: string, draft: boolean) =>
  paymentBody(
    accountUid,
    paymentTime,
    { isDraftPO: draft, amount: 42.5, structuredReference: QR_REFERENCE },
    {
      name: 'Stadtwerke Bern',
      iban: QR_IBAN,
      address: { street: 'Monbijoustrasse', number: '11', postalCode: '3011', city: 'Bern', country: 'CHE' },
    },
  );

it('lets notify only who may create a payment in the context (the kernel rule the menu asks)', async () => {
  const anna = world.persons[ANNA]!;
  const b = world.baeckerei;
  expect((await notify(ANNA, anna)).statusCode).toBe(201);
  expect((await notify(ANNA, b, b)).statusCode).toBe(201);
  // Luca captures on the Betriebskonto only: he may scan there.
  expect((await notify(LUCA, b, b)).statusCode).toBe(201);
  // Rita is registered only (no capture anywhere), Claire is not engaged.
  const rita = await notify(RITA, b, b);
  expect(rita.statusCode).toBe(403);
  expect(rita.json<{ message: string }>().message).toBe(translate('en', 'app.scanPayment.not_allowed'));
  expect((await notify(CLAIRE, b, b)).statusCode).toBe(403);
  // Another agent than the request's context.
  expect((await notify(ANNA, b)).statusCode).toBe(403);
  expect((await notify(LUCA, anna)).statusCode).toBe(403);
  expect((await world.call(null, 'POST', `/api/v2/agents/${anna}/notify-qr-scan`)).statusCode).toBe(401);
});

it('puts the link in the sandbox outbox of the session and stores only its hash', async () => {
  const anna = world.persons[ANNA]!;
  const token = await scanLink(ANNA, anna);
  const outbox = await world.call(ANNA, 'GET', `/api/sandbox/outbox?email=${encodeURIComponent(ANNA)}`);
  expect(outbox.statusCode).toBe(200);
  const [newest] = outbox.json<{ purpose: string; code: string }[]>();
  expect(newest).toMatchObject({ purpose: 'qrScan', code: `http://127.0.0.1:8080/scan/${token}` });
  const stored = await world.db.selectFrom('qr_scan_requests').select('token_hash').execute();
  expect(stored.some((row) => row.token_hash.includes(token))).toBe(false);
});

it('shows the phone the context and only the accounts the agent may pay from', async () => {
  const token = await scanLink(LUCA, world.baeckerei, world.baeckerei);
  const read = await phone('GET', token);
  expect(read.statusCode).toBe(200);
  const body = read.json<{ contextName: string; today: string; accounts: { name: string }[] }>();
  expect(body.contextName).toBe('Bäckerei Meier GmbH');
  expect(body.today).toBe((await days(world.db)).today);
  expect(body.accounts.map((account) => account.name)).toEqual(['Betriebskonto']);
});

it('creates one draft as the agent through the payment engine; the token is then used up', async () => {
  const b = world.baeckerei;
  const token = await scanLink(LUCA, b, b);
  const { later } = await days(world.db);
  // The engine's rules and rights apply: Luca may not pay from the Lohnkonto (view only).
  const refused = await phone('POST', token, qrBillOrder(world.accounts.Lohnkonto!, later, true));
  expect(refused.statusCode).toBe(403);
  // Refused: nothing was created, the link still works.
  const created = await phone('POST', token, qrBillOrder(world.accounts.Betriebskonto!, later, true));
  expect(created.statusCode).toBe(201);
  const order = created.json<{ uid: string; status: string; capturer: { uid: string } }>();
  expect(order.status).toBe('draft');
  const row = await world.db
    .selectFrom('payment_orders')
    .select(['requested_by', 'partnership_uid', 'payment_type', 'cash_account_uid'])
    .where('uid', '=', order.uid)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({
    requested_by: world.persons[LUCA],
    partnership_uid: b,
    cash_account_uid: world.accounts.Betriebskonto,
  });
  // The desktop reads it as any order of the context.
  const desk = await world.call(LUCA, 'GET', `/api/v2/iban-payment-orders/${order.uid}`, { partnership: b });
  expect(desk.statusCode).toBe(200);
  const again = await phone('POST', token, qrBillOrder(world.accounts.Betriebskonto!, later, true), 'fr');
  expect(again.statusCode).toBe(410);
  expect(again.json<{ message: string }>().message).toBe(translate('fr', 'app.scanPayment.link_used'));
  expect((await phone('GET', token)).statusCode).toBe(410);
});

it("refuses field errors with the engine's messages and keeps the link", async () => {
  const anna = world.persons[ANNA]!;
  const token = await scanLink(ANNA, anna);
  const { later } = await days(world.db);
  const bad = qrBillOrder(world.accounts['anna:Privatkonto']!, later, false);
  const response = await phone('POST', token, { ...bad, structuredReference: '210000000003139471430009018' });
  expect(response.statusCode).toBe(400);
  expect(response.json<{ data: { field: string }[] }>().data.map((error) => error.field)).toContain(
    'structuredReference',
  );
  const paid = await phone('POST', token, bad);
  expect(paid.statusCode).toBe(201);
  expect(['accepted', 'executed']).toContain(paid.json<{ status: string }>().status);
});

it('refuses an expired or unknown token with a translated message', async () => {
  const anna = world.persons[ANNA]!;
  const token = await scanLink(ANNA, anna);
  await sql`update qr_scan_requests set created_at = now() - interval '20 minutes', expires_at = now() - interval '1 second'
    where order_uid is null and used_at is null`.execute(world.db);
  const expired = await phone('GET', token, undefined, 'it');
  expect(expired.statusCode).toBe(410);
  expect(expired.json<{ message: string }>().message).toBe(translate('it', 'app.scanPayment.link_expired'));
  const { later } = await days(world.db);
  expect(
    (await phone('POST', token, qrBillOrder(world.accounts['anna:Privatkonto']!, later, true))).statusCode,
  ).toBe(410);
  const unknown = await phone('GET', 'A'.repeat(43), undefined, 'de');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json<{ message: string }>().message).toBe(translate('de', 'app.scanPayment.link_unknown'));
  expect((await phone('GET', 'short')).statusCode).toBe(400);
});

it('creates exactly one order from parallel uses of one token', async () => {
  const anna = world.persons[ANNA]!;
  const token = await scanLink(ANNA, anna);
  const { later } = await days(world.db);
  const account = world.accounts['anna:Privatkonto']!;
  const answers = await Promise.all(
    Array.from({ length: 6 }, () => phone('POST', token, qrBillOrder(account, later, true))),
  );
  const codes = answers.map((answer) => answer.statusCode).sort();
  expect(codes.filter((code) => code === 201)).toHaveLength(1);
  expect(codes.filter((code) => code !== 201).every((code) => code === 410)).toBe(true);
  const linked = await world.db
    .selectFrom('qr_scan_requests')
    .select('order_uid')
    .where('token_hash', '=', (await import('./index')).tokenHash(token))
    .executeTakeFirstOrThrow();
  const created = answers.find((answer) => answer.statusCode === 201)!.json<{ uid: string }>();
  expect(linked.order_uid).toBe(created.uid);
});

it('keeps 5 s between two notifications of a session in a context, also in parallel; another session or context may', async () => {
  const anna = world.persons[ANNA]!;
  const b = world.baeckerei;
  await fiveSecondsLater();
  const answers = await Promise.all(Array.from({ length: 4 }, () => notify(ANNA, anna)));
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429, 429]);
  const refused = answers.find((answer) => answer.statusCode === 429)!;
  expect(refused.json<{ code: string; message: string }>()).toEqual({
    code: 'too_soon',
    message: translate('en', 'app.scanPayment.too_soon'),
  });
  // The same person's other context, and her second browser, are not held back.
  expect((await notify(ANNA, b, b)).statusCode).toBe(201);
  const secondBrowser = await loginAs(world.app, ANNA);
  const other = await world.call(ANNA, 'POST', `/api/v2/agents/${anna}/notify-qr-scan`, {
    cookie: secondBrowser,
    headers: { origin: 'http://127.0.0.1:8080' },
  });
  expect(other.statusCode).toBe(201);
  await fiveSecondsLater();
  expect((await notify(ANNA, anna)).statusCode).toBe(201);
});

it("removes the person's expired, unused scan requests with her next notification and keeps the used ones", async () => {
  const anna = world.persons[ANNA]!;
  await scanLink(ANNA, anna);
  await sql`update qr_scan_requests set created_at = now() - interval '20 minutes', expires_at = now() - interval '1 second'
    where person_uid = ${anna}`.execute(world.db);
  const used = await world.db
    .selectFrom('qr_scan_requests')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('person_uid', '=', anna)
    .where('used_at', 'is not', null)
    .executeTakeFirstOrThrow();
  await scanLink(ANNA, anna);
  const left = await world.db
    .selectFrom('qr_scan_requests')
    .select(['used_at', 'expires_at'])
    .where('person_uid', '=', anna)
    .execute();
  expect(left.filter((row) => row.used_at !== null)).toHaveLength(used.n);
  expect(left.filter((row) => row.used_at === null)).toHaveLength(1);
});
