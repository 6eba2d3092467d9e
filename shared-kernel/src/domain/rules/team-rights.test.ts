import { personas } from '../fixtures/personas';
import {
  accountRightsRefusal,
  canManageTeamRights,
  effectiveInviteStatus,
  invitationFilterStatuses,
  invitedRoles,
  inviteTransitionAllowed,
  mayManageTeamRights,
  newPasswordRefusal,
  withRight,
} from './team-rights';
import { passwordProblems } from './onboarding';

const entry = (view: boolean, capture: boolean, approve: boolean, accountUid = 'a') => ({
  accountUid,
  view,
  capture,
  approve,
});

describe('team rights rules', () => {
  it.each([
    [['partner', 'delegate', 'deputy'], true],
    [['partner'], true],
    [['deputy'], true],
    [['delegate'], false],
    [[], false],
    [['bootstrapper', 'requestor'], false],
  ])('roles %j may invite and change rights: %s', (roles, expected) => {
    expect(mayManageTeamRights(roles)).toBe(expected);
  });

  it.each([
    ['annaBaeckerei', true],
    ['lucaBaeckerei', false],
    ['annaPrivate', false],
  ] as const)('%s: the screens offer inviting and editing rights: %s', (persona, expected) => {
    expect(canManageTeamRights(personas[persona])).toBe(expected);
  });

  it.each([
    [[entry(true, true, true)], null],
    [[entry(false, false, false)], null],
    [[entry(false, true, false)], 'captureNeedsView'],
    [[entry(false, false, true)], 'approveNeedsView'],
    [[entry(true, false, false), entry(true, true, false)], 'duplicateAccount'],
  ] as const)('rights %j: %s', (entries, expected) => {
    expect(accountRightsRefusal(entries)).toBe(expected);
  });

  it('gives a registered-only person (no role) view at most', () => {
    expect(accountRightsRefusal([entry(true, false, false)], [])).toBeNull();
    expect(accountRightsRefusal([entry(true, true, false)], [])).toBe('registeredOnly');
  });

  it('keeps a toggled entry valid', () => {
    expect(withRight(entry(false, false, false), 'capture', true)).toEqual(entry(true, true, false));
    expect(withRight(entry(true, true, true), 'view', false)).toEqual(entry(false, false, false));
    expect(withRight(entry(true, true, true), 'approve', false)).toEqual(entry(true, true, false));
  });

  it.each([
    ['all', 6],
    ['registered', 1],
    ['cancelled', 1],
  ] as const)('filter %s lists %i statuses', (filter, count) => {
    expect(invitationFilterStatuses(filter)).toHaveLength(count);
  });

  it('gives a member delegate, an admin deputy too', () => {
    expect(invitedRoles(false)).toEqual(['delegate']);
    expect(invitedRoles(true)).toEqual(['delegate', 'deputy']);
  });

  const now = new Date('2026-11-27T12:00:00Z');
  const later = '2026-12-01T00:00:00Z';
  const earlier = '2026-11-01T00:00:00Z';
  it.each([
    ['new', 'accept', later, true],
    ['active', 'accept', later, true],
    ['new', 'accept', earlier, false],
    ['registered', 'accept', later, false],
    ['cancelled', 'accept', later, false],
    ['new', 'cancel', later, true],
    ['registered', 'cancel', later, false],
    ['cancelled', 'cancel', later, false],
    ['expired', 'resend', earlier, true],
    ['registered', 'resend', later, false],
    ['retired', 'resend', later, false],
  ] as const)('%s → %s (expires %s): %s', (status, action, expiresAt, expected) => {
    expect(inviteTransitionAllowed(status, action, { expiresAt, now })).toBe(expected);
  });

  it('shows a waiting invitation past its expiry as expired', () => {
    expect(effectiveInviteStatus('new', earlier, now)).toBe('expired');
    expect(effectiveInviteStatus('new', later, now)).toBe('new');
    expect(effectiveInviteStatus('registered', earlier, now)).toBe('registered');
  });

  it.each([
    ['short1', 'tooShort'],
    ['onlyletterslong', 'needsLetterAndDigit'],
    ['123456789012', 'needsLetterAndDigit'],
    ['mia.keller-2026x', 'containsEmail'],
    ['Kontor-Sandbox-1', null],
  ] as const)('password %s: %s', (password, expected) => {
    expect(newPasswordRefusal(password, 'mia.keller@example.ch')).toBe(expected);
  });

  it('is passwordProblems under its old names (deprecated): 128 characters at most, as everywhere', () => {
    const long = `Kontor-1${'x'.repeat(121)}`;
    expect(long).toHaveLength(129);
    expect(passwordProblems(long, 'mia.keller@example.ch')).toEqual([
      { field: 'password', code: 'passwordTooLong' },
    ]);
    expect(newPasswordRefusal(long, 'mia.keller@example.ch')).toBe('tooLong');
    expect(newPasswordRefusal(long.slice(0, 128), 'mia.keller@example.ch')).toBeNull();
  });
});
