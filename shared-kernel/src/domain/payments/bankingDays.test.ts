import {
  clearingHolidaysBetween,
  dayStartInZurich,
  executionDayProblem,
  isBankingDay,
  nextBankingDay,
  previousBankingDay,
  sicHolidays,
} from './bankingDays';
import { paymentDates } from './paymentDates';
import { paymentDateIssues } from './validation';

describe('SIC clearing holidays', () => {
  it.each<[number, string[]]>([
    [
      2026,
      [
        '2026-01-01',
        '2026-01-02',
        '2026-04-03',
        '2026-04-06',
        '2026-05-01',
        '2026-05-14',
        '2026-05-25',
        '2026-08-01',
        '2026-12-25',
        '2026-12-26',
      ],
    ],
    [
      2027,
      [
        '2027-01-01',
        '2027-01-02',
        '2027-03-26',
        '2027-03-29',
        '2027-05-01',
        '2027-05-06',
        '2027-05-17',
        '2027-08-01',
        '2027-12-25',
        '2027-12-26',
      ],
    ],
  ])('%i', (year, days) => {
    expect(sicHolidays(year)).toEqual(days);
  });

  it('lists weekday holidays only, across the year end', () => {
    expect(clearingHolidaysBetween('2026-12-20', '2027-01-10')).toEqual(['2026-12-25', '2027-01-01']);
  });
});

describe('banking days', () => {
  it.each<[string, boolean]>([
    ['2026-11-23', true],
    ['2026-11-21', false],
    ['2026-11-22', false],
    ['2026-04-03', false],
    ['2026-04-06', false],
    ['2026-05-14', false],
    ['2026-12-24', true],
    ['2026-12-31', true],
  ])('%s is %p', (day, expected) => {
    expect(isBankingDay(day)).toBe(expected);
  });

  it.each<[string, string, string]>([
    ['2026-11-23', '2026-11-23', '2026-11-23'],
    ['2026-11-21', '2026-11-23', '2026-11-20'],
    ['2026-12-25', '2026-12-28', '2026-12-24'],
    ['2027-01-01', '2027-01-04', '2026-12-31'],
    ['2026-04-03', '2026-04-07', '2026-04-02'],
  ])('around %s: next %s, previous %s', (day, next, previous) => {
    expect(nextBankingDay(day)).toBe(next);
    expect(previousBankingDay(day)).toBe(previous);
  });

  it.each<[string, boolean, string | null]>([
    ['2026-11-23', false, null],
    ['2026-11-21', false, 'weekend'],
    ['2026-08-01', false, 'weekend'],
    ['2026-12-25', false, 'holiday'],
    ['2026-12-25', true, null],
    ['2026-11-21', true, null],
  ])('%s (weekend allowed %p): %p', (day, weekendAllowed, problem) => {
    expect(executionDayProblem(day, weekendAllowed)).toBe(problem);
  });
});

describe('day start in Zurich', () => {
  it.each([
    ['2026-11-25', '2026-11-24T23:00:00.000Z'],
    ['2026-07-01', '2026-06-30T22:00:00.000Z'],
  ])('%s starts at %s', (day, instant) => {
    expect(dayStartInZurich(day)).toBe(instant);
  });
});

describe('against the SIX clearing day calendar', () => {
  it('agrees with the stored snapshot of the SIC CHF calendar and its specification example', () => {
    // api.six-group.com/api/epcd/clearingday/v1/calendar, created 2026-04-17: PCR_P clears on Friday 17 April,
    // the weekend clears on Monday 20 April.
    expect(isBankingDay('2026-04-17')).toBe(true);
    expect(nextBankingDay('2026-04-18')).toBe('2026-04-20');
    expect(nextBankingDay('2026-04-19')).toBe('2026-04-20');
    // The API specification's example: 2024-12-23 → next clearing day 2024-12-24 (Christmas Eve clears).
    expect(isBankingDay('2024-12-24')).toBe(true);
  });
});

describe('a today-dated single payment on a weekend (spec §5: weekendAllowed, nextExecutionDate)', () => {
  const saturday = '2026-11-28';

  it('is refused for the weekend, and the date the form starts on (nextExecutionDate) is accepted', () => {
    const dates = paymentDates({ today: saturday, recurrence: 'single' });
    expect(dates).toMatchObject({
      nextExecutionDate: '2026-11-30',
      recommendedExecutionDate: '2026-11-30',
      weekendAllowed: false,
    });
    // The server's rule and the form's rule are the same function.
    expect(paymentDateIssues(saturday, 'single', saturday)).toEqual([
      { field: 'paymentTime', code: 'weekend' },
    ]);
    expect(paymentDateIssues(dates.recommendedExecutionDate, 'single', saturday)).toEqual([]);
  });

  it('a standing order may start on the weekend day and executes on the next banking day', () => {
    expect(paymentDates({ today: saturday, recurrence: 'monthly' }).weekendAllowed).toBe(true);
    expect(paymentDateIssues(saturday, 'monthly', saturday)).toEqual([]);
    expect(nextBankingDay(saturday)).toBe('2026-11-30');
  });
});
