/**
 * Requesting access (spec §5: "a partner without delegate or deputy role, for themselves only"): the request is a
 * pending delegate role (partnership_engagements.pending_roles, read by roles?mode=pending and the members list)
 * that a signatory or admin then grants (the delegate role) or declines. The account rights themselves are given
 * in the account rights view.
 */
import {
  accessDecisionAllowed,
  accessDecisionParams,
  accessRequestAllowed,
  accessRequestResultSchema,
  isSignatoryOrAdmin,
  teamAgentParams,
  type AccessDecisionParams,
  type TeamAgentParams,
} from 'shared-kernel/domain';
import { requirePerson } from '../http/access';
import { forbidden } from '../http/errors';
import { defineRoute } from '../http/route';
import { requireEngagement } from '../partnerships/engagement';
import { publishMembersChanged, publishRightsChanged } from './audience';
import { engagementOf, lockEngagements, lockPartnership, without, withValue, writeRoles } from './locks';
import { teamRefusal } from './removal';

export const accessRoutes = [
  defineRoute<{ Params: TeamAgentParams }>({
    method: 'POST',
    url: '/api/v2/partnerships/:uid/agent/:agentUid/access-request',
    family: 'team.write',
    auth: 'strong',
    context: 'partnership',
    schema: {
      summary: 'A partner without delegate or deputy role asks for the delegate role (for themselves)',
      params: teamAgentParams,
      response: { 200: accessRequestResultSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const { uid: partnershipUid, agentUid } = request.params;
      const actorUid = requirePerson(request.ctx);
      await requireEngagement(db, request.ctx, partnershipUid);
      if (agentUid !== actorUid) throw forbidden('access is requested for oneself only');
      return db.transaction().execute(async (trx) => {
        await lockPartnership(trx, partnershipUid);
        const engagement = engagementOf(await lockEngagements(trx, partnershipUid), actorUid);
        if (
          !accessRequestAllowed(actorUid, {
            personUid: actorUid,
            roles: engagement.roles,
            pendingRoles: engagement.pending_roles,
          })
        )
          throw teamRefusal('access_request_not_allowed');
        const pending = withValue(engagement.pending_roles, 'delegate');
        await writeRoles(trx, partnershipUid, actorUid, engagement.roles, pending);
        await publishMembersChanged(trx, partnershipUid, [actorUid]);
        return { personUid: actorUid, roleTypes: engagement.roles, pendingRoleTypes: pending };
      });
    },
  }),
  defineRoute<{ Params: AccessDecisionParams }>({
    method: 'POST',
    url: '/api/v2/partnerships/:uid/agent/:agentUid/access-request/:decision',
    family: 'team.write',
    auth: 'strong',
    context: 'partnership',
    schema: {
      summary: 'A signatory or admin grants (delegate role) or declines a pending access request',
      params: accessDecisionParams,
      response: { 200: accessRequestResultSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const { uid: partnershipUid, agentUid, decision } = request.params;
      const actorUid = requirePerson(request.ctx);
      const roles = await requireEngagement(db, request.ctx, partnershipUid);
      if (!isSignatoryOrAdmin(roles)) throw forbidden('partners or admins only');
      return db.transaction().execute(async (trx) => {
        await lockPartnership(trx, partnershipUid);
        const engagements = await lockEngagements(trx, partnershipUid);
        if (!isSignatoryOrAdmin(engagementOf(engagements, actorUid).roles))
          throw forbidden('partners or admins only');
        const target = engagementOf(engagements, agentUid);
        if (
          !accessDecisionAllowed(actorUid, engagementOf(engagements, actorUid).roles, {
            personUid: agentUid,
            pendingRoles: target.pending_roles,
          })
        )
          throw teamRefusal('no_access_request');
        const granted = decision === 'grant' ? withValue(target.roles, 'delegate') : target.roles;
        const pending = without(target.pending_roles, 'delegate');
        await writeRoles(trx, partnershipUid, agentUid, granted, pending);
        await publishMembersChanged(trx, partnershipUid, [agentUid]);
        if (decision === 'grant') await publishRightsChanged(trx, partnershipUid, [agentUid]);
        return { personUid: agentUid, roleTypes: granted, pendingRoleTypes: pending };
      });
    },
  }),
];
