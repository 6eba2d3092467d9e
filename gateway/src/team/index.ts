/** Team space: members and admins (deputy change), member removal (impact, revoke), requesting access. */
import type { RouteDefinition } from '../http/route';
import { accessRoutes } from './access';
import { deputyChangeRoutes } from './deputy-change';
import { removalRoutes } from './removal';

export const teamRoutes: readonly RouteDefinition[] = [
  ...deputyChangeRoutes,
  ...removalRoutes,
  ...accessRoutes,
];
