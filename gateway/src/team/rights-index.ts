/**
 * The team resource's invitations and account rights (issue 32), exported for the route registry; the lead
 * merges them into team/index.ts beside the members and admins routes.
 */
import type { RouteDefinition } from '../http/route';
import { accountRightsRoutes as rightsRoutes } from './account-rights';
import { invitationRoutes } from './invite-acceptance';
import { inviteRoutes as invites } from './invites';

export const inviteRoutes: readonly RouteDefinition[] = [...invites, ...invitationRoutes];
export const accountRightsRoutes: readonly RouteDefinition[] = rightsRoutes;
