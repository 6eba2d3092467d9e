import type { TransactionListQuery } from 'shared-kernel/domain';
import type { TransactionCategory, TransactionDirection, TransactionStatus } from './types';

/** Periods offered by the transaction filter; dates are counted in Europe/Zurich (spec §9). */
export const PERIODS = ['all', 'currentMonth', 'lastMonth', 'last3Months', 'currentYear'] as const;
export type Period = (typeof PERIODS)[number];

export interface TransactionFilters {
  search: string;
  period: Period;
  direction: TransactionDirection | 'all';
  status: TransactionStatus | 'all';
  category: TransactionCategory | 'all';
}

export const NO_FILTERS: TransactionFilters = {
  search: '',
  period: 'all',
  direction: 'all',
  status: 'all',
  category: 'all',
};

/** The filters of GET /v2/cash-accounts/{id}/transactions (the page, count and offset, is the list's). */
export type TransactionQuery = Omit<TransactionListQuery, 'count' | 'offset'>;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Shifts a (year, month) by `delta` months; months are 1-based. */
function addMonths(year: number, month: number, delta: number): [number, number] {
  const index = year * 12 + (month - 1) + delta;
  return [Math.floor(index / 12), (index % 12) + 1];
}

/** The from/to dates (inclusive, yyyy-MM-dd) of a period, given today's date in Zurich. */
export function periodRange(period: Period, today: string): { from?: string; to?: string } {
  const [year, month] = today.split('-').map(Number) as [number, number, number];
  switch (period) {
    case 'all':
      return {};
    case 'currentMonth':
      return { from: isoDay(year, month, 1), to: today };
    case 'lastMonth': {
      const [y, m] = addMonths(year, month, -1);
      return { from: isoDay(y, m, 1), to: isoDay(y, m, daysIn(y, m)) };
    }
    case 'last3Months': {
      const [y, m] = addMonths(year, month, -2);
      return { from: isoDay(y, m, 1), to: today };
    }
    case 'currentYear':
      return { from: isoDay(year, 1, 1), to: today };
  }
}

/** The api query of the chosen filters: empty choices are left out, the search text is trimmed. */
export function toTransactionQuery(filters: TransactionFilters, today: string): TransactionQuery {
  const query: TransactionQuery = { ...periodRange(filters.period, today) };
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.direction !== 'all') query.direction = filters.direction;
  if (filters.status !== 'all') query.status = [filters.status];
  if (filters.category !== 'all') query.category = [filters.category];
  return query;
}

/** How many filters differ from none (shown on the reset button). */
export const activeFilterCount = (filters: TransactionFilters): number =>
  (Object.keys(NO_FILTERS) as (keyof TransactionFilters)[]).filter(
    (key) => key !== 'search' && filters[key] !== NO_FILTERS[key],
  ).length;
