/**
 * Execution of payment orders (issue 11 item 5): one order per transaction, all or nothing. The caller
 * holds the order row locked; this books the debit (and the fee), the credit of an internal payment,
 * marks the order executed, creates a standing order's next occurrence and publishes the messages — or
 * rejects the order when funds are short. A crash anywhere rolls the whole order back.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Transaction, type Updateable } from 'kysely';
import {
  addDaysIso,
  isBankingDay,
  nextBankingDay,
  nextOccurrence,
  quoteFx,
  type PaymentKind,
  type Recurrence,
} from 'shared-kernel/domain';
import type { Database } from '../db/database';
import type { PaymentOrdersTable } from '../db/tables/payments';
import { bookTransaction } from '../accounts/ledger';
import {
  CLEARING_MAX_ATTEMPTS,
  clearingRefuses,
  clearsLater,
  isSanctioned,
  needsManualReview,
} from './clearing';
import { ebillOrderRefused, reopenEbillInvoice, settleEbillInvoice } from './ebill';
import { publishOrderEvent, publishTransactionEvent } from './events';
import { accountsOf, lockAccounts } from './locks';
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

/** Books one of an order's transactions and announces its receipt (spec §3 stream: transaction receipt). */
async function bookOrderTransaction(
  trx: Transaction<Database>,
  order: OrderRow,
  input: Parameters<typeof bookTransaction>[1],
  receipt = false,
): Promise<string> {
  const { uid } = await bookTransaction(trx, input);
  // The order's note and attachments become the debit's receipt (spec §3 transactionReceiptData).
  if (receipt && (order.note_text || order.attached_file_uids.length > 0))
    await trx
      .insertInto('transaction_receipts')
      .values({
        transaction_uid: uid,
        note_text: order.note_text,
        attached_file_uids: order.attached_file_uids,
      })
      .execute();
  await publishTransactionEvent(trx, order, uid, input.cash_account_uid);
  return uid;
}

/** Sets a locked order's status from `from` (conditional: exactly one writer wins) and announces it. */
async function moveOrder(
  trx: Transaction<Database>,
  order: OrderRow,
  from: string,
  change: Updateable<PaymentOrdersTable>,
): Promise<OrderRow> {
  const moved = await trx
    .updateTable('payment_orders')
    .set({ ...change, updated_at: sql<Date>`now()` })
    .where('uid', '=', order.uid)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
  if (!moved) throw new Error(`payment order ${order.uid} is no longer ${from}`);
  await publishOrderEvent(trx, moved);
  return moved;
}

/** The status an order takes once its debit is booked (payments/clearing.ts). */
function afterDebit(order: OrderRow, today: string, attempt: number): Updateable<PaymentOrdersTable> {
  const external = !order.is_internal && order.target_account_uid === null;
  const beneficiary = order.beneficiary as unknown as StoredBeneficiary;
  const nextDay = nextBankingDay(addDaysIso(today, 1));
  if (external && clearingRefuses(beneficiary.iban, attempt)) {
    if (attempt >= CLEARING_MAX_ATTEMPTS)
      return {
        status: 'rejected',
        status_reason: 'clearing_refused',
        clearing_attempts: attempt,
        next_attempt_date: null,
      };
    return {
      status: 'retrying',
      status_reason: 'clearing_refused',
      clearing_attempts: attempt,
      next_attempt_date: nextDay,
    };
  }
  if (clearsLater(order))
    return {
      status: 'in-progress',
      status_reason: null,
      clearing_attempts: attempt,
      next_attempt_date: nextDay,
    };
  return { status: 'executed', status_reason: null, clearing_attempts: attempt, next_attempt_date: null };
}

/**
 * Executes a locked, accepted order on `today`. Throws ExecutionRefused (nothing written) when funds are
 * short or the account is not active; the caller decides whether that refuses a submit or rejects the order.
 * Unless the sandbox operator released it, a sanctioned beneficiary holds the order in `quarantine` and a
 * debit above the review threshold in `manual` (nothing booked). Otherwise the debit is booked and the order
 * is `executed`, or `in-progress` until a foreign clearing confirms it, or `retrying` when the clearing
 * refuses it.
 */
export async function executeLockedOrder(
  trx: Transaction<Database>,
  order: OrderRow,
  today: string,
): Promise<{ order: OrderRow; next: OrderRow | null }> {
  // The order is locked: its accounts come next (payments/locks.ts).
  const accounts = await lockAccounts(trx, accountsOf(order));
  const account = accounts.get(order.cash_account_uid)!;
  if (account.status !== 'active') throw new ExecutionRefused('account_not_active');
  const beneficiary = order.beneficiary as unknown as StoredBeneficiary;
  const reviewed = order.reviewed_at !== null;
  if (!reviewed && isSanctioned(beneficiary))
    return {
      order: await moveOrder(trx, order, 'accepted', {
        status: 'quarantine',
        status_reason: 'compliance_review',
      }),
      next: null,
    };
  const quote = quoteFx({
    targetMinor: BigInt(order.amount_value),
    sourceCurrency: account.currency,
    targetCurrency: order.currency,
    kind: order.payment_kind as PaymentKind,
    internal: order.is_internal,
  });
  if (BigInt(account.balance_value) < BigInt(quote.totalDebit.value))
    throw new ExecutionRefused('insufficient_funds');
  if (!reviewed && needsManualReview(BigInt(quote.totalDebit.value)))
    return {
      order: await moveOrder(trx, order, 'accepted', { status: 'manual', status_reason: 'manual_review' }),
      next: null,
    };
  const booking = {
    booking_date: today,
    value_date: today,
    payment_order_uid: order.uid,
    reference: order.structured_reference,
  };
  await bookOrderTransaction(
    trx,
    order,
    {
      ...booking,
      cash_account_uid: account.uid,
      direction: 'debit',
      amount_value: String(quote.sourceAmount.value),
      currency: account.currency,
      counterparty_name: beneficiary.name,
      counterparty_iban: beneficiary.iban ?? null,
      category: order.user_category,
      booking_text: order.payment_reason ?? beneficiary.name,
    },
    true,
  );
  if (quote.fee.value > 0)
    await bookOrderTransaction(trx, order, {
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
    await bookOrderTransaction(trx, order, {
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
  const debited = await moveOrder(trx, order, 'accepted', {
    ...afterDebit(order, today, 1),
    executed_at: new Date(),
    debit_value: String(quote.sourceAmount.value),
    fee_value: String(quote.fee.value),
  });
  if (debited.status === 'rejected') await bookBack(trx, debited, today);
  // Issue 31: an order paying an eBill invoice settles it in this transaction (payments/ebill.ts).
  else await settleEbillInvoice(trx, debited);
  return { order: debited, next: await createNextOccurrence(trx, debited) };
}

/** Credits the debit and the fee of an order the clearing finally refused (or that was withdrawn while retrying). */
export async function bookBack(trx: Transaction<Database>, order: OrderRow, today: string): Promise<void> {
  // Issue 31: the eBill invoice it settled is payable again.
  await reopenEbillInvoice(trx, order);
  const account = await trx
    .selectFrom('cash_accounts')
    .select(['uid', 'currency'])
    .where('uid', '=', order.cash_account_uid)
    .executeTakeFirstOrThrow();
  const beneficiary = order.beneficiary as unknown as StoredBeneficiary;
  const total = BigInt(order.debit_value ?? 0) + BigInt(order.fee_value ?? 0);
  if (total <= 0n) return;
  await bookOrderTransaction(trx, order, {
    booking_date: today,
    value_date: today,
    payment_order_uid: order.uid,
    reference: order.structured_reference,
    cash_account_uid: account.uid,
    direction: 'credit',
    amount_value: String(total),
    currency: account.currency,
    counterparty_name: beneficiary.name,
    counterparty_iban: beneficiary.iban ?? null,
    category: order.user_category,
    booking_text: `Rückbuchung ${beneficiary.name}`,
  });
}

/**
 * The clearing's answer for a locked order waiting on it (in-progress or retrying, its day reached): an
 * in-progress order is confirmed (`executed`); a retrying one is delivered again (payments/clearing.ts) and
 * is confirmed, clears later, retries, or after the last attempt is rejected and booked back.
 */
export async function clearLockedOrder(
  trx: Transaction<Database>,
  order: OrderRow,
  today: string,
): Promise<OrderRow> {
  if (order.status === 'in-progress')
    return moveOrder(trx, order, 'in-progress', {
      status: 'executed',
      status_reason: null,
      next_attempt_date: null,
    });
  const next = afterDebit(order, today, order.clearing_attempts + 1);
  // A delivery the clearing accepts on a later attempt is confirmed with it.
  if (next.status === 'in-progress') Object.assign(next, { status: 'executed', next_attempt_date: null });
  const moved = await moveOrder(trx, order, 'retrying', next);
  if (moved.status === 'rejected') await bookBack(trx, moved, today);
  return moved;
}

/**
 * The sandbox operator's decision on an order held in `manual` or `quarantine`: released → accepted and
 * marked reviewed (executes at once when due, on a banking day); rejected → `rejected` (`review_rejected`).
 */
export async function reviewLockedOrder(
  trx: Transaction<Database>,
  order: OrderRow,
  decision: 'release' | 'reject',
  today: string,
): Promise<OrderRow> {
  if (decision === 'reject') {
    const rejected = await moveOrder(trx, order, order.status, {
      status: 'rejected',
      status_reason: 'review_rejected',
    });
    // Issue 31: a standing approval's order the review rejected leaves its invoice to the customer.
    await ebillOrderRefused(trx, rejected);
    await createNextOccurrence(trx, rejected);
    return rejected;
  }
  const released = await moveOrder(trx, order, order.status, {
    status: 'accepted',
    status_reason: null,
    reviewed_at: new Date(),
  });
  if (released.execution_date > today || !isBankingDay(today)) return released;
  return (await settleLockedOrder(trx, released, today)).order;
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
    .where('status', '=', order.status)
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
 * date (the series' unique index keeps two executors from creating it twice), unless that date passes the
 * series' last payment date (issue 28): then the series ends. The copy carries the last payment date on.
 */
export async function createNextOccurrence(
  trx: Transaction<Database>,
  order: OrderRow,
): Promise<OrderRow | null> {
  const anchor = order.series_uid ? await seriesAnchor(trx, order.series_uid) : null;
  const next = anchor
    ? nextOccurrence(anchor, order.recurrence as Recurrence, order.occurrence, order.recurrence_end_date)
    : null;
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
      clearing_attempts: 0,
      next_attempt_date: null,
      reviewed_at: null,
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
