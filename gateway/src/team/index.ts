/**
 * Team space (issue 32): members and admins (deputy change), member removal (impact, revoke), requesting access,
 * invitations (and the invitee's acceptance) and members' account rights.
 */
import type { RouteDefinition } from '../http/route';
import { accessRoutes } from './access';
import { accountRightsRoutes } from './account-rights';
import { deputyChangeRoutes } from './deputy-change';
import { invitationRoutes } from './invite-acceptance';
import { inviteRoutes } from './invites';
import { removalRoutes } from './removal';

export const teamRoutes: readonly RouteDefinition[] = [
  ...deputyChangeRoutes,
  ...removalRoutes,
  ...accessRoutes,
  ...inviteRoutes,
  ...invitationRoutes,
  ...accountRightsRoutes,
];
