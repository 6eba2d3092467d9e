/**
 * Idempotent clearing bookings (issue 10 item 7): the Idempotency-Key is claimed first in the booking's
 * transaction (a primary key, inserted with ON CONFLICT DO NOTHING). A racing twin waits on the key until the
 * first transaction ends: if that committed it answers the same booking, if it rolled back the twin books.
 * The same key with another request is refused with 409 idempotency_key_reused.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import { conflict } from '../http/errors';

export interface ClearingAnswer {
  uid: string;
  balanceValue: number;
}

const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** Claims the key for this request; returns the earlier booking when the key was used for it already. */
export async function claimClearingKey(
  trx: Transaction<Database>,
  key: string,
  body: unknown,
): Promise<ClearingAnswer | null> {
  const hash = requestHash(body);
  const claimed = await trx
    .insertInto('sandbox_clearing_keys')
    .values({ idempotency_key: key, request_hash: hash })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  if (claimed) return null;
  const earlier = await trx
    .selectFrom('sandbox_clearing_keys')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  if (earlier.request_hash !== hash || !earlier.transaction_uid)
    throw conflict('idempotency_key_reused', 'this Idempotency-Key was used for another booking');
  return { uid: earlier.transaction_uid, balanceValue: Number(earlier.balance_value) };
}

/** Stores the booking the key made, in the same transaction. */
export async function recordClearingKey(
  trx: Transaction<Database>,
  key: string,
  booked: ClearingAnswer,
): Promise<void> {
  await trx
    .updateTable('sandbox_clearing_keys')
    .set({ transaction_uid: booked.uid, balance_value: booked.balanceValue })
    .where('idempotency_key', '=', key)
    .execute();
}
