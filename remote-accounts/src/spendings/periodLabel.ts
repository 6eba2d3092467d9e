import { useCallback } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { builtOnce, toIntlLocale, type SpendingPattern } from 'shared-kernel/domain';

/** A spending period by month (yyyy-MM) or by day (yyyy-MM-dd): the timeseries' pattern. */
export type PeriodPattern = SpendingPattern;

/** Building a date format is slow (the locale's patterns): one per locale and form, kept. */
const formatFor = builtOnce((locale: string, pattern: PeriodPattern, long: boolean) => {
  const options: Intl.DateTimeFormatOptions =
    pattern === 'YYYY-MM'
      ? { month: long ? 'long' : 'short', year: long ? 'numeric' : undefined, timeZone: 'UTC' }
      : long
        ? { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
        : { day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options);
});

/**
 * Names a period in the language the user reads (not the number-formatting locale): "Nov" / "November 2026"
 * for a month, "20" / "20. November 2026" for a day.
 */
export function usePeriodLabel(pattern: PeriodPattern): (period: string, long?: boolean) => string {
  const { i18n } = useTranslation();
  const locale = toIntlLocale(i18n.language);
  return useCallback(
    (period: string, long = false) => {
      const date = new Date(`${period.length === 7 ? `${period}-01` : period}T12:00:00Z`);
      return formatFor(locale, pattern, long).format(date);
    },
    [locale, pattern],
  );
}
