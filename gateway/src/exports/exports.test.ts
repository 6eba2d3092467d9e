/** Export tickets: camt.053 against the XSD, the CSV closing balance, new → active → used. */
import { ANNA } from '../../test/personas';
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { call, persons, accounts } = world;

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
    const statuses = await world.db
      .selectFrom('events')
      .select('payload')
      .where('type', '=', 'exportTicket')
      .where('guid', '=', ticket.uid)
      .orderBy('id')
      .execute();
    expect(statuses.map((row) => (row.payload as { status: string }).status)).toEqual(['active', 'used']);
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
    const account = await world.db
      .selectFrom('cash_accounts')
      .select('balance_value')
      .where('uid', '=', accounts['anna:Sparkonto']!)
      .executeTakeFirstOrThrow();
    expect(net).toBe(Number(account.balance_value));
  });
});

it('GET /api/natural-persons/{uid}/export-tickets exists for the Documents entry rule', async () => {
  const response = await call(ANNA, 'GET', `/api/natural-persons/${persons[ANNA]}/export-tickets`);
  expect(response.statusCode).toBe(200);
  expect(Array.isArray(response.json())).toBe(true);
});
