/**
 * Who may open a cash account (spec §2 side area and §6): the kernel's accountOpeningRefusal, asked with the
 * session's facts. The gateway asks the same rule with its tables' facts (POST /partnerships/{uid}/cash-accounts).
 */
import {
  accountOpeningRefusal,
  currentPartnership,
  entitlementCovers,
  isPotatoOnly,
  type OpeningRefusal,
  type SessionSnapshot,
} from 'shared-kernel/domain';

/** Why the person may not open an account here, or null when they may. */
export function openingRefusal(session: SessionSnapshot): OpeningRefusal | null {
  const partnership = currentPartnership(session);
  return accountOpeningRefusal({
    partnershipContext: session.currentContext?.type === 'partnership' && partnership !== null,
    roles: partnership?.myRoles ?? [],
    partnershipStatus: partnership?.status ?? null,
    potatoOnly: isPotatoOnly(session),
    // Spec §6: capture on the partnership itself (its Partnership entitlement).
    capturesOnPartnership:
      partnership !== null &&
      entitlementCovers(session.entitlements, { uid: partnership.uid, type: 'Partnership' }, 'capture'),
    billingAccountCancelling: session.billingAccountCancelling,
  });
}

/** The name a new account gets: trimmed, at most 40 characters (the gateway's limit). */
export const ACCOUNT_NAME_MAX_LENGTH = 40;
export const normalizedAccountName = (name: string): string => name.trim().replace(/\s+/g, ' ');
