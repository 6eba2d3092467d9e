/** Test fixtures of the team space's members and admins (the Bäckerei as PERSONAS.md describes it). */
import type {
  DeputyChange,
  Member,
  MemberDetails,
  PartnershipRole,
  RemovalImpact,
} from 'shared-kernel/domain';
import { personas } from 'shared-kernel/testing';

const uidOf = (persona: keyof typeof personas) => personas[persona].user!.uid;
/** The persona fixtures' uids (shared-kernel/domain/fixtures): people, the Bäckerei and its Betriebskonto. */
export const UIDS = {
  anna: uidOf('annaBaeckerei'),
  nora: uidOf('noraBaeckerei'),
  luca: uidOf('lucaBaeckerei'),
  rita: uidOf('ritaBaeckerei'),
  baeckerei: personas.annaBaeckerei.currentContext!.uid,
  betriebskonto: personas.annaBaeckerei.cashAccounts.find(
    (account) => account.accountName === 'Betriebskonto',
  )!.uid,
};

export const BAECKEREI = UIDS.baeckerei;
export const BASE = `/api/v2/partnerships/${BAECKEREI}`;

export const memberOf = (
  uid: string,
  name: string,
  roleTypes: PartnershipRole[],
  pendingRoleTypes: PartnershipRole[] = [],
): Member => ({
  personInfo: { uid, name, onboardingDetails: { isRegistered: false } },
  roleTypes,
  pendingRoleTypes,
});

export const ANNA = memberOf(UIDS.anna, 'Anna Meier', ['partner', 'delegate', 'deputy']);
export const NORA = memberOf(UIDS.nora, 'Nora Schmid', ['partner', 'delegate'], ['deputy']);
export const LUCA = memberOf(UIDS.luca, 'Luca Rossi', ['delegate']);
export const RITA = memberOf(UIDS.rita, 'Rita Huber', []);

export const NO_CHANGE: DeputyChange = { changeData: null, deputiesToAdd: [], deputiesToRemove: [] };
export const NORA_BEING_ADDED: DeputyChange = {
  changeData: {
    uid: '00000000-0000-4000-8000-000000000901',
    changeStatus: 'approve',
    requestedBy: UIDS.anna,
    created: '2026-11-24T08:00:00.000Z',
  },
  deputiesToAdd: [UIDS.nora],
  deputiesToRemove: [],
};

export const detailsOf = (member: Member, email: string): MemberDetails => ({
  personInfo: { ...member.personInfo, email, onboardingDetails: { isRegistered: false } },
  roleTypes: member.roleTypes,
  pendingRoleTypes: member.pendingRoleTypes,
  memberSince: '2025-10-03T09:00:00.000Z',
  entitlements: [
    { entityUID: UIDS.betriebskonto, entityType: 'CashAccount', action: 'view' },
    { entityUID: UIDS.betriebskonto, entityType: 'CashAccount', action: 'capture' },
  ],
});

export const impactOf = (overrides: Partial<RemovalImpact> = {}): RemovalImpact => ({
  agentUid: UIDS.luca,
  role: 'delegate',
  roles: ['delegate'],
  entitlements: [{ entityUID: UIDS.betriebskonto, entityType: 'CashAccount', action: 'view' }],
  cards: [{ cardUID: '00000000-0000-4000-8000-000000000301', maskedPan: '**** 4821', status: 'active' }],
  pendingApprovals: [],
  leavesPartnership: true,
  votingWeightAfter: null,
  refusal: null,
  ...overrides,
});
