/**
 * Statements as the customer gets them: Anna's seeded statement downloads, the CSV in her language with the
 * balances and without formulas, camt.053 references that lead back to the bookings, a context lists only its
 * own statements, and a ticket turns used once however many downloads race.
 */
import { bookTransaction } from '../accounts/ledger';
import { ANNA } from '../../test/personas';
import { personaApp } from '../../test/persona-app';
import { transactionUidOfReference } from './statements';

const world = personaApp();
const { call, persons, accounts } = world;

interface Ticket {
  uid: string;
  status: string;
  cashAccountUid: string;
  from: string;
  to: string;
  format: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const swissDay = (iso: string) => iso.split('-').reverse().join('.');

async function requestStatement(
  payload: { cashAccountUid: string; from: string; to: string; format: 'csv' | 'camt053' },
  options: { partnership?: string; language?: string } = {},
): Promise<Ticket> {
  const response = await call(ANNA, 'POST', `/api/natural-persons/${persons[ANNA]}/export-tickets`, {
    payload,
    partnership: options.partnership,
    headers: options.language ? { 'accept-language': options.language } : {},
  });
  expect(response.statusCode).toBe(201);
  return response.json<Ticket>();
}

it('downloads the statement the seed gave Anna (listed as downloadable, so it must be)', async () => {
  const list = await call(ANNA, 'GET', `/api/natural-persons/${persons[ANNA]}/export-tickets`);
  const seeded = list.json<Ticket[]>().find((ticket) => ticket.status === 'used');
  expect(seeded).toBeDefined();
  const download = await call(ANNA, 'GET', `/api/export-tickets/${seeded!.uid}/download`);
  expect(download.statusCode).toBe(200);
  const lines = download.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  // Anna's profile speaks German: header, opening balance, her bookings of the period, closing balance.
  expect(lines[0]).toMatch(/^Buchungsdatum;/);
  expect(lines[1]).toMatch(new RegExp(`^${swissDay(seeded!.from)};;Anfangssaldo;`));
  expect(lines.at(-1)).toMatch(new RegExp(`^${swissDay(seeded!.to)};;Schlusssaldo;`));
  expect(lines.length).toBeGreaterThan(3);
});

it('writes the CSV in the caller’s language, with a BOM, and neutralises cells that start like a formula', async () => {
  const account = accounts['anna:Sparkonto']!;
  await world.db.transaction().execute((trx) =>
    bookTransaction(trx, {
      cash_account_uid: account,
      direction: 'credit',
      amount_value: '4200',
      currency: 'CHF',
      booking_date: today(),
      value_date: today(),
      booking_text: '=HYPERLINK("http://evil.example","Zahlung")',
      counterparty_name: '@Evil; Corp',
      counterparty_iban: null,
      category: 'groceries',
      reference: '+41791234567',
      card_uid: null,
    }),
  );
  const ticket = await requestStatement(
    { cashAccountUid: account, from: daysAgo(3), to: today(), format: 'csv' },
    { language: 'fr' },
  );
  const download = await call(ANNA, 'GET', `/api/export-tickets/${ticket.uid}/download`);
  expect(download.body.startsWith('\uFEFFDate de comptabilisation;')).toBe(true);
  const row = download.body.split('\r\n').find((line) => line.includes('HYPERLINK'))!;
  expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Zahlung"")"`);
  expect(row).toContain(`"'@Evil; Corp"`);
  expect(row).toContain(`;Alimentation;`);
  expect(row).toContain(`;'+41791234567;`);
});

it('gives each camt.053 entry a reference that leads back to its booking', async () => {
  const account = accounts['anna:Privatkonto']!;
  const ticket = await requestStatement({
    cashAccountUid: account,
    from: daysAgo(40),
    to: today(),
    format: 'camt053',
  });
  const xml = (await call(ANNA, 'GET', `/api/export-tickets/${ticket.uid}/download`)).body;
  const references = [...xml.matchAll(/<NtryRef>([^<]+)<\/NtryRef>/g)].map((match) => match[1]!);
  expect(references.length).toBeGreaterThan(0);
  for (const reference of references.slice(0, 5)) {
    const uid = transactionUidOfReference(reference);
    expect(uid).not.toBeNull();
    const booking = await call(ANNA, 'GET', `/api/v2/transactions/${uid}`);
    expect(booking.statusCode).toBe(200);
    expect(booking.json()).toMatchObject({ uid, cashAccountUid: account });
  }
});

it('lists in a context only the statements of that context’s accounts', async () => {
  const betriebskonto = accounts['Betriebskonto']!;
  const company = await requestStatement(
    { cashAccountUid: betriebskonto, from: daysAgo(30), to: today(), format: 'csv' },
    { partnership: world.baeckerei },
  );
  const url = `/api/natural-persons/${persons[ANNA]}/export-tickets`;
  const inCompany = (await call(ANNA, 'GET', url, { partnership: world.baeckerei })).json<Ticket[]>();
  expect(inCompany.map((ticket) => ticket.uid)).toContain(company.uid);
  expect(inCompany.every((ticket) => ticket.cashAccountUid === betriebskonto)).toBe(true);
  const privately = (await call(ANNA, 'GET', url)).json<Ticket[]>();
  expect(privately.map((ticket) => ticket.uid)).not.toContain(company.uid);
  expect(privately.length).toBeGreaterThan(0);
  // A private statement is not downloaded through the company's context either.
  const denied = await call(ANNA, 'GET', `/api/export-tickets/${privately[0]!.uid}/download`, {
    partnership: world.baeckerei,
  });
  expect(denied.statusCode).toBe(403);
});

it('turns a ticket used once, however many downloads run at the same time', async () => {
  const ticket = await requestStatement({
    cashAccountUid: accounts['anna:Privatkonto']!,
    from: daysAgo(10),
    to: today(),
    format: 'csv',
  });
  const downloads = await Promise.all(
    Array.from({ length: 6 }, () => call(ANNA, 'GET', `/api/export-tickets/${ticket.uid}/download`)),
  );
  expect(downloads.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  const events = await world.db
    .selectFrom('events')
    .select('payload')
    .where('type', '=', 'exportTicket')
    .where('guid', '=', ticket.uid)
    .execute();
  expect(events.map((row) => (row.payload as { status: string }).status).sort()).toEqual(['active', 'used']);
});
