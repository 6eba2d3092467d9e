/** Transactions and receipts: bookings, receipts, tag profiles, the spendings timeseries, the customize schema. */
import type { RouteDefinition } from '../http/route';
import { customizeRoutes } from './customize';
import { transactionListRoutes } from './list';
import { receiptRoutes } from './receipts';
import { tagProfileRoutes } from './tag-profiles';
import { timeseriesRoutes } from './timeseries';

export const transactionsRoutes: readonly RouteDefinition[] = [
  ...transactionListRoutes,
  ...receiptRoutes,
  ...tagProfileRoutes,
  ...timeseriesRoutes,
  ...customizeRoutes,
];
