/** Team space rules of spec §5 and §6 (partners = signatories, delegates = members, deputies = admins). */
import type { Member, PartnershipRole } from '../entities';
import type { SessionSnapshot } from '../session';
import { currentPartnership } from './context';

const myRoles = (session: SessionSnapshot): PartnershipRole[] => currentPartnership(session)?.myRoles ?? [];
const holds = (roles: readonly string[], ...wanted: PartnershipRole[]) =>
  wanted.some((role) => roles.includes(role));

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

/** Spec §5: nominating an admin requires a delegate who is not registered (onboardingDetails.isRegistered false). */
export const canNominateAdmin = (session: SessionSnapshot, member: Member): boolean =>
  canManageAdmins(session) &&
  member.roleTypes.includes('delegate') &&
  !member.roleTypes.includes('deputy') &&
  member.personInfo.onboardingDetails?.isRegistered !== true;

export const canRemoveAdmin = (session: SessionSnapshot, member: Member): boolean =>
  canManageAdmins(session) && member.roleTypes.includes('deputy');

export type MemberRemoval =
  { allowed: true } | { allowed: false; reason: 'notPermitted' | 'isDeputy' | 'notRemovable' };

/**
 * Spec §5/§6: delegates and partners can be removed, deputies not (the UI disables it with a tooltip);
 * offered to partners and deputies only.
 */
export function memberRemoval(session: SessionSnapshot, member: Member): MemberRemoval {
  if (!canManageAdmins(session)) return { allowed: false, reason: 'notPermitted' };
  if (member.roleTypes.includes('deputy')) return { allowed: false, reason: 'isDeputy' };
  if (!holds(member.roleTypes, 'partner', 'delegate')) return { allowed: false, reason: 'notRemovable' };
  return { allowed: true };
}

/** Spec §5: removing a signatory is blocked when the resulting voting weight would be below 1. */
export const isSignatoryRemovalBlocked = (votingWeightAfterRemoval: number): boolean =>
  votingWeightAfterRemoval < 1;

/** Spec §5: requesting access applies to a partner without delegate or deputy role, for themselves only. */
export const canRequestAccess = (session: SessionSnapshot, member: Member): boolean =>
  session.user !== null &&
  member.personInfo.uid === session.user.uid &&
  member.roleTypes.includes('partner') &&
  !holds(member.roleTypes, 'delegate', 'deputy');

/** Spec §6: only partners or delegates count as involved. */
export const isInvolved = (member: Member): boolean => holds(member.roleTypes, 'partner', 'delegate');
