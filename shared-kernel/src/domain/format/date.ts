/** Dates as the spec shows them: dd.MM.yyyy in Europe/Zurich, weeks starting Monday (spec §9). */
import { TZDate } from '@date-fns/tz';
import { endOfMonth, format, isWeekend, startOfDay, startOfWeek } from 'date-fns';

export const TIME_ZONE = 'Europe/Zurich';
export const DATE_FORMAT = 'dd.MM.yyyy';
export const API_DATE_FORMAT = 'yyyy-MM-dd';
/** Monday in all four locales. */
export const WEEK_STARTS_ON = 1;

type DateInput = Date | string | number;

/** The instant seen on a Zurich wall clock. */
export const inZurich = (date: DateInput): TZDate => new TZDate(new Date(date).getTime(), TIME_ZONE);

export const formatDate = (date: DateInput): string => format(inZurich(date), DATE_FORMAT);
export const formatDateTime = (date: DateInput): string => format(inZurich(date), `${DATE_FORMAT} HH:mm`);
/** yyyy-MM-dd of the Zurich day, as the API's date parameters take it (e.g. /payment-dates dueDate). */
export const toApiDate = (date: DateInput): string => format(inZurich(date), API_DATE_FORMAT);

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
  return !(rules.clearingHolidays ?? []).includes(format(day, API_DATE_FORMAT));
}
