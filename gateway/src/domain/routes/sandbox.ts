/**
 * The sandbox's other banks: an incoming or outgoing transfer booked on one of our accounts, the way a
 * clearing system would. Local and sandbox only (like the outbox); it lets people and tests see a balance
 * move live (spec §4: a cash sub account event updates the balance and reloads the stats).
 */
import { defineRoute } from '../../http/route';
import { notFound, unprocessable } from '../../http/errors';
import { bookTransaction } from '../ledger';

interface BookingBody {
  iban: string;
  direction: 'credit' | 'debit';
  /** Minor units of the account's currency (integer: money is never a float). */
  amountValue: number;
  currency: string;
  counterpartyName: string;
  bookingText?: string;
}

const booking = defineRoute<{ Body: BookingBody }>({
  method: 'POST',
  url: '/api/sandbox/bookings',
  family: 'sandbox',
  auth: 'none',
  // A stand-in for another bank's clearing message, not a call of the web app.
  apiKey: false,
  schema: {
    summary: 'Sandbox clearing: books a transfer from or to another bank on one of our accounts',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['iban', 'direction', 'amountValue', 'currency', 'counterpartyName'],
      properties: {
        iban: { type: 'string', pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' },
        direction: { type: 'string', enum: ['credit', 'debit'] },
        amountValue: { type: 'integer', minimum: 1, maximum: 100_000_000_00 },
        currency: { type: 'string', pattern: '^[A-Z]{3}$' },
        counterpartyName: { type: 'string', minLength: 1, maxLength: 70 },
        bookingText: { type: 'string', minLength: 1, maxLength: 140 },
      },
    },
  },
  async handler(request, reply) {
    const body = request.body;
    const result = await request.server.db.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom('cash_accounts')
        .select(['uid', 'currency'])
        .where('iban', '=', body.iban)
        .executeTakeFirst();
      if (!account) throw notFound('account_not_found');
      if (account.currency !== body.currency) throw unprocessable('currency_mismatch');
      const today = new Date().toISOString().slice(0, 10);
      return bookTransaction(trx, {
        cash_account_uid: account.uid,
        direction: body.direction,
        amount_value: String(body.amountValue),
        currency: body.currency,
        counterparty_name: body.counterpartyName,
        booking_text: body.bookingText ?? body.counterpartyName,
        category: body.direction === 'credit' ? 'transfer' : 'general',
        booking_date: today,
        value_date: today,
      });
    });
    reply.code(201);
    return { uid: result.uid, balanceValue: result.balanceValue };
  },
});

export const sandboxRoutes = [booking];
