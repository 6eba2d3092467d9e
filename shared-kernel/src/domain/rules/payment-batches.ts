/**
 * Bulk payment rules (issue 30 item 4, docs/payment-batches-api.md): who may upload a batch file (who may
 * create a payment on the account, spec §5), who may sign a batch (who may sign its orders, spec §4), which
 * rows are duplicates, and a batch's overall status. Fact-level functions the gateway asks with facts from
 * its tables, and the session-level names the screens call.
 */
import type { CashAccount } from '../entities';
import type { PaymentBatchStatus } from '../contracts/payment-batches';
import { PAYMENT_BATCH_DUPLICATE_DAYS } from '../contracts/payment-batches';
import { addDaysIso } from '../payments/bankingDays';
import type { SessionSnapshot } from '../session';
import {
  canCreatePayment,
  paymentCreationAllowed,
  paymentOrderApprovalAllowed,
  type PaymentCreationFacts,
  type PaymentOrderRuleFacts,
} from './payments';

/** Spec §5 for a batch: uploading (validating or creating) a batch file = creating payments on the account. */
export const paymentBatchUploadAllowed = (facts: PaymentCreationFacts): boolean =>
  paymentCreationAllowed(facts);

/** Spec §4 for a batch: signing or rejecting it = signing its orders awaiting approval (facts of one of them). */
export const paymentBatchDecisionAllowed = (facts: PaymentOrderRuleFacts): boolean =>
  paymentOrderApprovalAllowed(facts);

/** The bulk upload screen's enter rule and the entry points' visibility: may pay from the account. */
export const canUploadPaymentBatch = (session: SessionSnapshot, account: CashAccount | null): boolean =>
  canCreatePayment(session, account);

/** What two payments are compared on to find duplicates. */
export interface BatchDuplicateFacts {
  /** Electronic format (normalizeIban). */
  iban: string;
  /** Minor units as a decimal string (exact). */
  amountMinor: string;
  currency: string;
  /** Normalised structured reference, or '' without one. */
  reference: string;
  /** yyyy-MM-dd. */
  date: string;
}

/** Whether two dates (yyyy-MM-dd) are at most PAYMENT_BATCH_DUPLICATE_DAYS apart. */
function datesClose(a: string, b: string): boolean {
  const [early, late] = a <= b ? [a, b] : [b, a];
  return addDaysIso(early, PAYMENT_BATCH_DUPLICATE_DAYS) >= late;
}

/**
 * Duplicates: same IBAN, amount, currency and reference, dates at most PAYMENT_BATCH_DUPLICATE_DAYS apart (the
 * same invoice paid twice; two payments of one amount to one IBAN with different references are not).
 */
export const isBatchDuplicate = (a: BatchDuplicateFacts, b: BatchDuplicateFacts): boolean =>
  a.iban === b.iban &&
  a.amountMinor === b.amountMinor &&
  a.currency === b.currency &&
  a.reference === b.reference &&
  datesClose(a.date, b.date);

const keyOf = (row: BatchDuplicateFacts) => `${row.iban}|${row.amountMinor}|${row.currency}|${row.reference}`;

/**
 * For each row, the index of the first earlier row it duplicates (null when none); rows that are null (not
 * read) are skipped. Grouped by key, so a 1,000-row file costs one pass.
 */
export function batchDuplicatesWithinFile(rows: readonly (BatchDuplicateFacts | null)[]): (number | null)[] {
  const seen = new Map<string, number[]>();
  return rows.map((row, index) => {
    if (!row) return null;
    const key = keyOf(row);
    const earlier = seen.get(key) ?? [];
    const first = earlier.find((other) => datesClose(rows[other]!.date, row.date));
    seen.set(key, [...earlier, index]);
    return first ?? null;
  });
}

/** Whether a row duplicates one of the account's recent orders. */
export const duplicatesRecentOrder = (
  row: BatchDuplicateFacts,
  orders: readonly BatchDuplicateFacts[],
): boolean => orders.some((order) => isBatchDuplicate(row, order));

/**
 * A batch's status from its orders' statuses: all in one of approval, blocked, accepted, executed, rejected →
 * that one (retired orders do not count; in-progress and retrying count as accepted); otherwise partial.
 */
export function paymentBatchStatus(statusCounts: Readonly<Record<string, number>>): PaymentBatchStatus {
  const folded = new Map<PaymentBatchStatus, number>();
  for (const [status, count] of Object.entries(statusCounts)) {
    if (!count || status === 'retired') continue;
    const as: PaymentBatchStatus =
      status === 'approval' || status === 'blocked' || status === 'executed' || status === 'rejected'
        ? status
        : status === 'accepted' || status === 'in-progress' || status === 'retrying'
          ? 'accepted'
          : 'partial';
    folded.set(as, (folded.get(as) ?? 0) + count);
  }
  if (folded.size === 1) return [...folded.keys()][0]!;
  return folded.size === 0 ? 'rejected' : 'partial';
}
