/** Spec §3 "Payment dates response" and the bank's window for payment dates. */
import type { Recurrence } from './api';
import type { PaymentDatesResponse } from './helpersApi';
import { addDaysIso, clearingHolidaysBetween, nextBankingDay, previousBankingDay } from './bankingDays';
import { isRecurring } from './recurrence';

/** How far ahead a payment may be dated (the schema's formatMaximum). */
export const MAX_DAYS_AHEAD = 365;
/** How far ahead the clearing holidays are listed (a date picker shows the next months). */
export const HOLIDAYS_DAYS_AHEAD = 400;

export interface PaymentDatesInput {
  /** The bank's today, yyyy-MM-dd. */
  today: string;
  isEBill?: boolean;
  /** eBill invoice due date, yyyy-MM-dd. */
  dueDate?: string | null;
  recurrence?: Recurrence | null;
}

/** The last date a payment may be dated. */
export const maxPaymentDate = (today: string): string => addDaysIso(today, MAX_DAYS_AHEAD);

/**
 * nextExecutionDate: the first banking day from today. recommendedExecutionDate: for an eBill with a due
 * date the last banking day not after it (but not before nextExecutionDate), else nextExecutionDate.
 * Weekends are allowed for standing (recurring) orders (spec §5).
 */
export function paymentDates({
  today,
  isEBill,
  dueDate,
  recurrence,
}: PaymentDatesInput): PaymentDatesResponse {
  const nextExecutionDate = nextBankingDay(today);
  let recommendedExecutionDate = nextExecutionDate;
  if (isEBill && dueDate) {
    const beforeDue = previousBankingDay(dueDate);
    if (beforeDue > nextExecutionDate) recommendedExecutionDate = beforeDue;
  }
  return {
    clearingHolidays: clearingHolidaysBetween(today, addDaysIso(today, HOLIDAYS_DAYS_AHEAD)),
    recommendedExecutionDate,
    nextExecutionDate,
    weekendAllowed: recurrence ? isRecurring(recurrence) : false,
    today,
    maxDate: maxPaymentDate(today),
  };
}
