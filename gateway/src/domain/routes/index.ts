/** Every domain route; the platform server registers them through its guard (gateway/src/server.ts). */
import type { RouteDefinition } from '../../http/route';
import { accountRoutes } from './accounts';
import { approvalRoutes } from './approvals';
import { exportRoutes } from './exports';
import { fileRoutes } from './files';
import { partnershipRoutes } from './partnership';
import { prospectRoutes } from './prospects';
import { referenceRoutes } from './reference';
import { userRoutes } from './user';
import { customerRoutes } from '../../customer';

export const domainRoutes: readonly RouteDefinition[] = [
  ...referenceRoutes,
  ...userRoutes,
  ...partnershipRoutes,
  ...accountRoutes,
  ...fileRoutes,
  ...exportRoutes,
  ...approvalRoutes,
  ...prospectRoutes,
  ...customerRoutes,
];

/** Local and sandbox only (the server adds them there, as it does the outbox). */
export { sandboxRoutes } from './sandbox';
