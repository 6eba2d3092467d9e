import {
  DATE_FORMAT,
  dayOf,
  formatDate,
  isoOf,
  isSelectablePaymentDate,
  toApiDate,
  type BankingDayRules,
} from '../domain';

/**
 * The date picker's view of the banking-day rules: the domain's rules (minimum date, weekends unless
 * allowed, clearing holidays; spec §5/§9) plus an optional maximum for generic date fields.
 */
export interface DatePickerRules extends Partial<BankingDayRules> {
  /** Latest selectable date, yyyy-MM-dd. */
  maxDate?: string | null;
}

/** Today in Europe/Zurich (spec §9), yyyy-MM-dd. */
export const todayInZurich = (now: Date = new Date()): string => toApiDate(now);

export type DayUnavailableReason = 'before_min' | 'after_max' | 'weekend' | 'holiday';

/**
 * Null when the day can be picked; otherwise why not, so the calendar and typed entry can say it.
 * The domain's isSelectablePaymentDate decides; this only names the reason.
 */
export function unavailableReason(iso: string, rules: DatePickerRules): DayUnavailableReason | null {
  if (rules.maxDate && iso > rules.maxDate) return 'after_max';
  const domainRules: BankingDayRules = { ...rules, weekendAllowed: rules.weekendAllowed ?? false };
  if (isSelectablePaymentDate(iso, domainRules)) return null;
  const minDate = rules.minDate === undefined ? undefined : toApiDate(rules.minDate);
  if (minDate && iso < minDate) return 'before_min';
  if (rules.clearingHolidays?.includes(iso)) return 'holiday';
  return 'weekend';
}

export const isSelectableDay = (iso: string, rules: DatePickerRules): boolean =>
  unavailableReason(iso, rules) === null;

/** The first selectable day on or after `iso` within a year, or null (where the calendar puts focus). */
export function nextSelectableDay(iso: string, rules: DatePickerRules): string | null {
  const day = dayOf(iso);
  for (let i = 0; i < 366; i += 1) {
    const candidate = isoOf(new Date(day.getFullYear(), day.getMonth(), day.getDate() + i));
    if (isSelectableDay(candidate, rules)) return candidate;
    if (rules.maxDate && candidate > rules.maxDate) return null;
  }
  return null;
}

/** Parses typed dd.MM.yyyy (also d.M.yyyy) into yyyy-MM-dd, or null when it is not a real date. */
export function parseDisplayDate(text: string): string | null {
  const trimmed = text.trim();
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = dayOf(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
  return Number.isNaN(date.getTime()) ? null : isoOf(date);
}

/** yyyy-MM-dd shown as dd.MM.yyyy (spec §9). */
export const formatDisplayDate = (iso: string): string => formatDate(iso);

export { DATE_FORMAT as DISPLAY_DATE_FORMAT };
