/** Cash accounts: the lists of a context, opening one with its conditions, statistics, open-payment counts. */
import type { RouteDefinition } from '../http/route';
import { accountListRoutes } from './list';
import { accountOpeningRoutes } from './opening';
import { accountStatsRoutes } from './stats';

export const accountsRoutes: readonly RouteDefinition[] = [
  ...accountListRoutes,
  ...accountOpeningRoutes,
  ...accountStatsRoutes,
];
