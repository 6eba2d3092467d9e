import type { Amount, SpendingPattern, SpendingSeries } from 'shared-kernel/domain';

export interface SpendingBar {
  /** yyyy-MM or yyyy-MM-dd. */
  period: string;
  amount: Amount;
  /** 0..1 of the highest bar (0 when nothing was spent). */
  share: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The request window ending today: the last 12 months, or the current month day by day. */
export function spendingWindow(pattern: SpendingPattern, today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  if (pattern === 'YYYY-MM-DD') return { from: `${year}-${pad(month)}-01`, to: today };
  const index = year * 12 + (month - 1) - 11;
  return { from: `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`, to: today };
}

/** Every period from `from` to `to` (inclusive) in the pattern's unit. */
export function periodsBetween(pattern: SpendingPattern, from: string, to: string): string[] {
  const periods: string[] = [];
  if (pattern === 'YYYY-MM') {
    let [year, month] = from.split('-').map(Number) as [number, number];
    const last = to.slice(0, 7);
    for (let guard = 0; guard < 1200; guard += 1) {
      const period = `${year}-${pad(month)}`;
      periods.push(period);
      if (period >= last) break;
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
    }
    return periods;
  }
  const day = new Date(`${from}T00:00:00Z`);
  for (let guard = 0; guard < 3700; guard += 1) {
    const period = day.toISOString().slice(0, 10);
    if (period > to) break;
    periods.push(period);
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return periods;
}

/**
 * The bars of the chart: one per period of the window (zero where nothing was spent), in the account's
 * currency only (amounts of other currencies cannot be added up), scaled to the highest bar.
 */
export function toSpendingBars(
  answer: SpendingSeries,
  window: { from: string; to: string },
  currency: string,
): SpendingBar[] {
  const totals = new Map<string, number>();
  for (const entry of answer.series) {
    if (entry.spending.currency !== currency) continue;
    // Rescale to cents so bars of entries with different factors add up exactly.
    const cents = Math.round(entry.spending.value * 10 ** (2 - entry.spending.factor));
    totals.set(entry.period, (totals.get(entry.period) ?? 0) + cents);
  }
  const periods = periodsBetween(answer.pattern, window.from, window.to);
  const max = Math.max(0, ...periods.map((period) => totals.get(period) ?? 0));
  return periods.map((period) => {
    const value = totals.get(period) ?? 0;
    return { period, amount: { value, factor: 2, currency }, share: max > 0 ? value / max : 0 };
  });
}
