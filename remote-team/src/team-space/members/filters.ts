/** The team space's member filters (spec §6: all, signatory, member, admin, cardholder) as the members query. */
import type { DeputyChange, Member, MembersQuery, PartnershipRole } from 'shared-kernel/domain';

export const MEMBER_FILTERS = ['all', 'signatory', 'member', 'admin', 'cardholder'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];

/** Spec §9: team space page size 10. */
export const MEMBERS_PAGE_SIZE = 10;

/** Spec §6: partners = signatories, delegates = members, deputies = admins; cardholders hold a partnership card. */
const ROLE_OF_FILTER: Partial<Record<MemberFilter, PartnershipRole>> = {
  signatory: 'partner',
  member: 'delegate',
  admin: 'deputy',
};

export function membersQueryOf(filter: MemberFilter, nameFilter: string, page: number): MembersQuery {
  const role = ROLE_OF_FILTER[filter];
  return {
    ...(role ? { roles: [role] } : {}),
    ...(filter === 'cardholder' ? { cardholder: true } : {}),
    ...(nameFilter.trim() ? { nameFilter: nameFilter.trim() } : {}),
    count: MEMBERS_PAGE_SIZE,
    offset: page * MEMBERS_PAGE_SIZE,
  };
}

/** The roles shown as badges, in the spec's words, signatory first. */
export const ROLE_BADGES: { role: PartnershipRole; label: string }[] = [
  { role: 'partner', label: 'team.members.roles.signatory' },
  { role: 'delegate', label: 'team.members.roles.member' },
  { role: 'deputy', label: 'team.members.roles.admin' },
];

export type PendingMarker = 'beingAddedAsAdmin' | 'beingRemovedAsAdmin' | 'accessRequested';

/**
 * Spec §4: "a change with status approve or edit marks a person as being added or removed" (the open deputy
 * change; a pending deputy role says the same), and a pending delegate role is a request for access.
 */
export function pendingMarkersOf(member: Member, change: DeputyChange | null): PendingMarker[] {
  const uid = member.personInfo.uid;
  const open = change?.changeData ? change : null;
  const markers: PendingMarker[] = [];
  if (open?.deputiesToAdd.includes(uid) || member.pendingRoleTypes.includes('deputy'))
    markers.push('beingAddedAsAdmin');
  if (open?.deputiesToRemove.includes(uid)) markers.push('beingRemovedAsAdmin');
  if (member.pendingRoleTypes.includes('delegate')) markers.push('accessRequested');
  return markers;
}
