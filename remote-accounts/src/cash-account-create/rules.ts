/**
 * Who may open a cash account (spec §2 side area and §6): partnership context only; a partner or delegate with
 * capture on the bankable partnership; never the bootstrapper requestor, a potato-only user, or while an account
 * with billing is being cancelled. The gateway enforces the same (POST /partnerships/{uid}/cash-accounts).
 */
import {
  currentPartnership,
  isBootstrapperRequestor,
  isPotatoOnly,
  type SessionSnapshot,
} from 'shared-kernel/domain';

export type OpeningRefusal = 'notPartnership' | 'notBankable' | 'noRole' | 'noRight' | 'billingCancelling';

/** Why the person may not open an account here, or null when they may. */
export function openingRefusal(session: SessionSnapshot): OpeningRefusal | null {
  const partnership = currentPartnership(session);
  if (session.currentContext?.type !== 'partnership' || !partnership) return 'notPartnership';
  if (isPotatoOnly(session) || isBootstrapperRequestor(session)) return 'noRole';
  if (!partnership.myRoles.some((role) => role === 'partner' || role === 'delegate')) return 'noRole';
  if (partnership.status !== 'bankable') return 'notBankable';
  const mayCapture = session.entitlements.some(
    (entitlement) =>
      entitlement.entityType === 'Partnership' &&
      entitlement.entityUID === partnership.uid &&
      entitlement.action === 'capture',
  );
  if (!mayCapture) return 'noRight';
  if (session.billingAccountCancelling) return 'billingCancelling';
  return null;
}

/** The name a new account gets: trimmed, at most 40 characters (the gateway's limit). */
export const ACCOUNT_NAME_MAX_LENGTH = 40;
export const normalizedAccountName = (name: string): string => name.trim().replace(/\s+/g, ' ');
