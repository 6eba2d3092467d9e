import type { Member, PartnershipRole } from '../entities';
import { personas, UIDS } from '../fixtures/personas';
import {
  accessDecisionAllowed,
  accessRequestAllowed,
  activitiesIncludePendingPaymentOrders,
  adminNominationRefusal,
  adminRemovalRefusal,
  canActOnDeputyChange,
  canDecideAccess,
  canManageAdmins,
  canNominateAdmin,
  canRemoveAdmin,
  canRequestAccess,
  isInvolved,
  isSignatoryOrAdmin,
  isSignatoryRemovalBlocked,
  memberRemoval,
  memberRemovalRefusal,
  openDeputyChangeRefusal,
  votingWeight,
  remainingVotingWeight,
} from './team';

const member = (uid: string, roleTypes: PartnershipRole[], isRegistered = false): Member => ({
  personInfo: { uid, name: 'Team member', onboardingDetails: { isRegistered } },
  roleTypes,
  pendingRoleTypes: [],
});

describe('team rules', () => {
  it.each([
    ['annaBaeckerei', true],
    ['noraBaeckerei', true],
    ['lucaBaeckerei', false],
    ['claireAssociation', true],
    ['benKellerRobotics', false],
  ] as const)('%s may manage admins: %s', (persona, expected) => {
    expect(canManageAdmins(personas[persona])).toBe(expected);
  });

  it('nominates only delegates who are not registered and not yet admins', () => {
    expect(canNominateAdmin(personas.annaBaeckerei, member(UIDS.luca, ['delegate']))).toBe(true);
    expect(canNominateAdmin(personas.annaBaeckerei, member(UIDS.luca, ['delegate'], true))).toBe(false);
    expect(canNominateAdmin(personas.annaBaeckerei, member(UIDS.rita, []))).toBe(false);
    expect(canNominateAdmin(personas.annaBaeckerei, member(UIDS.anna, ['delegate', 'deputy']))).toBe(false);
    expect(canNominateAdmin(personas.lucaBaeckerei, member(UIDS.nora, ['delegate']))).toBe(false);
  });

  it('removes admins only for partners or deputies', () => {
    expect(canRemoveAdmin(personas.noraBaeckerei, member(UIDS.anna, ['partner', 'delegate', 'deputy']))).toBe(
      true,
    );
    expect(canRemoveAdmin(personas.lucaBaeckerei, member(UIDS.anna, ['deputy']))).toBe(false);
  });

  it.each<[string, Member, ReturnType<typeof memberRemoval>]>([
    ['a delegate', member(UIDS.luca, ['delegate']), { allowed: true }],
    ['a partner', member(UIDS.nora, ['partner', 'delegate']), { allowed: true }],
    [
      'a deputy',
      member(UIDS.anna, ['partner', 'delegate', 'deputy']),
      { allowed: false, reason: 'isDeputy' },
    ],
    ['a registered-only person', member(UIDS.rita, []), { allowed: false, reason: 'notRemovable' }],
  ])('member removal of %s by Nora', (_label, target, expected) => {
    expect(memberRemoval(personas.noraBaeckerei, target)).toEqual(expected);
  });

  it('offers no member removal to a plain delegate', () => {
    expect(memberRemoval(personas.lucaBaeckerei, member(UIDS.nora, ['delegate']))).toEqual({
      allowed: false,
      reason: 'notPermitted',
    });
  });

  it('blocks a signatory removal below voting weight 1', () => {
    expect(isSignatoryRemovalBlocked(0.5)).toBe(true);
    expect(isSignatoryRemovalBlocked(1)).toBe(false);
  });

  it('lets a partner without delegate or deputy role request access for themselves only', () => {
    expect(canRequestAccess(personas.claireDuboisConseil, member(UIDS.claire, ['partner']))).toBe(true);
    expect(canRequestAccess(personas.claireDuboisConseil, member(UIDS.anna, ['partner']))).toBe(false);
    expect(canRequestAccess(personas.noraBaeckerei, member(UIDS.nora, ['partner', 'delegate']))).toBe(false);
  });

  it('counts only partners and delegates as involved', () => {
    expect(
      [['partner'], ['delegate'], ['deputy'], ['bootstrapper', 'requestor']].map((roles) =>
        isInvolved(member(UIDS.ben, roles as PartnershipRole[])),
      ),
    ).toEqual([true, true, false, false]);
  });
});

describe('role facts (spec §6)', () => {
  it.each([
    [['partner'], true, false],
    [['deputy', 'delegate'], true, true],
    [['delegate'], false, true],
    [['bootstrapper', 'requestor'], false, false],
    [[], false, false],
  ])('%j: signatory or admin %s, activities with payment orders %s', (roles, manages, seesOrders) => {
    expect(isSignatoryOrAdmin(roles)).toBe(manages);
    expect(activitiesIncludePendingPaymentOrders(roles)).toBe(seesOrders);
  });
});

describe('voting weight (spec §5: removing a signatory leaves at least 1)', () => {
  it.each([
    ['as_one', 2, 1, 1],
    ['as_two', 2, 1 / 2, 1 / 2],
    ['as_two', 3, 1 / 2, 1],
    ['as_three', 3, 1 / 3, 2 / 3],
    ['as_three', 4, 1 / 3, 1],
    ['none', 1, 1, 0],
    ['none', 2, 1, 1],
    ['vote', 2, 1 / 2, 1 / 2],
    ['vote', 3, 1 / 2, 1],
    ['vote', 4, 1 / 3, 1],
  ] as const)(
    '%s with %i signatories: each weighs %d, one removed leaves %d',
    (rule, count, weight, after) => {
      expect(votingWeight(rule, count)).toBeCloseTo(weight, 12);
      expect(remainingVotingWeight(rule, count)).toBeCloseTo(after, 12);
      expect(isSignatoryRemovalBlocked(remainingVotingWeight(rule, count))).toBe(after < 1);
    },
  );

  it('Bäckerei (as_two; Anna and Nora) cannot lose either partner: 2 × 1/2 = 1, one removed 1/2', () => {
    expect(2 * votingWeight('as_two', 2)).toBe(1);
    expect(remainingVotingWeight('as_two', 2)).toBe(0.5);
    expect(isSignatoryRemovalBlocked(remainingVotingWeight('as_two', 2))).toBe(true);
    expect(remainingVotingWeight('as_three', 4)).toBe(1);
  });
});

describe('fact-level rules the gateway calls', () => {
  it.each<[string, string[], string[], 'partner' | 'delegate' | undefined, string | null]>([
    ['a partner removes a delegate', ['partner'], ['delegate'], 'delegate', null],
    ['a partner removes a partner', ['partner', 'delegate'], ['partner'], 'partner', null],
    ['a deputy without the partner role', ['deputy', 'delegate'], ['delegate'], 'delegate', 'actorIsDeputy'],
    ['a partner and deputy', ['partner', 'delegate', 'deputy'], ['delegate'], 'delegate', null],
    ['the target is a deputy', ['partner'], ['delegate', 'deputy'], 'delegate', 'isDeputy'],
    ['a role the target does not hold', ['partner'], ['delegate'], 'partner', 'notRemovable'],
    ['a delegate', ['delegate'], ['delegate'], 'delegate', 'notPermitted'],
    ['a registered-only person', [], ['delegate'], undefined, 'notPermitted'],
  ])('member removal: %s', (_label, actor, target, role, expected) => {
    expect(memberRemovalRefusal(actor, target, role)).toBe(expected);
  });

  it('member removal is disabled for Claire, deputy without the partner role (tooltip)', () => {
    expect(memberRemoval(personas.claireAssociation, member(UIDS.luca, ['delegate']))).toEqual({
      allowed: false,
      reason: 'isDeputy',
    });
  });

  it.each<[string[], string[], boolean, string | null]>([
    [['partner'], ['delegate'], false, null],
    [['deputy'], ['delegate'], false, null],
    [['delegate'], ['delegate'], false, 'notPermitted'],
    [['partner'], ['delegate'], true, 'isRegistered'],
    [['partner'], ['partner'], false, 'notADelegate'],
    [['partner'], ['delegate', 'deputy'], false, 'alreadyAdmin'],
  ])('admin nomination by %j of %j (registered %s): %s', (actor, target, isRegistered, expected) => {
    expect(adminNominationRefusal(actor, { roles: target, isRegistered })).toBe(expected);
  });

  it('admin removal needs an admin, by a partner or deputy', () => {
    expect(adminRemovalRefusal(['partner'], { roles: ['deputy'] })).toBeNull();
    expect(adminRemovalRefusal(['partner'], { roles: ['delegate'] })).toBe('notAnAdmin');
    expect(adminRemovalRefusal(['delegate'], { roles: ['deputy'] })).toBe('notPermitted');
  });

  it('access: asked once by the partner alone, decided by another signatory or admin', () => {
    const rita = { personUid: UIDS.rita, roles: ['partner'], pendingRoles: [] as string[] };
    expect(accessRequestAllowed(UIDS.rita, rita)).toBe(true);
    expect(accessRequestAllowed(UIDS.anna, rita)).toBe(false);
    expect(accessRequestAllowed(UIDS.rita, { ...rita, pendingRoles: ['delegate'] })).toBe(false);
    const asked = { personUid: UIDS.rita, pendingRoles: ['delegate'] };
    expect(accessDecisionAllowed(UIDS.anna, ['partner'], asked)).toBe(true);
    expect(accessDecisionAllowed(UIDS.rita, ['partner'], asked)).toBe(false);
    expect(accessDecisionAllowed(UIDS.luca, ['delegate'], asked)).toBe(false);
    expect(accessDecisionAllowed(UIDS.anna, ['partner'], { ...asked, pendingRoles: [] })).toBe(false);
    expect(
      canDecideAccess(personas.annaBaeckerei, {
        ...member(UIDS.rita, ['partner']),
        pendingRoleTypes: ['delegate'],
      }),
    ).toBe(true);
  });
});

describe('the open deputy change (spec §4: approve or edit; §5: partners or deputies)', () => {
  it.each([
    [['partner'], 'approve', null],
    [['deputy', 'delegate'], 'edit', null],
    [['delegate'], 'approve', 'notPermitted'],
    [[], 'edit', 'notPermitted'],
    [['partner'], 'done', 'noOpenChange'],
    [['partner'], 'start', 'noOpenChange'],
    [['partner'], null, 'noOpenChange'],
  ] as const)('%j on a change in %s: %s', (actor, status, expected) => {
    expect(openDeputyChangeRefusal(actor, status)).toBe(expected);
  });

  const open = (changeStatus: 'approve' | 'done') => ({
    changeData: { uid: UIDS.anna, changeStatus, requestedBy: UIDS.anna, created: '2026-12-01T10:00:00Z' },
    deputiesToAdd: [UIDS.nora],
    deputiesToRemove: [],
  });

  it.each([
    ['noraBaeckerei', 'approve', true],
    ['annaBaeckerei', 'approve', true],
    ['lucaBaeckerei', 'approve', false],
    ['annaBaeckerei', 'done', false],
  ] as const)('%s acts on a change in %s: %s', (persona, status, expected) => {
    expect(canActOnDeputyChange(personas[persona], open(status))).toBe(expected);
  });
});
