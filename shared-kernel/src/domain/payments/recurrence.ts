/**
 * Standing orders (spec §3 recurrence: single by default, monthlylast = the last day of every month).
 * Occurrences count from the series' first date, so a monthly order from 31 January pays on 28/29
 * February and again on 31 March (no drift).
 */
import { addMonths } from 'date-fns/addMonths';
import { addWeeks } from 'date-fns/addWeeks';
import { endOfMonth } from 'date-fns/endOfMonth';
import type { Recurrence } from './api';
import { dayOf, isoOf } from '../format/date';
import { nextBankingDay } from './bankingDays';

export const isRecurring = (recurrence: Recurrence): boolean => recurrence !== 'single';

const MONTHS: Partial<Record<Recurrence, number>> = {
  monthly: 1,
  monthlylast: 1,
  quarterly: 3,
  halfyearly: 6,
  yearly: 12,
};

/** Spec §4: monthlylast sets the date to the last day of the month. */
export const lastDayOfMonthIso = (iso: string): string => isoOf(endOfMonth(dayOf(iso)));

/** The requested date of the n-th occurrence (0 = the first) of a series starting on `anchor`. */
export function occurrenceDate(anchor: string, recurrence: Recurrence, n: number): string {
  if (recurrence === 'single') {
    if (n !== 0) throw new Error('a single payment has one occurrence');
    return anchor;
  }
  if (recurrence === 'weekly') return isoOf(addWeeks(dayOf(anchor), n));
  const shifted = addMonths(dayOf(anchor), (MONTHS[recurrence] ?? 1) * n);
  return recurrence === 'monthlylast' ? isoOf(endOfMonth(shifted)) : isoOf(shifted);
}

/** The banking day an occurrence executes on: its date, or the next banking day. */
export const executionDateOf = (requested: string): string => nextBankingDay(requested);

/**
 * The occurrence after the n-th, with its requested date and execution day; null for single payments, and
 * null once its date would pass the series' last payment date `endDate` (inclusive): the series then ends.
 */
export function nextOccurrence(
  anchor: string,
  recurrence: Recurrence,
  n: number,
  endDate: string | null = null,
): { index: number; paymentTime: string; executionDate: string } | null {
  if (!isRecurring(recurrence)) return null;
  const paymentTime = occurrenceDate(anchor, recurrence, n + 1);
  if (endDate !== null && paymentTime > endDate) return null;
  return { index: n + 1, paymentTime, executionDate: executionDateOf(paymentTime) };
}
