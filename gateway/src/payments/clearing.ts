/**
 * The sandbox bank's clearing and compliance (spec §4 statuses in-progress, retrying, manual, quarantine),
 * by fixed, documented rules (docs/payments-api.md "Clearing, review and compliance in the sandbox"):
 * - SEPA and SWIFT orders leave through a foreign clearing: `in-progress` from the debit until the clearing
 *   confirms them on the next banking day (SIC payments settle in real time and are `executed` at once).
 * - Reserved test IBANs make the clearing refuse a delivery: `retrying` with a next attempt on the next
 *   banking day; after the last attempt `rejected` (`clearing_refused`) and the debit is booked back.
 * - A debit above the review threshold waits in `manual` until the sandbox operator decides.
 * - A beneficiary on the sandbox sanctions list is held in `quarantine` until the operator decides.
 */
import { normalizeIban, type PaymentKind } from 'shared-kernel/domain';

/** Attempts the clearing gets before an order it refuses is rejected and booked back. */
export const CLEARING_MAX_ATTEMPTS = 3;

/** Reserved sandbox IBANs whose bank refuses the payment: how many deliveries it refuses (Infinity: always). */
export const CLEARING_REFUSALS: ReadonlyMap<string, number> = new Map([
  ['CH6404835000009110001', Number.POSITIVE_INFINITY],
  ['CH1504835000009120001', 1],
]);

/** The sandbox sanctions list: beneficiary IBANs and names (compared case- and space-insensitively). */
export const SANCTIONED_IBANS: ReadonlySet<string> = new Set(['CH4104835000006660001']);
export const SANCTIONED_NAMES: ReadonlySet<string> = new Set([
  'sanctioned trading ltd',
  'blocked test party ag',
]);

/** A debit (in the debit account's currency, minor units) above this waits for manual review: 50'000.00. */
export const MANUAL_REVIEW_THRESHOLD_MINOR = 5_000_000n;

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function isSanctioned(beneficiary: { name?: string | null; iban?: string | null }): boolean {
  if (beneficiary.iban && SANCTIONED_IBANS.has(normalizeIban(beneficiary.iban))) return true;
  return !!beneficiary.name && SANCTIONED_NAMES.has(nameKey(beneficiary.name));
}

export const needsManualReview = (totalDebitMinor: bigint): boolean =>
  totalDebitMinor > MANUAL_REVIEW_THRESHOLD_MINOR;

/** Whether an order goes through a clearing that confirms later (it leaves the bank). */
export const clearsLater = (order: {
  payment_kind: string;
  is_internal: boolean;
  target_account_uid: string | null;
}) =>
  !order.is_internal && order.target_account_uid === null && (order.payment_kind as PaymentKind) !== 'SIC';

/** Whether the clearing refuses delivery attempt number `attempt` (1-based) to this IBAN. */
export function clearingRefuses(iban: string | null | undefined, attempt: number): boolean {
  if (!iban) return false;
  const refusals = CLEARING_REFUSALS.get(normalizeIban(iban)) ?? 0;
  return attempt <= refusals;
}
