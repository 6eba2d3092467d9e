/**
 * The sandbox card terminal (DESIGN.md "The sandbox bank's two sides"; local and sandbox only, like the other
 * sandbox tools): a merchant's terminal asking the bank to authorise a card payment. A persona pays only with a
 * card it holds; the operator with any. The kernel's cardPaymentDecline decides on facts read with the card row
 * locked: an authorised payment is reserved on the card's debit account and then booked (the ledger of
 * accounts/ledger.ts, shown in transactions with the merchant); a declined one is recorded as a rejected
 * transaction with spec §4's decline reason `decline` (no money moves). Wrong PINs in a row lock the PIN.
 */
import {
  cardTerminalAnswerSchema,
  cardTerminalBodySchema,
  cardPaymentDecline,
  MAX_WRONG_PINS,
  type CardStatus,
  type CardTerminalAnswer,
  type CardTerminalBody,
  type MerchantCategory,
} from 'shared-kernel/domain';
import { sql } from 'kysely';
import { bookTransaction, settleReservation } from '../accounts/ledger';
import { verifyPassword } from '../auth/password';
import { forbidden, notFound, unprocessable } from '../http/errors';
import { defineRoute } from '../http/route';
import { bankToday } from '../payments/clock';
import { isSandboxOperator, operatorOrPersona } from '../sandbox/operator';
import { publishCardEvents } from './events';
import { cardByUid, cardSpending, monthStart } from './queries';

/** The transaction category (contracts/transactions.ts) a merchant category books under. */
const BOOKING_CATEGORY: Record<MerchantCategory, string> = {
  atm: 'cash',
  gambling: 'leisure',
  adult: 'leisure',
  crypto: 'transfer',
  onlineShopping: 'shopping',
  travel: 'travel',
  fuel: 'transport',
  restaurants: 'restaurants',
  groceries: 'groceries',
  other: 'general',
};

export const cardTerminalRoute = defineRoute<{ Body: CardTerminalBody }>({
  method: 'POST',
  url: '/api/sandbox/card-terminal/payments',
  family: 'sandbox',
  auth: 'none',
  // A stand-in for a merchant's terminal, not a call of the web app.
  callerGuard: operatorOrPersona(),
  apiKey: false,
  schema: {
    summary:
      'Sandbox card terminal: authorises a card payment (booked), or declines it (rejected, with its reason)',
    body: cardTerminalBodySchema,
    response: { 201: cardTerminalAnswerSchema },
  },
  async handler(request, reply): Promise<CardTerminalAnswer> {
    const db = request.server.db;
    const body = request.body;
    const card = await cardByUid(db, body.cardUid);
    if (!card) throw notFound('card_not_found');
    if (!isSandboxOperator(request) && card.holder_uid !== request.ctx.personUid)
      throw forbidden('a persona pays only with a card it holds');
    if (body.currency !== undefined && body.currency !== card.currency)
      throw unprocessable('currency_mismatch');
    // The PIN's hash is checked before the transaction (slow by design); a card without a PIN has no right one.
    const pinMatches = body.pin === undefined ? null : await verifyPassword(body.pin, card.pin_hash);
    const today = await bankToday(db);
    const decided = await db.transaction().execute(async (trx) => {
      // The card row locked: two payments on one card are decided one after the other (limits hold).
      const locked = await trx
        .selectFrom('cards')
        .selectAll()
        .where('uid', '=', card.uid)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const [spent, filters, account, reserved] = await Promise.all([
        cardSpending(trx, [card.uid], monthStart(today)),
        trx.selectFrom('card_transaction_filters').selectAll().where('card_uid', '=', card.uid).execute(),
        trx
          .selectFrom('cash_accounts')
          .select('balance_value')
          .where('uid', '=', card.cash_account_uid)
          .executeTakeFirstOrThrow(),
        trx
          .selectFrom('transactions')
          .select(sql<string>`coalesce(sum(amount_value), 0)::text`.as('value'))
          .where('cash_account_uid', '=', card.cash_account_uid)
          .where('status', '=', 'reserved')
          .where('direction', '=', 'debit')
          .executeTakeFirstOrThrow(),
      ]);
      const cause = cardPaymentDecline({
        status: locked.status as CardStatus,
        expiry: locked.expiry,
        today,
        amountValue: body.amountValue,
        merchantCategory: body.merchantCategory,
        spentThisMonthValue: spent.get(card.uid)?.all ?? 0,
        monthlySpendingLimitValue: Number(locked.spending_limit_value),
        atmThisMonthValue: spent.get(card.uid)?.cash ?? 0,
        atmMonthlyLimitValue: Number(locked.atm_monthly_limit_value),
        blockedMerchantCategories: locked.blocked_merchant_categories as MerchantCategory[],
        transactionFilters: filters.map((filter) => ({
          maxAmountValue: Number(filter.max_amount_value),
          merchantCategories: filter.merchant_categories as MerchantCategory[],
        })),
        availableValue: Number(account.balance_value) - Number(reserved.value),
        pinMatches,
      });
      const booking = await bookTransaction(trx, {
        cash_account_uid: card.cash_account_uid,
        status: cause ? 'rejected' : 'reserved',
        direction: 'debit',
        amount_value: String(body.amountValue),
        currency: card.currency,
        decline_reason: cause ? 'decline' : null,
        merchant_name: body.merchantName,
        merchant_city: body.merchantCity ?? null,
        counterparty_name: body.merchantName,
        booking_text: body.merchantName,
        category: BOOKING_CATEGORY[body.merchantCategory],
        booking_date: today,
        value_date: today,
        card_uid: card.uid,
      });
      let status = locked.status;
      if (pinMatches !== null) status = await countPin(trx, locked, pinMatches, card.partnership_uid);
      return { uid: booking.uid, cause, status };
    });
    // The authorisation's reservation is booked: the balance moves (a second step, seen live as reserved, then booked).
    if (!decided.cause) await db.transaction().execute((trx) => settleReservation(trx, decided.uid));
    reply.code(201);
    return {
      transactionUid: decided.uid,
      approved: decided.cause === null,
      status: decided.cause ? 'rejected' : 'booked',
      declineReason: decided.cause ? 'decline' : null,
      declineCause: decided.cause,
      cardStatus: decided.status as CardStatus,
    };
  },
});

/** A right PIN starts the count over; the MAX_WRONG_PINS-th wrong one in a row locks an active card's PIN. */
async function countPin(
  trx: Parameters<typeof publishCardEvents>[0],
  card: { uid: string; status: string; wrong_pin_count: number },
  matches: boolean,
  partnershipUid: string | null,
): Promise<string> {
  if (matches) {
    await trx.updateTable('cards').set({ wrong_pin_count: 0 }).where('uid', '=', card.uid).execute();
    return card.status;
  }
  const wrong = card.wrong_pin_count + 1;
  const lock = wrong >= MAX_WRONG_PINS && card.status === 'active';
  const updated = await trx
    .updateTable('cards')
    .set({ wrong_pin_count: wrong, ...(lock ? { status: 'pin_locked', updated_at: sql<Date>`now()` } : {}) })
    .where('uid', '=', card.uid)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (lock) await publishCardEvents(trx, updated, partnershipUid);
  return updated.status;
}
