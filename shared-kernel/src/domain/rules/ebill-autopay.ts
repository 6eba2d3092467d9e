/**
 * eBill standing approvals that pay by themselves (issue 31 item 2; spec §3 Standing approval, §5): the period
 * window a date falls in, and whether a standing approval covers an invoice; and which part of an invoice (its
 * total or an instalment) an order paying it pays. The gateway's scheduler asks
 * `standingApprovalCoverage` for each open invoice due with an approval on its biller relation; the screens
 * explain a `notCovered` outcome with the same reasons.
 *
 * Decisions (docs/payments-api.md "eBill payments"):
 * - Windows follow the calendar: a month, a quarter (Jan–Mar, Apr–Jun, Jul–Sep, Oct–Dec), a semester (Jan–Jun,
 *   Jul–Dec) or a year; an invoice belongs to the window of its due date. The limit renews with each window.
 * - upperLimit: the amounts this approval already paid in the invoice's window plus this invoice stay within the
 *   limit (equal is covered). exactAmount: the invoice's amount equals the approval's amount exactly.
 * - Only CHF (the approval's currency, spec §5) and only bills and reminders that are OPEN; a credit or an advice
 *   is never paid (there is nothing to pay), a settled or rejected invoice neither. An invoice paid by
 *   instalments is the customer's to pay, instalment by instalment (reason `instalments`).
 */
import type {
  EbillAutoPaymentReason,
  EbillInvoiceStatus,
  EbillInvoiceType,
  StandingApprovalPeriod,
  StandingApprovalType,
} from '../contracts/ebill';

/** Money as exact digits: an integer value (minor units of `factor` decimals). */
export interface ExactMoney {
  value: bigint | number | string;
  factor: number;
}

/** The calendar window (inclusive, yyyy-MM-dd) of a date for a standing approval's period. */
export interface PeriodWindow {
  from: string;
  to: string;
}

const MONTHS_PER_PERIOD: Record<StandingApprovalPeriod, number> = {
  month: 1,
  quarter: 3,
  semester: 6,
  year: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Spec §5 periods on the calendar: the window of `date` (yyyy-MM-dd) for `period`. */
export function periodWindow(date: string, period: StandingApprovalPeriod): PeriodWindow {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const size = MONTHS_PER_PERIOD[period];
  const first = Math.floor((month - 1) / size) * size + 1;
  const last = first + size - 1;
  return {
    from: `${year}-${pad(first)}-01`,
    to: `${year}-${pad(last)}-${pad(lastDayOfMonth(year, last))}`,
  };
}

/** Whether `date` lies in the window (inclusive). */
export const inPeriodWindow = (date: string, window: PeriodWindow): boolean =>
  date >= window.from && date <= window.to;

/**
 * Why a standing approval does not pay an invoice: one of the invoice's autoPayment reasons (contracts/ebill.ts),
 * or `notPayable` for an invoice there is nothing to pay for (a credit, an advice, no longer OPEN), which the
 * scheduler never records. A CHF approval cannot pay an invoice in another currency: `paymentRefused`.
 */
export type StandingApprovalCoverageReason =
  | Extract<EbillAutoPaymentReason, 'aboveLimit' | 'notExactAmount' | 'instalments' | 'paymentRefused'>
  | 'notPayable';

/** Invoice types a payment settles (spec §4 types: a credit or an advice is not paid). */
export const PAYABLE_EBILL_INVOICE_TYPES: readonly EbillInvoiceType[] = ['bill', 'reminder'];

/** An invoice the customer (or a standing approval) may pay: OPEN, a bill or a reminder. */
export const isPayableEbillInvoice = (invoice: {
  status: EbillInvoiceStatus;
  type: EbillInvoiceType;
}): boolean => invoice.status === 'OPEN' && PAYABLE_EBILL_INVOICE_TYPES.includes(invoice.type);

export interface CoverageFacts {
  approval: { type: StandingApprovalType; amount: ExactMoney; currency: string };
  invoice: {
    type: EbillInvoiceType;
    status: EbillInvoiceStatus;
    amount: ExactMoney;
    currency: string;
    /** An invoice paid by instalments waits for the customer (a standing approval pays single payments). */
    instalments: number;
  };
  /** What this approval already paid in the invoice's period window (upperLimit only). */
  paidInWindow: ExactMoney;
}

export type Coverage = { covered: true } | { covered: false; reason: StandingApprovalCoverageReason };

/** Exact comparison of two amounts with different factors: both scaled to the larger factor. */
function scaled(money: ExactMoney, factor: number): bigint {
  return BigInt(money.value) * 10n ** BigInt(factor - money.factor);
}

/** Compares two amounts exactly: negative, zero or positive like a sort comparator. */
export function compareExactMoney(a: ExactMoney, b: ExactMoney): number {
  const factor = Math.max(a.factor, b.factor);
  const diff = scaled(a, factor) - scaled(b, factor);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** The sum of amounts (factor: the largest). */
export function sumExactMoney(amounts: readonly ExactMoney[], factor = 2): ExactMoney {
  const top = Math.max(factor, ...amounts.map((amount) => amount.factor));
  return { value: amounts.reduce((sum, amount) => sum + scaled(amount, top), 0n), factor: top };
}

/**
 * Whether a standing approval pays an invoice (spec §5; issue 31 item 2): covered, or the reason not.
 * upperLimit: paidInWindow + invoice ≤ limit; exactAmount: invoice = amount; CHF only; OPEN bills and reminders.
 */
export function standingApprovalCoverage(facts: CoverageFacts): Coverage {
  const { approval, invoice } = facts;
  if (!isPayableEbillInvoice(invoice)) return { covered: false, reason: 'notPayable' };
  if (approval.currency !== 'CHF' || invoice.currency !== 'CHF')
    return { covered: false, reason: 'paymentRefused' };
  if (invoice.instalments > 0) return { covered: false, reason: 'instalments' };
  if (approval.type === 'exactAmount')
    return compareExactMoney(invoice.amount, approval.amount) === 0
      ? { covered: true }
      : { covered: false, reason: 'notExactAmount' };
  const total = sumExactMoney([facts.paidInWindow, invoice.amount]);
  return compareExactMoney(total, approval.amount) <= 0
    ? { covered: true }
    : { covered: false, reason: 'aboveLimit' };
}

/** What an order paying an invoice pays: the total (`instalment: null`) or one instalment (its index). */
export type EbillOrderPart =
  | { pays: 'total' | 'instalment'; instalment: number | null }
  | { refusal: 'ebill_invoice_has_order' | 'ebill_amount_mismatch' };

export interface EbillOrderFacts {
  /** The invoice's total and currency. */
  total: ExactMoney;
  currency: string;
  /** Its instalments' amounts (the invoice's currency), in their stored order; empty for a single payment. */
  instalments: readonly ExactMoney[];
  /** What live orders already pay: instalment indexes, -1 for the total. */
  live: ReadonlySet<number>;
}

/**
 * Issue 31: which part of an invoice an order's amount pays. The total pays the whole invoice, only while no
 * order pays it or any instalment; otherwise the amount is an instalment's no live order pays (the first such);
 * an amount matching only parts already being paid is `ebill_invoice_has_order`; anything else, another currency
 * or no amount `ebill_amount_mismatch`.
 */
export function ebillOrderPart(
  facts: EbillOrderFacts,
  amount: ExactMoney | null,
  currency: string,
): EbillOrderPart {
  if (facts.live.has(-1)) return { refusal: 'ebill_invoice_has_order' };
  if (!amount || currency !== facts.currency) return { refusal: 'ebill_amount_mismatch' };
  let taken = false;
  if (compareExactMoney(amount, facts.total) === 0) {
    if (facts.live.size === 0) return { pays: 'total', instalment: null };
    taken = true;
  }
  const matching = facts.instalments
    .map((entry, index) => ({ index, equal: compareExactMoney(amount, entry) === 0 }))
    .filter((entry) => entry.equal);
  const open = matching.find((entry) => !facts.live.has(entry.index));
  if (open) return { pays: 'instalment', instalment: open.index };
  return { refusal: taken || matching.length > 0 ? 'ebill_invoice_has_order' : 'ebill_amount_mismatch' };
}
