/**
 * Spec §7 member removal: POST /v2/partnerships/{uid}/agent/{agentUid}/{delegate|partner}/impact (what the removal
 * would take) and POST /v2/partnerships/{uid}/{delegate|partner}/{agentUid}/revoke (the role and the rights that
 * go with it). Spec §5: removing a signatory is blocked when the remaining voting weight would be below 1, and an
 * empty impact (the person does not hold the role) fails. The kernel decides (memberRemovalRefusal,
 * remainingVotingWeight); the impact and the revoke read the same facts, the revoke under the locks.
 */
import {
  isSignatoryOrAdmin,
  isSignatoryRemovalBlocked,
  memberRemovalRefusal,
  removalImpactSchema,
  revokeResultSchema,
  teamAgentParams,
  remainingVotingWeight,
  type RemovableRole,
  type RemovalImpact,
  type TeamAgentParams,
  type TeamErrorCode,
} from 'shared-kernel/domain';
import { publishCardEvents } from '../cards/events';
import type { KontorExecutor } from '../db/database';
import { requirePerson } from '../http/access';
import type { HttpError } from '../http/errors';
import { conflict, forbidden } from '../http/errors';
import { defineRoute } from '../http/route';
import { requireEngagement } from '../partnerships/engagement';
import { publishMembersChanged, publishRightsChanged } from './audience';
import { engagementOf, lockEngagements, lockPartnership, without, writeRoles } from './locks';

/** The rights that go with each role: a delegate's on accounts and cards, a signatory's on the partnership. */
const RIGHTS_OF_ROLE: Record<RemovableRole, string[]> = {
  delegate: ['CashAccount', 'CardIdentity', 'CardProgram'],
  partner: ['Partnership'],
};
/** Cards a removed delegate still could use (spec §4 card statuses): they are blocked. */
const USABLE_CARD_STATUSES = ['new', 'funded', 'active', 'frozen', 'pin_locked', 'locked'];

interface RemovalFacts {
  impact: RemovalImpact;
  /** What is left of the engagement afterwards. */
  rolesAfter: string[];
  pendingAfter: string[];
  entitlementIds: number[];
  cards: {
    uid: string;
    status: string;
    holder_uid: string;
    cash_account_uid: string;
    card_program_uid: string | null;
  }[];
}

/** The facts of one removal, read in `db` (the revoke's transaction after its locks, or a plain read). */
async function removalFacts(
  db: KontorExecutor,
  partnershipUid: string,
  actorRoles: readonly string[],
  agentUid: string,
  role: RemovableRole,
  engagement: { roles: string[]; pending_roles: string[] },
  votingRule: Parameters<typeof remainingVotingWeight>[0],
  signatoryCount: number,
  forUpdate: boolean,
): Promise<RemovalFacts> {
  const holdsRole = engagement.roles.includes(role);
  const rolesAfter = without(engagement.roles, role);
  const pendingAfter = without(engagement.pending_roles, role);
  const removedRoles = [
    ...(holdsRole ? [role] : []),
    ...(engagement.pending_roles.includes(role) ? [role] : []),
  ] as RemovalImpact['roles'];
  const leavesPartnership = holdsRole && rolesAfter.length === 0 && pendingAfter.length === 0;
  let rights = db
    .selectFrom('entitlements')
    .select(['id', 'entity_uid', 'entity_type', 'action'])
    .where('partnership_uid', '=', partnershipUid)
    .where('person_uid', '=', agentUid)
    .orderBy('id');
  // Leaving altogether takes every right there (the contract view too); otherwise those of the role.
  if (!leavesPartnership) rights = rights.where('entity_type', 'in', RIGHTS_OF_ROLE[role]);
  const entitlements = holdsRole ? await (forUpdate ? rights.forUpdate() : rights).execute() : [];
  let cardQuery = db
    .selectFrom('cards as c')
    .innerJoin('cash_accounts as a', 'a.uid', 'c.cash_account_uid')
    .select(['c.uid', 'c.status', 'c.masked_pan', 'c.holder_uid', 'c.cash_account_uid', 'c.card_program_uid'])
    .where('a.owner_uid', '=', partnershipUid)
    .where('c.holder_uid', '=', agentUid)
    .where('c.status', 'in', USABLE_CARD_STATUSES)
    .orderBy('c.uid');
  if (forUpdate) cardQuery = cardQuery.forUpdate();
  const cards = holdsRole && (role === 'delegate' || leavesPartnership) ? await cardQuery.execute() : [];
  const pendingApprovals = holdsRole
    ? await db
        .selectFrom('pending_approvals')
        .select(['uid', 'subject_type', 'subject_uid'])
        .where('partnership_uid', '=', partnershipUid)
        .where('requested_by', '=', agentUid)
        .where('status', '=', 'pending')
        .orderBy('uid')
        .execute()
    : [];
  const votingWeightAfter = role === 'partner' ? remainingVotingWeight(votingRule, signatoryCount) : null;
  const ruleRefusal = memberRemovalRefusal(actorRoles, engagement.roles, role);
  const refusal: TeamErrorCode | null =
    removedRoles.length === 0
      ? 'nothing_to_remove'
      : ruleRefusal && ruleRefusal !== 'notRemovable'
        ? 'member_removal_not_allowed'
        : holdsRole && votingWeightAfter !== null && isSignatoryRemovalBlocked(votingWeightAfter)
          ? 'voting_weight_below_one'
          : null;
  return {
    impact: {
      agentUid,
      role,
      roles: removedRoles,
      entitlements: entitlements.map((row) => ({
        entityUID: row.entity_uid,
        entityType: row.entity_type as RemovalImpact['entitlements'][number]['entityType'],
        action: row.action as RemovalImpact['entitlements'][number]['action'],
      })),
      cards: cards.map((card) => ({ cardUID: card.uid, maskedPan: card.masked_pan, status: card.status })),
      pendingApprovals: pendingApprovals.map((row) => ({
        uid: row.uid,
        subjectType: row.subject_type,
        subjectUid: row.subject_uid,
      })),
      leavesPartnership,
      votingWeightAfter,
      refusal,
    },
    rolesAfter,
    pendingAfter,
    entitlementIds: entitlements.map((row) => row.id),
    cards,
  };
}

const REFUSAL_MESSAGES: Record<TeamErrorCode, string> = {
  voting_weight_below_one: 'the person cannot be removed',
  nothing_to_remove: 'the person does not hold this role',
  member_removal_not_allowed: 'deputies are not removed, and deputies without the partner role remove nobody',
  admin_nomination_not_allowed: 'admin_nomination_not_allowed',
  admin_removal_not_allowed: 'admin_removal_not_allowed',
  deputy_change_open: 'deputy_change_open',
  no_open_deputy_change: 'no_open_deputy_change',
  invalid_deputy_change: 'invalid_deputy_change',
  access_request_not_allowed: 'access_request_not_allowed',
  no_access_request: 'no_access_request',
  member_not_found: 'member_not_found',
};

/** The team's refusal as spec §8 `{code, message}`: 409 (the state refuses it). */
export const teamRefusal = (code: TeamErrorCode, extra: Record<string, unknown> = {}): HttpError =>
  conflict(code, REFUSAL_MESSAGES[code], extra);

const signatoriesOf = (engagements: readonly { roles: string[] }[]): number =>
  engagements.filter((row) => row.roles.includes('partner')).length;

function impactRoute(role: RemovableRole) {
  return defineRoute<{ Params: TeamAgentParams }>({
    method: 'POST',
    url: `/api/v2/partnerships/:uid/agent/:agentUid/${role}/impact`,
    family: 'team.write',
    auth: 'strong',
    context: 'partnership',
    schema: {
      summary: `What removing the person's ${role} role would take (nothing is changed)`,
      params: teamAgentParams,
      response: { 200: removalImpactSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const partnershipUid = request.params.uid;
      const actorRoles = await requireEngagement(db, request.ctx, partnershipUid);
      if (!isSignatoryOrAdmin(actorRoles)) throw forbidden('partners or admins only');
      const partnership = await db
        .selectFrom('partnerships')
        .select('voting_rule')
        .where('uid', '=', partnershipUid)
        .executeTakeFirstOrThrow();
      const engagements = await db
        .selectFrom('partnership_engagements')
        .select(['person_uid', 'roles', 'pending_roles'])
        .where('partnership_uid', '=', partnershipUid)
        .execute();
      const target = engagementOf(
        new Map(engagements.map((row) => [row.person_uid, row])),
        request.params.agentUid,
      );
      const facts = await removalFacts(
        db,
        partnershipUid,
        actorRoles,
        request.params.agentUid,
        role,
        target,
        partnership.voting_rule as Parameters<typeof remainingVotingWeight>[0],
        signatoriesOf(engagements),
        false,
      );
      return facts.impact;
    },
  });
}

function revokeRoute(role: RemovableRole) {
  return defineRoute<{ Params: TeamAgentParams }>({
    method: 'POST',
    url: `/api/v2/partnerships/:uid/${role}/:agentUid/revoke`,
    family: 'team.write',
    auth: 'strong',
    context: 'partnership',
    schema: {
      summary: `Removes the person's ${role} role and the rights that go with it`,
      params: teamAgentParams,
      response: { 200: revokeResultSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const partnershipUid = request.params.uid;
      const agentUid = request.params.agentUid;
      const actorUid = requirePerson(request.ctx);
      const roles = await requireEngagement(db, request.ctx, partnershipUid);
      if (!isSignatoryOrAdmin(roles)) throw forbidden('partners or admins only');
      return db.transaction().execute(async (trx) => {
        const votingRule = await lockPartnership(trx, partnershipUid);
        const engagements = await lockEngagements(trx, partnershipUid);
        const actorRoles = engagementOf(engagements, actorUid).roles;
        if (!isSignatoryOrAdmin(actorRoles)) throw forbidden('partners or admins only');
        const target = engagementOf(engagements, agentUid);
        const facts = await removalFacts(
          trx,
          partnershipUid,
          actorRoles,
          agentUid,
          role,
          target,
          votingRule,
          signatoriesOf([...engagements.values()]),
          true,
        );
        const { refusal } = facts.impact;
        if (refusal) throw teamRefusal(refusal, { votingWeightAfter: facts.impact.votingWeightAfter });
        if (facts.entitlementIds.length)
          await trx.deleteFrom('entitlements').where('id', 'in', facts.entitlementIds).execute();
        if (facts.impact.leavesPartnership)
          await trx
            .deleteFrom('partnership_engagements')
            .where('partnership_uid', '=', partnershipUid)
            .where('person_uid', '=', agentUid)
            .execute();
        else await writeRoles(trx, partnershipUid, agentUid, facts.rolesAfter, facts.pendingAfter);
        for (const card of facts.cards) {
          await trx
            .updateTable('cards')
            .set({ status: 'blocked', updated_at: new Date() })
            .where('uid', '=', card.uid)
            .execute();
          await publishCardEvents(trx, { ...card, status: 'blocked' }, partnershipUid);
        }
        await publishMembersChanged(trx, partnershipUid, [agentUid]);
        await publishRightsChanged(trx, partnershipUid, [agentUid]);
        return {
          agentUid,
          role,
          removedRoles: facts.impact.roles,
          removedEntitlements: facts.entitlementIds.length,
          blockedCards: facts.cards.map((card) => card.uid),
          leftPartnership: facts.impact.leavesPartnership,
        };
      });
    },
  });
}

export const removalRoutes = [
  impactRoute('delegate'),
  impactRoute('partner'),
  revokeRoute('delegate'),
  revokeRoute('partner'),
];
