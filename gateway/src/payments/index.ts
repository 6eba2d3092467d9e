/** The payments resource (issue 11 items 1–6): orders, helpers, approvals, execution. See docs/payments-api.md. */
import type { RouteDefinition } from '../http/route';
import { confirmationRoutes } from './confirmation';
import { helperRoutes } from './helpers';
import { orderRoutes } from './orders';
import { standingOrderRoutes } from './standing-orders';

export const paymentsRoutes: readonly RouteDefinition[] = [
  ...orderRoutes,
  ...standingOrderRoutes,
  ...helperRoutes,
  ...confirmationRoutes,
];
export { sandboxClockRoutes } from './sandbox-clock';
