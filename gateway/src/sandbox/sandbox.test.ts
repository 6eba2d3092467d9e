/** Sandbox clearing: another bank's transfer moves balance, booked sum and the event together. */
import { SANDBOX_OPERATOR_HEADERS } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { accounts } = world;

describe('sandbox clearing', () => {
  it('books a transfer from another bank: balance, booked sum and a cashSubAccount event move together', async () => {
    const before = await world.db
      .selectFrom('cash_accounts')
      .select(['uid', 'iban', 'balance_value'])
      .where('uid', '=', accounts['anna:Privatkonto']!)
      .executeTakeFirstOrThrow();
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/sandbox/bookings',
      headers: SANDBOX_OPERATOR_HEADERS,
      payload: {
        iban: before.iban,
        direction: 'credit',
        amountValue: 12_345,
        currency: 'CHF',
        counterpartyName: 'Ausgleichskasse Zürich',
      },
    });
    expect(response.statusCode).toBe(201);
    const after = await world.db
      .selectFrom('cash_accounts')
      .select('balance_value')
      .where('uid', '=', before.uid)
      .executeTakeFirstOrThrow();
    expect(BigInt(after.balance_value) - BigInt(before.balance_value)).toBe(12_345n);
    const event = await world.db
      .selectFrom('events')
      .select('type')
      .where('type', '=', 'cashSubAccount')
      .where('guid', '=', before.uid)
      .executeTakeFirst();
    expect(event).toBeDefined();
    const wrongCurrency = await world.app.inject({
      method: 'POST',
      url: '/api/sandbox/bookings',
      headers: SANDBOX_OPERATOR_HEADERS,
      payload: {
        iban: before.iban,
        direction: 'debit',
        amountValue: 1,
        currency: 'EUR',
        counterpartyName: 'X',
      },
    });
    expect(wrongCurrency.statusCode).toBe(422);
    const unknown = await world.app.inject({
      method: 'POST',
      url: '/api/sandbox/bookings',
      headers: SANDBOX_OPERATOR_HEADERS,
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
