import { RECURRENCES, type Recurrence } from './api';
import { isRecurring, lastDayOfMonthIso, nextOccurrence, occurrenceDate } from './recurrence';

describe('occurrence dates', () => {
  it.each<[Recurrence, string, string[]]>([
    ['weekly', '2026-11-23', ['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14']],
    ['monthly', '2026-01-31', ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']],
    ['monthly', '2027-12-15', ['2027-12-15', '2028-01-15', '2028-02-15', '2028-03-15']],
    ['monthlylast', '2026-01-31', ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']],
    ['monthlylast', '2027-11-30', ['2027-11-30', '2027-12-31', '2028-01-31', '2028-02-29']],
    ['quarterly', '2026-11-30', ['2026-11-30', '2027-02-28', '2027-05-30', '2027-08-30']],
    ['halfyearly', '2026-08-31', ['2026-08-31', '2027-02-28', '2027-08-31', '2028-02-29']],
    ['yearly', '2028-02-29', ['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28']],
  ])('%s from %s', (recurrence, anchor, dates) => {
    expect([0, 1, 2, 3].map((n) => occurrenceDate(anchor, recurrence, n))).toEqual(dates);
  });

  it('a single payment has no next occurrence', () => {
    expect(nextOccurrence('2026-11-23', 'single', 0)).toBeNull();
    expect(() => occurrenceDate('2026-11-23', 'single', 1)).toThrow();
    expect(RECURRENCES.filter(isRecurring)).not.toContain('single');
  });

  it('the next occurrence executes on the next banking day', () => {
    // 2026-12-25 is a Friday and a SIC holiday; the 26th a Saturday.
    expect(nextOccurrence('2026-11-25', 'monthly', 0)).toEqual({
      index: 1,
      paymentTime: '2026-12-25',
      executionDate: '2026-12-28',
    });
  });

  it('a series with a last payment date ends after the occurrence on or before it', () => {
    // Monthly from 25 November with the last payment on 25 January: December and January, then no more.
    expect(nextOccurrence('2026-11-25', 'monthly', 0, '2027-01-25')?.paymentTime).toBe('2026-12-25');
    expect(nextOccurrence('2026-11-25', 'monthly', 1, '2027-01-25')?.paymentTime).toBe('2027-01-25');
    expect(nextOccurrence('2026-11-25', 'monthly', 2, '2027-01-25')).toBeNull();
    // The end is a date, not an occurrence: a day before the next date ends the series.
    expect(nextOccurrence('2026-11-25', 'weekly', 0, '2026-12-01')).toBeNull();
    expect(nextOccurrence('2026-11-25', 'weekly', 0, null)?.paymentTime).toBe('2026-12-02');
  });

  it('monthlylast is the last day of the month', () => {
    expect(lastDayOfMonthIso('2026-02-10')).toBe('2026-02-28');
    expect(lastDayOfMonthIso('2028-02-01')).toBe('2028-02-29');
  });
});
