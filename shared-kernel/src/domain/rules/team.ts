/**
 * Team space rules of spec §5 and §6 (partners = signatories, delegates = members, deputies = admins). Each rule
 * is a fact-level function (roles and flags, as the gateway reads them from its tables) and a session-level
 * wrapper (the acting user's roles from the session snapshot) that the menu, the guards and the screens call.
 */
import { OPEN_DEPUTY_CHANGE_STATUSES, type DeputyChange } from '../contracts/team';
import type { Member, PartnershipRole, VotingRule } from '../entities';
import { requiredSignatures } from '../payments/voting';
import type { SessionSnapshot } from '../session';
import { currentPartnership } from './context';

const myRoles = (session: SessionSnapshot): PartnershipRole[] => currentPartnership(session)?.myRoles ?? [];
const holds = (roles: readonly string[], ...wanted: PartnershipRole[]) =>
  wanted.some((role) => roles.includes(role));

/** What the rules need to know of a member, as the gateway's tables and the members list both carry it. */
export interface MemberFacts {
  personUid: string;
  roles: readonly string[];
  pendingRoles: readonly string[];
  isRegistered: boolean;
}

/** A member of the members list as facts. */
export const memberFactsOf = (member: Member): MemberFacts => ({
  personUid: member.personInfo.uid,
  roles: member.roleTypes,
  pendingRoles: member.pendingRoleTypes,
  isRegistered: member.personInfo.onboardingDetails?.isRegistered === true,
});

/**
 * Spec §6 "Partners = signatories, ... deputies = admins. Partners or deputies can nominate or remove admins":
 * who may manage the partnership's people and rights, from the roles held in it. The gateway refuses the
 * entitlements overview to everyone else.
 */
export const isSignatoryOrAdmin = (roles: readonly string[]): boolean => holds(roles, 'partner', 'deputy');

/** Spec §6: activities of delegates and deputies also include the payment orders awaiting approval. */
export const activitiesIncludePendingPaymentOrders = (roles: readonly string[]): boolean =>
  holds(roles, 'delegate', 'deputy');

/** Spec §5/§6: deputy removal or nomination is offered only to partners or deputies. */
export const canManageAdmins = (session: SessionSnapshot): boolean => isSignatoryOrAdmin(myRoles(session));

/** Why an admin change (deputy change, spec §7) of one person is refused; null when it is allowed. */
export type AdminChangeRefusal =
  'notPermitted' | 'notADelegate' | 'isRegistered' | 'alreadyAdmin' | 'notAnAdmin';

/** Spec §5: nominating an admin requires a delegate who is not registered, by a partner or deputy. */
export function adminNominationRefusal(
  actorRoles: readonly string[],
  target: Pick<MemberFacts, 'roles' | 'isRegistered'>,
): AdminChangeRefusal | null {
  if (!isSignatoryOrAdmin(actorRoles)) return 'notPermitted';
  if (target.roles.includes('deputy')) return 'alreadyAdmin';
  if (!target.roles.includes('delegate')) return 'notADelegate';
  if (target.isRegistered) return 'isRegistered';
  return null;
}

/** Spec §5/§6: an admin (deputy) is removed as admin by a partner or deputy. */
export function adminRemovalRefusal(
  actorRoles: readonly string[],
  target: Pick<MemberFacts, 'roles'>,
): AdminChangeRefusal | null {
  if (!isSignatoryOrAdmin(actorRoles)) return 'notPermitted';
  if (!target.roles.includes('deputy')) return 'notAnAdmin';
  return null;
}

/** Session level: the member-details screen offers "nominate admin" exactly when the gateway would accept it. */
export const canNominateAdmin = (session: SessionSnapshot, member: Member): boolean =>
  adminNominationRefusal(myRoles(session), memberFactsOf(member)) === null;

/** Session level: "remove admin". */
export const canRemoveAdmin = (session: SessionSnapshot, member: Member): boolean =>
  adminRemovalRefusal(myRoles(session), memberFactsOf(member)) === null;

/** Why editing, completing or discarding the open deputy change is refused; null when it is allowed. */
export type OpenDeputyChangeRefusal = 'notPermitted' | 'noOpenChange';

/**
 * Spec §4/§5: a change awaiting signatures (status approve or edit) is edited, completed (done) or discarded by a
 * partner or deputy, as admins are nominated and removed; a change that is done (or none) is not open.
 */
export function openDeputyChangeRefusal(
  actorRoles: readonly string[],
  changeStatus: string | null | undefined,
): OpenDeputyChangeRefusal | null {
  if (!isSignatoryOrAdmin(actorRoles)) return 'notPermitted';
  if (!changeStatus || !(OPEN_DEPUTY_CHANGE_STATUSES as readonly string[]).includes(changeStatus))
    return 'noOpenChange';
  return null;
}

/** Session level: the deputy change view offers edit, complete and discard of this change. */
export const canActOnDeputyChange = (session: SessionSnapshot, change: DeputyChange): boolean =>
  openDeputyChangeRefusal(myRoles(session), change.changeData?.changeStatus) === null;

/** The two roles a member removal takes away (spec §7 delegate/revoke and partner/revoke). */
export const REMOVABLE_ROLES = ['delegate', 'partner'] as const;
export type RemovableRole = (typeof REMOVABLE_ROLES)[number];

export type MemberRemovalRefusal = 'notPermitted' | 'actorIsDeputy' | 'isDeputy' | 'notRemovable';
export type MemberRemoval =
  { allowed: true } | { allowed: false; reason: 'notPermitted' | 'isDeputy' | 'notRemovable' };

/**
 * Spec §5/§6: delegates and partners can be removed, deputies not; "removing a member or signatory is disabled
 * for deputies (a tooltip explains)": refused when the acting user is a deputy without the partner role
 * (actorIsDeputy), and when the target is a deputy (isDeputy). Only partners and deputies manage people at all.
 * With `role`, the target must hold that role (the revoke of one role); without it, either.
 */
export function memberRemovalRefusal(
  actorRoles: readonly string[],
  targetRoles: readonly string[],
  role?: RemovableRole,
): MemberRemovalRefusal | null {
  if (!isSignatoryOrAdmin(actorRoles)) return 'notPermitted';
  if (!actorRoles.includes('partner')) return 'actorIsDeputy';
  if (targetRoles.includes('deputy')) return 'isDeputy';
  if (role ? !targetRoles.includes(role) : !holds(targetRoles, 'partner', 'delegate')) return 'notRemovable';
  return null;
}

/**
 * Session level of memberRemovalRefusal for one role (the member-details screen's remove buttons): both of the
 * spec's "disabled for deputies" cases (the acting deputy, the deputy target) read as isDeputy, one tooltip.
 */
export function roleRemoval(session: SessionSnapshot, member: Member, role?: RemovableRole): MemberRemoval {
  const reason = memberRemovalRefusal(myRoles(session), member.roleTypes, role);
  if (reason === null) return { allowed: true };
  return { allowed: false, reason: reason === 'actorIsDeputy' ? 'isDeputy' : reason };
}

/** Session level: may the member be removed at all (either role). */
export function memberRemoval(session: SessionSnapshot, member: Member): MemberRemoval {
  return roleRemoval(session, member);
}

/**
 * The weight of one signatory's signature under the partnership's voting rule (spec §4 voting rules): the
 * rule's required signatures shared out, so the signatories together must weigh at least 1 to decide anything.
 * as_one 1, as_two 1/2, as_three 1/3, none 1 (nothing is co-signed: any one signatory acts alone), vote
 * 1/(majority of the current signatories) (the same majority the payments' requiredSignatures counts): removing
 * a signatory must leave today's majority able to sign.
 */
export function votingWeight(votingRule: VotingRule, signatoryCount: number): number {
  return 1 / signaturesFor(votingRule, signatoryCount);
}

const signaturesFor = (votingRule: VotingRule, signatoryCount: number): number =>
  Math.max(1, requiredSignatures(votingRule, signatoryCount));

/**
 * The signatories' voting weight once one of them is removed: (n − 1) × votingWeight, computed as one division
 * so that 2 of 2 (as_two) is exactly 1. Bäckerei (as_two, Anna and Nora): 1 × 1/2 = 1/2.
 */
export const remainingVotingWeight = (votingRule: VotingRule, signatoryCount: number): number =>
  Math.max(0, signatoryCount - 1) / signaturesFor(votingRule, signatoryCount);

/** Spec §5: removing a signatory is blocked when the resulting voting weight would be below 1. */
export const isSignatoryRemovalBlocked = (votingWeightAfterRemoval: number): boolean =>
  votingWeightAfterRemoval < 1;

/** Spec §5: requesting access applies to a partner without delegate or deputy role, for themselves only. */
export const accessRequestAllowed = (
  actorUid: string,
  target: Pick<MemberFacts, 'personUid' | 'roles' | 'pendingRoles'>,
): boolean =>
  target.personUid === actorUid &&
  target.roles.includes('partner') &&
  !holds(target.roles, 'delegate', 'deputy') &&
  !target.pendingRoles.includes('delegate');

/** Session level: the "request access" action on one's own member details. */
export const canRequestAccess = (session: SessionSnapshot, member: Member): boolean =>
  session.user !== null && accessRequestAllowed(session.user.uid, memberFactsOf(member));

/** A requested access (a pending delegate role) is granted or declined by another signatory or admin. */
export const accessDecisionAllowed = (
  actorUid: string,
  actorRoles: readonly string[],
  target: Pick<MemberFacts, 'personUid' | 'pendingRoles'>,
): boolean =>
  isSignatoryOrAdmin(actorRoles) && target.personUid !== actorUid && target.pendingRoles.includes('delegate');

/** Session level: grant or decline the access a member requested. */
export const canDecideAccess = (session: SessionSnapshot, member: Member): boolean =>
  session.user !== null && accessDecisionAllowed(session.user.uid, myRoles(session), memberFactsOf(member));

/** Spec §6: only partners or delegates count as involved. */
export const isInvolvedRoles = (roles: readonly string[]): boolean => holds(roles, 'partner', 'delegate');
export const isInvolved = (member: Member): boolean => isInvolvedRoles(member.roleTypes);
