/**
 * Idempotent submission (issue 11 item 6). A submit claims its keys — `ctid:<customerTransactionId>` and
 * `key:<Idempotency-Key>` — per person in its own transaction, next to the order it creates; the answer is
 * stored with the claim. A repeat (or a concurrent twin, which waits on the claim's unique index until the
 * first commits) answers the stored result; the same key for another request is a 409. A customerTransactionId
 * is also unique across all orders: another person's is refused (409 customer_transaction_id_taken, submit.ts).
 */
import { createHash } from 'node:crypto';
import type { KontorExecutor } from '../db/database';
import type { Language } from '../http/context';
import { paymentError } from './messages';

export interface SubmissionKeys {
  personUid: string;
  keys: string[];
  requestHash: string;
}

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/** The request's fingerprint: method, path and the body as sent. */
export const requestHashOf = (method: string, path: string, body: unknown): string =>
  createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body)}`)
    .digest('hex');

export function submissionKeys(
  personUid: string,
  request: { customerTransactionId?: string | null; idempotencyKey?: string | null; requestHash: string },
): SubmissionKeys {
  const keys = [
    ...(request.customerTransactionId ? [`ctid:${request.customerTransactionId}`] : []),
    ...(request.idempotencyKey ? [`key:${request.idempotencyKey}`] : []),
  ];
  return { personUid, keys, requestHash: request.requestHash };
}

/**
 * The stored answer for these keys, null when none was claimed yet; 409 when a key answered another
 * request.
 */
export async function storedAnswer(
  db: KontorExecutor,
  language: Language,
  claim: SubmissionKeys,
): Promise<StoredAnswer | null> {
  if (claim.keys.length === 0) return null;
  const rows = await db
    .selectFrom('payment_submissions')
    .selectAll()
    .where('person_uid', '=', claim.personUid)
    .where('idempotency_key', 'in', claim.keys)
    .execute();
  if (rows.length === 0) return null;
  const mismatch = rows.find((row) => row.request_hash !== claim.requestHash);
  if (mismatch || rows.some((row) => row.response === null))
    throw paymentError(language, 409, 'idempotency_key_reused');
  return { statusCode: rows[0]!.status_code ?? 200, body: rows[0]!.response };
}

/** Claims the keys in the submit's transaction (a concurrent twin blocks here, then fails on the unique index). */
export async function claimKeys(trx: KontorExecutor, claim: SubmissionKeys): Promise<void> {
  if (claim.keys.length === 0) return;
  await trx
    .insertInto('payment_submissions')
    .values(
      claim.keys.map((key) => ({
        person_uid: claim.personUid,
        idempotency_key: key,
        request_hash: claim.requestHash,
      })),
    )
    .execute();
}

/** Stores the answer with the claim, in the same transaction. */
export async function storeAnswer(
  trx: KontorExecutor,
  claim: SubmissionKeys,
  orderUid: string,
  answer: StoredAnswer,
): Promise<void> {
  if (claim.keys.length === 0) return;
  await trx
    .updateTable('payment_submissions')
    .set({ order_uid: orderUid, status_code: answer.statusCode, response: JSON.stringify(answer.body) })
    .where('person_uid', '=', claim.personUid)
    .where('idempotency_key', 'in', claim.keys)
    .execute();
}
