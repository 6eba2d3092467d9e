/**
 * Booking money on an account: the one way balances change, so a balance always equals the sum of its booked
 * transactions. Used by payment execution; publishes cashSubAccount in the caller's transaction (spec §4 staleness).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import { publishEvent } from '../events/publish';
import { amountOf } from './money';
import type { TransactionsTable } from '../db/tables/transactions';
import { cashAccountSubject } from './audience';

export type BookingInput = Omit<
  Insertable<TransactionsTable>,
  'uid' | 'status' | 'created_at' | 'amount_factor'
> & {
  uid?: string;
  /** booked changes the balance; reserved only announces an upcoming debit. */
  status?: 'booked' | 'reserved';
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
  let balanceValue = Number(account.balance_value);
  if (status === 'booked') {
    const delta = input.direction === 'credit' ? value : -value;
    const updated = await trx
      .updateTable('cash_accounts')
      .set({ balance_value: sql<string>`balance_value + ${delta.toString()}::bigint` })
      .where('uid', '=', account.uid)
      .returning('balance_value')
      .executeTakeFirstOrThrow();
    balanceValue = Number(updated.balance_value);
  }
  await publishEvent(trx, {
    type: 'cashSubAccount',
    guid: account.uid,
    message: {
      cashAccountUid: account.uid,
      ownerUid: account.owner_uid,
      trxUid: uid,
      status,
      balance: amountOf(balanceValue, account.balance_factor, account.currency),
    },
    audience:
      account.owner_type === 'person'
        ? { personUids: [account.owner_uid] }
        : { partnershipUid: account.owner_uid, subject: cashAccountSubject(account.uid) },
  });
  return { uid, balanceValue };
}
