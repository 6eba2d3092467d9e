/**
 * Invitations and account rights (issue 32; spec §3 Invite and Entitlement, §4 invite status and filter, §6):
 * who may invite and change rights, which rights combinations are valid, the invitation filter and the
 * invitation's transitions. Fact-level functions for the gateway, session-level wrappers for the screens.
 */
import type { AccountRightsEntry, InvitationFilter, InviteStatus } from '../contracts/invites';
import type { SessionSnapshot } from '../session';
import { currentPartnership, partnershipContextType } from './context';
import { passwordProblems } from './onboarding';
import { isSignatoryOrAdmin } from './team';

/**
 * Spec §6 "Partners or deputies can nominate or remove admins": the same people invite new members and change a
 * member's account rights (the kernel's isSignatoryOrAdmin, from the roles held in the partnership).
 */
export const mayManageTeamRights = (roles: readonly string[]): boolean => isSignatoryOrAdmin(roles);

/** The screens' side of mayManageTeamRights, in the current partnership context. */
export const canManageTeamRights = (session: SessionSnapshot): boolean =>
  mayManageTeamRights(currentPartnership(session)?.myRoles ?? []);

export type AccountRightsRefusal =
  'captureNeedsView' | 'approveNeedsView' | 'duplicateAccount' | 'registeredOnly';

/**
 * Spec §6 "Entitlement actions: capture (create), approve, view": capturing or approving on an account
 * without seeing it is no valid combination (the account's balance and its orders are what one captures and
 * approves). Null when the entries are valid; each account named once.
 */
export function accountRightsRefusal(
  entries: readonly AccountRightsEntry[],
  memberRoles: readonly string[] = ['delegate'],
): AccountRightsRefusal | null {
  const seen = new Set<string>();
  for (const entry of entries) {
    // Spec §6: a registered-only person (no role: partnershipContextType 'registered') captures and approves nothing.
    if (partnershipContextType(memberRoles) === 'registered' && (entry.capture || entry.approve))
      return 'registeredOnly';
    if (seen.has(entry.accountUid)) return 'duplicateAccount';
    seen.add(entry.accountUid);
    if (entry.capture && !entry.view) return 'captureNeedsView';
    if (entry.approve && !entry.view) return 'approveNeedsView';
  }
  return null;
}

/** The entitlement actions an entry grants, in the order they are stored. */
export const actionsOf = (entry: Pick<AccountRightsEntry, 'view' | 'capture' | 'approve'>) =>
  (['view', 'capture', 'approve'] as const).filter((action) => entry[action]);

/** A checkbox change that keeps the entry valid: capture or approve turns view on; view off turns them off. */
export function withRight(
  entry: AccountRightsEntry,
  action: 'view' | 'capture' | 'approve',
  on: boolean,
): AccountRightsEntry {
  if (action === 'view')
    return on ? { ...entry, view: true } : { ...entry, view: false, capture: false, approve: false };
  return on ? { ...entry, [action]: true, view: true } : { ...entry, [action]: false };
}

/** Spec §4 "Invitation filter: all, registered, cancelled": the statuses each filter lists. */
export function invitationFilterStatuses(filter: InvitationFilter): readonly InviteStatus[] {
  if (filter === 'registered') return ['registered'];
  if (filter === 'cancelled') return ['cancelled'];
  return ['active', 'cancelled', 'expired', 'new', 'registered', 'retired'];
}

/** How long a mailed invitation link stays valid (and a resent one from its resending). */
export const INVITATION_VALID_DAYS = 14;

/** The roles an invitation gives: a member (delegate, spec §6 delegates = members); as admin deputy too. */
export const invitedRoles = (asAdmin: boolean): string[] => (asAdmin ? ['delegate', 'deputy'] : ['delegate']);

export type InviteAction = 'cancel' | 'resend' | 'accept';

/**
 * Spec §4 invite status transitions: an invitation waiting for its invitee (new, or active once its link was
 * opened) can be cancelled, resent or accepted; an expired one can be resent (a new link, a new expiry);
 * registered, cancelled and retired ones are done. Accepting also needs the link's expiry in the future.
 */
export function inviteTransitionAllowed(
  status: InviteStatus,
  action: InviteAction,
  facts: { expiresAt: Date | string; now: Date },
): boolean {
  const waiting = status === 'new' || status === 'active';
  if (action === 'cancel') return waiting || status === 'expired';
  if (action === 'resend') return waiting || status === 'expired';
  return waiting && new Date(facts.expiresAt).getTime() > facts.now.getTime();
}

/** The status an invitation is shown with: a waiting one past its expiry is expired (spec §4). */
export function effectiveInviteStatus(
  status: InviteStatus,
  expiresAt: Date | string,
  now: Date,
): InviteStatus {
  const waiting = status === 'new' || status === 'active';
  return waiting && new Date(expiresAt).getTime() <= now.getTime() ? 'expired' : status;
}

export type NewPasswordRefusal = 'tooShort' | 'tooLong' | 'needsLetterAndDigit' | 'containsEmail';

const REFUSAL_OF_PROBLEM: Record<string, NewPasswordRefusal> = {
  passwordTooShort: 'tooShort',
  passwordTooLong: 'tooLong',
  passwordLettersAndDigits: 'needsLetterAndDigit',
  passwordHasEmail: 'containsEmail',
};

/**
 * @deprecated Use passwordProblems (since 10.1.0); removed in 11.0.0. The one password rule is passwordProblems
 * (rules/onboarding.ts); this answers its first problem in the old names.
 */
export function newPasswordRefusal(password: string, email: string): NewPasswordRefusal | null {
  const problem = passwordProblems(password, email)[0];
  return problem ? (REFUSAL_OF_PROBLEM[problem.code] ?? 'tooShort') : null;
}
