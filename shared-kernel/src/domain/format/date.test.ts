import {
  formatDate,
  formatDateTime,
  isSelectablePaymentDate,
  lastDayOfMonth,
  startOfZurichWeek,
  toApiDate,
} from './date';

describe('dates in Europe/Zurich', () => {
  it('formats dd.MM.yyyy on the Zurich calendar day', () => {
    // 23:30 UTC on 31 Dec is already 1 January in Zurich (UTC+1 in winter).
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('01.01.2026');
    expect(formatDate('2026-06-30T21:59:00Z')).toBe('30.06.2026');
    expect(formatDate('2026-06-30T22:00:00Z')).toBe('01.07.2026');
    expect(formatDateTime('2026-03-29T01:30:00Z')).toBe('29.03.2026 03:30');
  });

  it('shows an API day as it is, without a date format', () => {
    const format = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatDate('2026-12-08')).toBe('08.12.2026');
      expect(formatDate('2028-02-29')).toBe('29.02.2028');
      expect(format).not.toHaveBeenCalled();
    } finally {
      format.mockRestore();
    }
    // No such day: read as an instant, as before (an invalid date throws there).
    expect(() => formatDate('2026-02-30')).not.toThrow();
    expect(formatDate('2026-02-30')).toBe(formatDate(new Date('2026-02-30')));
  });

  it('gives the API date of the Zurich day', () => {
    expect(toApiDate('2026-11-20T23:15:00Z')).toBe('2026-11-21');
  });

  it('starts weeks on Monday', () => {
    // Sunday 22 Nov 2026 belongs to the week starting Monday 16 Nov.
    expect(formatDate(startOfZurichWeek('2026-11-22T12:00:00Z'))).toBe('16.11.2026');
    expect(formatDate(startOfZurichWeek('2026-11-23T12:00:00Z'))).toBe('23.11.2026');
  });

  it('finds the last day of the month for monthlylast recurrence', () => {
    expect(lastDayOfMonth('2028-02-10T10:00:00Z')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-11-30T23:30:00Z')).toBe('2026-12-31');
  });

  it.each<[string, Parameters<typeof isSelectablePaymentDate>[1], boolean]>([
    ['2026-11-23T10:00:00Z', { weekendAllowed: false }, true],
    ['2026-11-21T10:00:00Z', { weekendAllowed: false }, false],
    ['2026-11-22T10:00:00Z', { weekendAllowed: true }, true],
    ['2026-11-23T10:00:00Z', { weekendAllowed: false, minDate: '2026-11-24' }, false],
    ['2026-11-24T10:00:00Z', { weekendAllowed: false, minDate: '2026-11-24' }, true],
    ['2026-12-25T10:00:00Z', { weekendAllowed: false, clearingHolidays: ['2026-12-25'] }, false],
  ])('%s selectable with %j: %s', (date, rules, expected) => {
    expect(isSelectablePaymentDate(date, rules)).toBe(expected);
  });
});
