/** Dates as the spec shows them: dd.MM.yyyy in Europe/Zurich, weeks starting Monday (spec §9). */
import { TZDate } from '@date-fns/tz';
import { endOfMonth } from 'date-fns/endOfMonth';
import { isWeekend } from 'date-fns/isWeekend';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfWeek } from 'date-fns/startOfWeek';

export const TIME_ZONE = 'Europe/Zurich';
export const DATE_FORMAT = 'dd.MM.yyyy';
export const API_DATE_FORMAT = 'yyyy-MM-dd';
/** Monday in all four locales. */
export const WEEK_STARTS_ON = 1;

type DateInput = Date | string | number;

/** The instant seen on a Zurich wall clock. */
export const inZurich = (date: DateInput): TZDate => new TZDate(new Date(date).getTime(), TIME_ZONE);

// The patterns above are fixed and numeric: written out here rather than through date-fns' format and parse,
// whose pattern machinery and default locale weigh more than the payment form's own code (docs/performance.md).
const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** yyyy-MM-dd of a date's calendar fields (local, or the zone of a TZDate). */
export const isoOf = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The calendar day year-month-day at local midnight, or an invalid Date when there is no such day. */
function calendarDate(year: number, month: number, day: number): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : new Date(Number.NaN);
}

/** A yyyy-MM-dd day as a local calendar date (midnight), for date arithmetic; invalid when it is no real day. */
export function dayOf(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : new Date(Number.NaN);
}

/** dd.MM.yyyy of a date's calendar fields. */
const displayOf = (date: Date): string =>
  `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${pad(date.getFullYear(), 4)}`;

/**
 * dd.MM.yyyy of the Zurich day of an instant. A yyyy-MM-dd day (the API's dates) is already a day and is shown as
 * it is: no zone to convert, so no Intl (the page's first Intl date format costs its main thread 20–40 ms).
 */
export const formatDate = (date: DateInput): string => {
  const day = typeof date === 'string' ? dayOf(date) : null;
  return displayOf(day && !Number.isNaN(day.getTime()) ? day : inZurich(date));
};
export const formatDateTime = (date: DateInput): string => {
  const zurich = inZurich(date);
  return `${displayOf(zurich)} ${pad(zurich.getHours())}:${pad(zurich.getMinutes())}`;
};
/** yyyy-MM-dd of the Zurich day, as the API's date parameters take it (e.g. /payment-dates dueDate). */
export const toApiDate = (date: DateInput): string => isoOf(inZurich(date));

export const startOfZurichWeek = (date: DateInput): TZDate =>
  startOfWeek(inZurich(date), { weekStartsOn: WEEK_STARTS_ON });

/** Spec §4: choosing monthlylast recurrence sets the payment date to the last day of the current month. */
export const lastDayOfMonth = (today: DateInput): string => toApiDate(endOfMonth(inZurich(today)));

export interface BankingDayRules {
  /** Earliest date allowed (yyyy-MM-dd or Date). */
  minDate?: DateInput;
  /** From the payment-dates response: weekends selectable. Always true for standing or recurring payments. */
  weekendAllowed: boolean;
  /** From the payment-dates response, yyyy-MM-dd. */
  clearingHolidays?: string[];
}

/** Spec §5: payment dates are banking days (weekends disabled unless allowed), not before the minimum date. */
export function isSelectablePaymentDate(date: DateInput, rules: BankingDayRules): boolean {
  const day = startOfDay(inZurich(date));
  if (rules.minDate !== undefined && day < startOfDay(inZurich(rules.minDate))) return false;
  if (!rules.weekendAllowed && isWeekend(day)) return false;
  return !(rules.clearingHolidays ?? []).includes(isoOf(day));
}
