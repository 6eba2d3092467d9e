/**
 * Booking money on an account: the one way balances change, so a balance always equals the sum of its booked
 * transactions. Used by payment execution and the card terminal (a reservation, then its booking; a declined card
 * payment recorded as rejected); publishes cashSubAccount in the caller's transaction (spec §4 staleness).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import { publishEvent } from '../events/publish';
import { amountOf } from './money';
import type { CashAccountsTable } from '../db/tables/accounts';
import type { TransactionsTable } from '../db/tables/transactions';
import { cashAccountSubject } from './audience';

export type BookingInput = Omit<
  Insertable<TransactionsTable>,
  'uid' | 'status' | 'created_at' | 'amount_factor'
> & {
  uid?: string;
  /**
   * booked changes the balance; reserved only announces an upcoming debit (settleReservation books it later);
   * rejected records a declined card payment with its decline reason (no money moves).
   */
  status?: 'booked' | 'reserved' | 'rejected';
};

export async function bookTransaction(
  trx: Transaction<Database>,
  input: BookingInput,
): Promise<{ uid: string; balanceValue: number }> {
  const value = BigInt(input.amount_value);
  if (value <= 0n) throw new Error('a booking amount is positive; the direction says which way it goes');
  // Lock the account row: concurrent bookings on one account are serialised.
  const account = await trx
    .selectFrom('cash_accounts')
    .selectAll()
    .where('uid', '=', input.cash_account_uid)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (account.currency !== input.currency)
    throw new Error(`account ${account.uid} holds ${account.currency}, not ${input.currency}`);
  const status = input.status ?? 'booked';
  const uid = input.uid ?? randomUUID();
  await trx
    .insertInto('transactions')
    .values({ ...input, uid, status, amount_factor: account.balance_factor, created_at: new Date() })
    .execute();
  const balanceValue =
    status === 'booked'
      ? await moveBalance(trx, account.uid, input.direction, value)
      : Number(account.balance_value);
  await publishBalance(trx, account, uid, status, balanceValue);
  return { uid, balanceValue };
}

/** The booked balance moves by a booking (the account row is locked by the caller). */
async function moveBalance(
  trx: Transaction<Database>,
  accountUid: string,
  direction: 'credit' | 'debit',
  value: bigint,
): Promise<number> {
  const delta = direction === 'credit' ? value : -value;
  const updated = await trx
    .updateTable('cash_accounts')
    .set({ balance_value: sql<string>`balance_value + ${delta.toString()}::bigint` })
    .where('uid', '=', accountUid)
    .returning('balance_value')
    .executeTakeFirstOrThrow();
  return Number(updated.balance_value);
}

async function publishBalance(
  trx: Transaction<Database>,
  account: Selectable<CashAccountsTable>,
  trxUid: string,
  status: string,
  balanceValue: number,
): Promise<void> {
  await publishEvent(trx, {
    type: 'cashSubAccount',
    guid: account.uid,
    message: {
      cashAccountUid: account.uid,
      ownerUid: account.owner_uid,
      trxUid,
      status,
      balance: amountOf(balanceValue, account.balance_factor, account.currency),
    },
    audience:
      account.owner_type === 'person'
        ? { personUids: [account.owner_uid] }
        : { partnershipUid: account.owner_uid, subject: cashAccountSubject(account.uid) },
  });
}

/**
 * Books a reservation (a card payment's authorisation, status reserved) on its account: the balance moves now.
 * Null when it is no longer reserved (booked or released meanwhile): a reservation is booked once.
 */
export async function settleReservation(
  trx: Transaction<Database>,
  transactionUid: string,
): Promise<{ uid: string; balanceValue: number } | null> {
  const reserved = await trx
    .selectFrom('transactions')
    .select('cash_account_uid')
    .where('uid', '=', transactionUid)
    .executeTakeFirst();
  if (!reserved) return null;
  // The account first, as every booking locks it, then the transaction's conditional update.
  const account = await trx
    .selectFrom('cash_accounts')
    .selectAll()
    .where('uid', '=', reserved.cash_account_uid)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const booked = await trx
    .updateTable('transactions')
    .set({ status: 'booked' })
    .where('uid', '=', transactionUid)
    .where('status', '=', 'reserved')
    .returning(['direction', 'amount_value'])
    .executeTakeFirst();
  if (!booked) return null;
  const balanceValue = await moveBalance(trx, account.uid, booked.direction, BigInt(booked.amount_value));
  await publishBalance(trx, account, transactionUid, 'booked', balanceValue);
  return { uid: transactionUid, balanceValue };
}
