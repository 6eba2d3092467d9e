import type { Member, PartnershipRole } from '../entities';
import { personas, UIDS } from '../fixtures/personas';
import {
  activitiesIncludePendingPaymentOrders,
  canManageAdmins,
  canNominateAdmin,
  canRemoveAdmin,
  canRequestAccess,
  isInvolved,
  isSignatoryOrAdmin,
  isSignatoryRemovalBlocked,
  memberRemoval,
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
