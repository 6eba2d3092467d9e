/**
 * Banking days of the Swiss payment system (spec §5: payment dates are banking days; spec §3 "Payment
 * dates response"). A banking day is a weekday on which SIX Interbank Clearing's SIC system clears.
 *
 * SIC non-clearing days: New Year's Day (1 Jan), Berchtold's Day (2 Jan), Good Friday, Easter Monday,
 * Labour Day (1 May), Ascension Day, Whit Monday, Swiss National Day (1 Aug), Christmas Day (25 Dec),
 * St Stephen's Day (26 Dec). Easter comes from date-easter (the Gregorian computus).
 *
 * Source: SIX Interbank Clearing, Clearing Day Calendar — the download page
 * https://www.six-group.com/en/products-services/banking-services/interbank-clearing/online-services/download-clearing-day-calendar.html
 * and its API `GET https://api.six-group.com/api/epcd/clearingday/v1/calendar` (service `PCR_P`, "SIC CHF
 * production": each calendar day names its `clearingDay`; a day whose clearingDay is a later date does not
 * clear). Checked on 2026-11-24 against the stored snapshot of that API (created 2026-04-17: Friday
 * 2026-04-17 clears, the weekend 18/19 April clears on Monday 2026-04-20) and its specification's example
 * (2024-12-23 → next clearing day 2024-12-24: Christmas Eve clears). SIX's 2001 notice on CHF value dates
 * (2 January, Ascension, Whit Monday and 1 August are no CHF value dates) agrees with the table; 1 May is
 * taken from the SIC calendar as published by SIX for the Swiss banks and could not be re-read in a stored
 * source. The calendar is published each November for the next year: compare it then (bankingDays.test.ts
 * lists the days of 2026 and 2027).
 *
 * Why not a library: date-holidays (the maintained one) models public holidays per canton, not SIC's
 * clearing days, and brings its parser, js-yaml and lodash and every country's data to the browser — the
 * date picker loads this module, so ten rules and date-easter (< 1 kB) are the better trade.
 * Dates are yyyy-MM-dd calendar days in Europe/Zurich; arithmetic is done on local calendar dates.
 */
import { TZDate } from '@date-fns/tz';
import { easter } from 'date-easter';
import { addDays } from 'date-fns/addDays';
import { isWeekend } from 'date-fns/isWeekend';
import { dayOf, isoOf, TIME_ZONE } from '../format/date';
export const addDaysIso = (iso: string, days: number): string => isoOf(addDays(dayOf(iso), days));

/** The instant a yyyy-MM-dd day starts in Europe/Zurich, as UTC ISO (an order's expectedExecutionTime). */
export function dayStartInZurich(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, TIME_ZONE).getTime()).toISOString();
}

/** Fixed-date SIC holidays, as MM-dd. */
const FIXED_HOLIDAYS = ['01-01', '01-02', '05-01', '08-01', '12-25', '12-26'];
/** Easter-relative SIC holidays, in days from Easter Sunday: Good Friday, Easter Monday, Ascension, Whit Monday. */
const EASTER_OFFSETS = [-2, 1, 39, 50];

const holidayCache = new Map<number, string[]>();

/** The SIC clearing holidays of a year (weekday or not), sorted. */
export function sicHolidays(year: number): string[] {
  let days = holidayCache.get(year);
  if (!days) {
    const { month, day } = easter(year);
    const easterSunday = new Date(year, month - 1, day);
    days = [
      ...FIXED_HOLIDAYS.map((monthDay) => `${year}-${monthDay}`),
      ...EASTER_OFFSETS.map((offset) => isoOf(addDays(easterSunday, offset))),
    ].sort();
    holidayCache.set(year, days);
  }
  return days;
}

export const isClearingHoliday = (iso: string): boolean => sicHolidays(Number(iso.slice(0, 4))).includes(iso);

export const isWeekendDay = (iso: string): boolean => isWeekend(dayOf(iso));

/** A weekday that is not a SIC clearing holiday. */
export const isBankingDay = (iso: string): boolean => !isWeekendDay(iso) && !isClearingHoliday(iso);

/** The first banking day on or after the day (an order due on a holiday executes on the next banking day). */
export function nextBankingDay(iso: string): string {
  let day = iso;
  while (!isBankingDay(day)) day = addDaysIso(day, 1);
  return day;
}

/** The last banking day on or before the day. */
export function previousBankingDay(iso: string): string {
  let day = iso;
  while (!isBankingDay(day)) day = addDaysIso(day, -1);
  return day;
}

/** SIC clearing holidays falling on weekdays between two days (inclusive): what a date picker disables besides weekends. */
export function clearingHolidaysBetween(from: string, to: string): string[] {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(year);
  return years.flatMap(sicHolidays).filter((day) => day >= from && day <= to && !isWeekendDay(day));
}

/** Spec §5: why a requested execution day is refused for a single payment, or null when it is fine. */
export function executionDayProblem(iso: string, weekendAllowed: boolean): 'weekend' | 'holiday' | null {
  if (weekendAllowed) return null;
  if (isWeekendDay(iso)) return 'weekend';
  return isClearingHoliday(iso) ? 'holiday' : null;
}
