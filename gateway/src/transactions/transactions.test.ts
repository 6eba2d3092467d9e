/** Bookings and receipts: list, deep link, receipt changes with their event, the category. */
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { call, accounts } = world;

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

  it('pages with the same total on every page, past the end too; 404 and 403 as before', async () => {
    const list = (query: string, email = 'anna@kontor.test', account = accounts['anna:Privatkonto']) =>
      call(email, 'GET', `/api/v2/cash-accounts/${account}/transactions?${query}`);
    const all = await list('count=200');
    const everything = all.json<{ uid: string }[]>();
    const total = Number(all.headers['x-total-count']);
    expect(everything.length).toBe(Math.min(total, 200));
    expect(total).toBeGreaterThan(3);
    const second = await list('count=2&offset=2');
    expect(second.json<{ uid: string }[]>().map((row) => row.uid)).toEqual(
      everything.slice(2, 4).map((row) => row.uid),
    );
    expect(Number(second.headers['x-total-count'])).toBe(total);
    const pastTheEnd = await list(`count=2&offset=${total + 5}`);
    expect(pastTheEnd.statusCode).toBe(200);
    expect(pastTheEnd.json()).toEqual([]);
    expect(Number(pastTheEnd.headers['x-total-count'])).toBe(total);
    const nothing = await list('search=no-booking-reads-like-this');
    expect(nothing.json()).toEqual([]);
    expect(nothing.headers['x-total-count']).toBe('0');
    expect(
      (await list('count=2', 'anna@kontor.test', '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await list('count=2', 'nora@kontor.test')).statusCode).toBe(403);
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
    const event = await world.db
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

describe('customize schema and spendings', () => {
  it('serves the customize schema with the category labels in the caller language', async () => {
    const response = await call('anna@kontor.test', 'GET', '/api/v2/transactions/1/customize', {
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(200);
    const schema = response.json<{ properties: { category: { enum: string[]; enumLabels: string[] } } }>();
    expect(schema.properties.category.enum).toContain('travel');
    expect(schema.properties.category.enumLabels).toHaveLength(schema.properties.category.enum.length);
  });

  it('sums the booked debits per month (the dashboard chart)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`;
    const response = await call('anna@kontor.test', 'POST', '/api/spendings/timeseries', {
      payload: {
        from,
        to: today,
        pattern: 'YYYY-MM',
        filter: { accountUids: [accounts['anna:Privatkonto']] },
      },
    });
    expect(response.statusCode).toBe(200);
    const { series } = response.json<{ series: { period: string; spending: { value: number } }[] }>();
    expect(series.length).toBeGreaterThan(6);
    expect(series.every((entry) => /^\d{4}-\d{2}$/.test(entry.period) && entry.spending.value > 0)).toBe(
      true,
    );
  });
});
