/**
 * Spec §4 "Scan modal": the first order created after the notification by the same requesting agent with status
 * draft, accepted or executed marks the modal as scanned.
 */
import { SCAN_OUTCOME_STATUSES, type PaymentOrderRead } from 'shared-kernel/domain';

export type ScanOutcome = (typeof SCAN_OUTCOME_STATUSES)[number];

export interface ScanWatch {
  /** The notification's server time (ISO). */
  notifiedAt: string;
  /** The signed-in person: the requesting agent the phone acts as. */
  personUid: string;
}

export function scanOutcomeOf(order: PaymentOrderRead, watch: ScanWatch): ScanOutcome | null {
  if (Date.parse(order.createdAt) < Date.parse(watch.notifiedAt)) return null;
  if (order.paymentOrderData.requestingAgentUid !== watch.personUid) return null;
  return (SCAN_OUTCOME_STATUSES as readonly string[]).includes(order.status)
    ? (order.status as ScanOutcome)
    : null;
}

/** The first order (oldest created) of a list that marks the scan. */
export function firstScanned(
  orders: readonly PaymentOrderRead[],
  watch: ScanWatch,
): { order: PaymentOrderRead; outcome: ScanOutcome } | null {
  const matches = orders
    .map((order) => ({ order, outcome: scanOutcomeOf(order, watch) }))
    .filter((entry): entry is { order: PaymentOrderRead; outcome: ScanOutcome } => entry.outcome !== null)
    .sort((a, b) => Date.parse(a.order.createdAt) - Date.parse(b.order.createdAt));
  return matches[0] ?? null;
}
