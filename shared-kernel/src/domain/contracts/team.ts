/**
 * The team resource's members and admins (issue 32; spec §3 Member and Deputy change, §4 "Deputy change", §7
 * deputy-change, impact, revoke): the deputy change as read and posted, what a member's removal would take, the
 * removal's answer, and requesting access. The gateway declares them as its routes' schemas; remote-team reads
 * the types.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ENTITLEMENT_ACTIONS, ENTITLEMENT_ENTITY_TYPES, PARTNERSHIP_ROLES } from './partnerships';
import { arrayOf, boolean, closed, integer, orNull, text, timestamp, uuid } from './pieces';

const role = { type: 'string', enum: PARTNERSHIP_ROLES } as const;
/** A person uid in a change: at most the people a partnership can hold. */
const personUids = { type: 'array', items: uuid, maxItems: 50, uniqueItems: true } as const;

/** Spec §4: a deputy change's status; approve or edit mark its people as being added or removed. */
export const DEPUTY_CHANGE_STATUSES = ['start', 'approve', 'edit', 'done'] as const;
export type DeputyChangeStatus = (typeof DEPUTY_CHANGE_STATUSES)[number];
/** Spec §4: the statuses of a change still open (its people show as being added or removed). */
export const OPEN_DEPUTY_CHANGE_STATUSES: readonly DeputyChangeStatus[] = ['approve', 'edit'];

/**
 * The team routes' refusal codes (spec §8 `{code, message}`, 409 unless said): remote-team translates each as
 * `team.alerts.codes.{code}`.
 */
export const TEAM_ERROR_CODES = [
  /** Partner revoke: the remaining signatories would weigh less than 1 ("the person cannot be removed"). */
  'voting_weight_below_one',
  /** Revoke of a role the person does not hold (the empty impact of spec §5). */
  'nothing_to_remove',
  /** Deputies are not removed as members (spec §6), and a deputy without the partner role removes nobody. */
  'member_removal_not_allowed',
  /** Deputy change: a person who cannot become admin (no delegate, registered, already admin). */
  'admin_nomination_not_allowed',
  /** Deputy change: a person who is not an admin cannot stop being one. */
  'admin_removal_not_allowed',
  /** Deputy change: one is already open (approve or edit); it is done or edited first. */
  'deputy_change_open',
  /** Deputy change: done or edit without an open change. */
  'no_open_deputy_change',
  /** Deputy change (400): nothing to add or remove; all rights only for people the change adds or removes. */
  'invalid_deputy_change',
  /** Access request: only a partner without delegate or deputy role, for themselves (spec §5). */
  'access_request_not_allowed',
  /** Access decision: no access request of this person is pending. */
  'no_access_request',
  /** The person named in the path is not a member of the partnership (404). */
  'member_not_found',
] as const;
export type TeamErrorCode = (typeof TEAM_ERROR_CODES)[number];

/** GET /v2/partnerships/{uid}/deputy-change: the open change (approve or edit), or none (changeData null). */
export const deputyChangeSchema = closed({
  changeData: orNull(
    closed({
      uid: uuid,
      changeStatus: { type: 'string', enum: DEPUTY_CHANGE_STATUSES },
      requestedBy: uuid,
      created: timestamp,
    }),
  ),
  deputiesToAdd: arrayOf(uuid),
  deputiesToRemove: arrayOf(uuid),
});

/**
 * POST /v2/partnerships/{uid}/deputy-change (spec §7). `start` and `done` together: the change starts and is done
 * at once (spec §4, adding or removing an admin). `start` alone opens a change awaiting signatures (approve);
 * `done` alone completes the open change; neither edits the open change (edit). Who gets or loses every right on
 * the partnership's accounts with it: agentsToAddAllRights ⊆ deputiesToAdd, agentsToRemoveAllRights ⊆
 * deputiesToRemove, given when the change is done.
 */
export const deputyChangeBodySchema = closed(
  {
    done: boolean,
    start: boolean,
    deputiesToAdd: personUids,
    deputiesToRemove: personUids,
    agentsToAddAllRights: personUids,
    agentsToRemoveAllRights: personUids,
  },
  ['agentsToAddAllRights', 'agentsToRemoveAllRights'],
);

/** /v2/partnerships/{uid}/agent/{agentUid}/... and /{delegate|partner}/{agentUid}/revoke */
export const teamAgentParams = closed({ uid: uuid, agentUid: uuid });

const entitlementRow = closed({
  entityUID: text,
  entityType: { type: 'string', enum: ENTITLEMENT_ENTITY_TYPES },
  action: { type: 'string', enum: ENTITLEMENT_ACTIONS },
});

/**
 * POST /v2/partnerships/{uid}/agent/{agentUid}/delegate/impact and /partner/impact: what the removal of that role
 * would take. Empty (no role) means there is nothing to remove: the screen shows remove-member-failure (spec §8).
 * A partner's impact says the voting weight that would remain and whether that blocks it (spec §5).
 */
export const removalImpactSchema = closed({
  agentUid: uuid,
  role: { type: 'string', enum: ['delegate', 'partner'] },
  /** The roles the removal takes (the role itself, and a pending one of the same kind). */
  roles: arrayOf(role),
  /** The rights that go with the role: a delegate's account and card rights, a partner's partnership rights. */
  entitlements: arrayOf(entitlementRow),
  /** The partnership's cards the person holds; a delegate's removal blocks them. */
  cards: arrayOf(closed({ cardUID: uuid, maskedPan: text, status: text })),
  /** Approvals the person asked for that are still pending: they stay for the signatories to decide. */
  pendingApprovals: arrayOf(closed({ uid: uuid, subjectType: text, subjectUid: text })),
  /** Whether the person stays a member (another role remains) or leaves the partnership. */
  leavesPartnership: boolean,
  /** Partner removal: the signatories' voting weight afterwards (null for a delegate). */
  votingWeightAfter: orNull({ type: 'number' }),
  /** The refusal the revoke would answer with, or null when it would be done. */
  refusal: orNull({ type: 'string', enum: TEAM_ERROR_CODES }),
});

/** POST /v2/partnerships/{uid}/delegate/{agentUid}/revoke and /partner/{agentUid}/revoke: what was removed. */
export const revokeResultSchema = closed({
  agentUid: uuid,
  role: { type: 'string', enum: ['delegate', 'partner'] },
  removedRoles: arrayOf(role),
  removedEntitlements: integer,
  blockedCards: arrayOf(uuid),
  leftPartnership: boolean,
});

/** POST /v2/partnerships/{uid}/agent/{agentUid}/access-request[/grant|/decline]: the person's roles afterwards. */
export const accessRequestResultSchema = closed({
  personUid: uuid,
  roleTypes: arrayOf(role),
  pendingRoleTypes: arrayOf(role),
});

/** /v2/partnerships/{uid}/agent/{agentUid}/access-request/{decision} */
export const accessDecisionParams = closed({
  uid: uuid,
  agentUid: uuid,
  decision: { type: 'string', enum: ['grant', 'decline'] },
});

export type DeputyChange = FromSchema<typeof deputyChangeSchema>;
export type DeputyChangeBody = FromSchema<typeof deputyChangeBodySchema>;
export type TeamAgentParams = FromSchema<typeof teamAgentParams>;
export type RemovalImpact = FromSchema<typeof removalImpactSchema>;
export type RevokeResult = FromSchema<typeof revokeResultSchema>;
export type AccessRequestResult = FromSchema<typeof accessRequestResultSchema>;
export type AccessDecisionParams = FromSchema<typeof accessDecisionParams>;
