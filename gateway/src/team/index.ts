/**
 * Team space (issue 32): members and admins (deputy change: at once, or opened, edited, completed, discarded), member removal (impact, revoke), requesting access,
 * invitations (and the invitee's acceptance) and members' account rights.
 */
import type { RouteDefinition } from '../http/route';
import { accessRoutes } from './access';
import { accountRightsRoutes } from './account-rights';
import { deputyChangeRoutes } from './deputy-change';
import { deputyChangeDiscardRoutes } from './deputy-change-discard';
import { invitationRoutes } from './invite-acceptance';
import { inviteRoutes } from './invites';
import { removalRoutes } from './removal';

export const teamRoutes: readonly RouteDefinition[] = [
  ...deputyChangeRoutes,
  ...deputyChangeDiscardRoutes,
  ...removalRoutes,
  ...accessRoutes,
  ...inviteRoutes,
  ...invitationRoutes,
  ...accountRightsRoutes,
];
