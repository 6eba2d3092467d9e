/**
 * The sandbox's other banks: an incoming or outgoing transfer booked on one of our accounts, the way a
 * clearing system would. Local and sandbox only (like the outbox); it lets people and tests see a balance
 * move live (spec §4: a cash sub account event updates the balance and reloads the stats). The operator books
 * either way on any account; a persona plays the outside world for itself only: a credit from another bank to
 * an account it may view (issue 26). A debit needs the funds, as any debit of the bank does. An
 * Idempotency-Key books once (./clearing-keys.ts).
 */
import type { Transaction } from 'kysely';
import {
  sandboxBookingBodySchema,
  sandboxBookingHeadersSchema,
  sandboxBookingSchema,
  type SandboxBookingBody,
  type SandboxBookingHeaders,
} from 'shared-kernel/domain';
import type { Database } from '../db/database';
import { defineRoute } from '../http/route';
import { forbidden, notFound, unprocessable } from '../http/errors';
import { bookTransaction } from '../accounts/ledger';
import { accountViewers } from '../accounts/audience';
import { claimClearingKey, recordClearingKey, type ClearingAnswer } from './clearing-keys';
import { isSandboxOperator, operatorOrPersona } from './operator';

/** A debit from another bank takes only what the account holds (the row locked, as every booking locks it). */
async function requireFunds(trx: Transaction<Database>, accountUid: string, amountValue: number) {
  const { balance_value: balance } = await trx
    .selectFrom('cash_accounts')
    .select('balance_value')
    .where('uid', '=', accountUid)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (BigInt(balance) < BigInt(amountValue))
    throw unprocessable('insufficient_funds', 'the account does not hold the amount of the debit');
}

export const sandboxBookingRoute = defineRoute<{ Body: SandboxBookingBody; Headers: SandboxBookingHeaders }>({
  method: 'POST',
  url: '/api/sandbox/bookings',
  family: 'sandbox',
  auth: 'none',
  // A stand-in for another bank's clearing message, not a call of the web app.
  callerGuard: operatorOrPersona(),
  apiKey: false,
  schema: {
    summary: 'Sandbox clearing: books a transfer from or to another bank on one of our accounts',
    headers: sandboxBookingHeadersSchema,
    body: sandboxBookingBodySchema,
    response: { 201: sandboxBookingSchema },
  },
  async handler(request, reply) {
    const body = request.body;
    const key = request.headers['idempotency-key'] ?? null;
    const operator = isSandboxOperator(request);
    const result = await request.server.db.transaction().execute(async (trx): Promise<ClearingAnswer> => {
      const earlier = key ? await claimClearingKey(trx, key, body) : null;
      if (earlier) return earlier;
      const account = await trx
        .selectFrom('cash_accounts')
        .select(['uid', 'currency'])
        .where('iban', '=', body.iban)
        .executeTakeFirst();
      if (!account) throw notFound('account_not_found');
      if (!operator && body.direction !== 'credit')
        throw forbidden('a persona books only a credit from another bank; a debit needs the operator key');
      if (!operator && !(await accountViewers(trx, account.uid)).includes(request.ctx.personUid ?? ''))
        throw forbidden('a persona books only on an account it may view');
      if (account.currency !== body.currency) throw unprocessable('currency_mismatch');
      if (body.direction === 'debit') await requireFunds(trx, account.uid, body.amountValue);
      const today = new Date().toISOString().slice(0, 10);
      const booked = await bookTransaction(trx, {
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
      if (key) await recordClearingKey(trx, key, booked);
      return booked;
    });
    reply.code(201);
    return { uid: result.uid, balanceValue: result.balanceValue };
  },
});
