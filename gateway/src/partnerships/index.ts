/** Partnerships: reads, members and roles, activities, confirmations, entitlements, four-eyes approvals. */
import type { RouteDefinition } from '../http/route';
import { activityRoutes } from './activities';
import { approvalRoutes } from './approvals';
import { confirmationRoutes } from './confirmations';
import { entitlementRoutes } from './entitlements';
import { memberRoutes } from './members';
import { partnershipRoutes } from './partnership';

export const partnershipsRoutes: readonly RouteDefinition[] = [
  ...partnershipRoutes,
  ...memberRoutes,
  ...activityRoutes,
  ...confirmationRoutes,
  ...entitlementRoutes,
  ...approvalRoutes,
];
