/** Partnerships: reads, members and roles, activities, confirmations, entitlements, four-eyes approvals. */
import type { RouteDefinition } from '../http/route';
import { activityRoutes } from './activities';
import { approvalRoutes } from './approvals';
import { confirmationRoutes } from './confirmations';
import { entitlementRoutes } from './entitlements';
import { memberRoutes } from './members';
import { complianceRoutes, sandboxComplianceRoutes } from './compliance';
import { partnershipRoutes } from './partnership';
import { pendingUpdateRoutes, sandboxPendingUpdateRoutes } from './pending-update';

export const partnershipsRoutes: readonly RouteDefinition[] = [
  ...partnershipRoutes,
  ...memberRoutes,
  ...activityRoutes,
  ...confirmationRoutes,
  ...entitlementRoutes,
  ...approvalRoutes,
  ...pendingUpdateRoutes,
  ...complianceRoutes,
];

/** The bank's side of partnership administration (sandbox only): the registry's and certification's steps. */
export const sandboxPartnershipRoutes: readonly RouteDefinition[] = [
  ...sandboxPendingUpdateRoutes,
  ...sandboxComplianceRoutes,
];
