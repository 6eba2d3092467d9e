/**
 * Execution of payment orders (issue 11 item 5): one order per transaction, all or nothing. The caller
 * holds the order row locked; this books the debit (and the fee), the credit of an internal payment,
 * marks the order executed, creates a standing order's next occurrence and publishes the messages — or
 * rejects the order when funds are short. A crash anywhere rolls the whole order back.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { nextOccurrence, quoteFx, type PaymentKind, type Recurrence } from 'shared-kernel/domain';
import type { Database } from '../db/database';
import { bookTransaction } from '../accounts/ledger';
import { publishOrderEvent } from './events';
import type { OrderRow } from './queries';

/** Why an accepted order could not execute. */
export class ExecutionRefused extends Error {
  constructor(readonly reason: 'insufficient_funds' | 'account_not_active') {
    super(reason);
  }
}

/** Test hook for the crash test: a pause inside the execution transaction, after the debit is booked. */
const PAUSE_MS = Number(process.env.KONTOR_TEST_EXECUTION_PAUSE_MS ?? 0);

interface StoredBeneficiary {
  name: string;
  iban?: string | null;
}

/** Locks the accounts an order touches in uid order, so two opposite internal payments cannot deadlock. */
async function lockAccounts(trx: Transaction<Database>, uids: string[]) {
  const rows = await trx
    .selectFrom('cash_accounts')
    .selectAll()
    .where('uid', 'in', [...new Set(uids)])
    .orderBy('uid')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.uid, row]));
}

/**
 * Executes a locked, accepted order on `today`. Throws ExecutionRefused (nothing written) when funds are
 * short or the account is not active; the caller decides whether that refuses a submit or rejects the order.
 */
export async function executeLockedOrder(
  trx: Transaction<Database>,
  order: OrderRow,
  today: string,
): Promise<{ order: OrderRow; next: OrderRow | null }> {
  const accounts = await lockAccounts(trx, [
    order.cash_account_uid,
    ...(order.target_account_uid ? [order.target_account_uid] : []),
  ]);
  const account = accounts.get(order.cash_account_uid)!;
  if (account.status !== 'active') throw new ExecutionRefused('account_not_active');
  const quote = quoteFx({
    targetMinor: BigInt(order.amount_value),
    sourceCurrency: account.currency,
    targetCurrency: order.currency,
    kind: order.payment_kind as PaymentKind,
    internal: order.is_internal,
  });
  if (BigInt(account.balance_value) < BigInt(quote.totalDebit.value))
    throw new ExecutionRefused('insufficient_funds');
  const beneficiary = order.beneficiary as unknown as StoredBeneficiary;
  const booking = {
    booking_date: today,
    value_date: today,
    payment_order_uid: order.uid,
    reference: order.structured_reference,
  };
  await bookTransaction(trx, {
    ...booking,
    cash_account_uid: account.uid,
    direction: 'debit',
    amount_value: String(quote.sourceAmount.value),
    currency: account.currency,
    counterparty_name: beneficiary.name,
    counterparty_iban: beneficiary.iban ?? null,
    category: order.user_category,
    booking_text: order.payment_reason ?? beneficiary.name,
  });
  if (quote.fee.value > 0)
    await bookTransaction(trx, {
      ...booking,
      cash_account_uid: account.uid,
      direction: 'debit',
      amount_value: String(quote.fee.value),
      currency: account.currency,
      counterparty_name: null,
      counterparty_iban: null,
      category: 'fees',
      booking_text: `${order.payment_kind} ${beneficiary.name}`,
    });
  if (PAUSE_MS > 0) await sql`select pg_sleep(${PAUSE_MS / 1000})`.execute(trx);
  const target = order.target_account_uid ? accounts.get(order.target_account_uid) : undefined;
  if (target && target.status === 'active')
    await bookTransaction(trx, {
      ...booking,
      cash_account_uid: target.uid,
      direction: 'credit',
      amount_value: order.amount_value,
      currency: order.currency,
      counterparty_name: account.account_name,
      counterparty_iban: account.iban,
      category: 'transfer',
      booking_text: order.payment_reason ?? account.account_name,
    });
  const executed = await trx
    .updateTable('payment_orders')
    .set({
      status: 'executed',
      status_reason: null,
      executed_at: sql<Date>`now()`,
      debit_value: String(quote.sourceAmount.value),
      fee_value: String(quote.fee.value),
      updated_at: sql<Date>`now()`,
    })
    .where('uid', '=', order.uid)
    .where('status', '=', 'accepted')
    .returningAll()
    .executeTakeFirstOrThrow();
  await publishOrderEvent(trx, executed);
  return { order: executed, next: await createNextOccurrence(trx, executed) };
}

/** Rejects a locked order with a reason (spec §4: funds short at execution). */
export async function rejectLockedOrder(
  trx: Transaction<Database>,
  order: OrderRow,
  reason: string,
): Promise<{ order: OrderRow; next: OrderRow | null }> {
  const rejected = await trx
    .updateTable('payment_orders')
    .set({ status: 'rejected', status_reason: reason, updated_at: sql<Date>`now()` })
    .where('uid', '=', order.uid)
    .returningAll()
    .executeTakeFirstOrThrow();
  await publishOrderEvent(trx, rejected);
  return { order: rejected, next: await createNextOccurrence(trx, rejected) };
}

/**
 * Executes a locked accepted order when it is due, or rejects it when funds are short or the account is
 * closed (spec §4: "rejects with a reason when funds are short at execution").
 */
export async function settleLockedOrder(
  trx: Transaction<Database>,
  order: OrderRow,
  today: string,
): Promise<{ order: OrderRow; next: OrderRow | null }> {
  try {
    return await executeLockedOrder(trx, order, today);
  } catch (error) {
    if (error instanceof ExecutionRefused) return rejectLockedOrder(trx, order, error.reason);
    throw error;
  }
}

/**
 * A standing order continues after each occurrence, executed or rejected: the next one is accepted for its
 * date (the series' unique index keeps two executors from creating it twice).
 */
export async function createNextOccurrence(
  trx: Transaction<Database>,
  order: OrderRow,
): Promise<OrderRow | null> {
  const anchor = order.series_uid ? await seriesAnchor(trx, order.series_uid) : null;
  const next = anchor ? nextOccurrence(anchor, order.recurrence as Recurrence, order.occurrence) : null;
  if (!next) return null;
  const { uid: _uid, created_at: _created, updated_at: _updated, ...rest } = order;
  const created = await trx
    .insertInto('payment_orders')
    .values({
      ...rest,
      uid: randomUUID(),
      status: 'accepted',
      status_reason: null,
      payment_time: next.paymentTime,
      execution_date: next.executionDate,
      executed_at: null,
      debit_value: null,
      fee_value: null,
      occurrence: next.index,
      customer_transaction_id: null,
      beneficiary: JSON.stringify(order.beneficiary),
      attached_file_uids: [],
      note_text: null,
    })
    .onConflict((conflict) =>
      conflict.columns(['series_uid', 'occurrence']).where('series_uid', 'is not', null).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  if (created) await publishOrderEvent(trx, created);
  return created ?? null;
}

async function seriesAnchor(trx: Transaction<Database>, seriesUid: string): Promise<string | null> {
  const first = await trx
    .selectFrom('payment_orders')
    .select(['payment_time', 'execution_date'])
    .where('uid', '=', seriesUid)
    .executeTakeFirst();
  return first ? (first.payment_time ?? first.execution_date) : null;
}
