/** Facts about the current context and the user's rights in it, shared by the named rules. */
import type { ContextType } from '../../contract/descriptor';
import type { CashAccount, EntitlementAction, Partnership, PartnershipStatus } from '../entities';
import type { SessionSnapshot } from '../session';

export const currentContextType = (session: SessionSnapshot): ContextType | null =>
  session.currentContext?.type ?? null;

export const isPrivateContext = (session: SessionSnapshot): boolean =>
  currentContextType(session) === 'private';

/** Partnership or registered context: the spec's "business context". */
export const isBusinessContext = (session: SessionSnapshot): boolean =>
  currentContextType(session) === 'partnership' || currentContextType(session) === 'registered';

export const currentPartnership = (session: SessionSnapshot): Partnership | null =>
  isBusinessContext(session) ? (session.currentContext?.partnership ?? null) : null;

export const partnershipStatusIn = (session: SessionSnapshot, statuses: PartnershipStatus[]): boolean => {
  const status = currentPartnership(session)?.status;
  return status !== undefined && statuses.includes(status);
};

export const isPotatoOnly = (session: SessionSnapshot): boolean => session.user?.isPotatoOnly === true;

/** Spec §6: bootstrapper only, or bootstrapper plus requestor: the partnership is not fully set up for this user. */
export function isBootstrapper(session: SessionSnapshot): boolean {
  const roles = currentPartnership(session)?.myRoles ?? [];
  return (
    roles.includes('bootstrapper') && roles.every((role) => role === 'bootstrapper' || role === 'requestor')
  );
}

/** The spec's "bootstrapper requestor" (reduced menu, no partnership details, subscription or add-account). */
export const isBootstrapperRequestor = isBootstrapper;

/**
 * Spec "Side menu visibility": bankable means a private context with a bankable user, or a bankable
 * partnership where the user holds the delegate role.
 */
export function isBankableContext(session: SessionSnapshot): boolean {
  if (isPrivateContext(session)) return session.user?.status === 'bankable';
  if (currentContextType(session) !== 'partnership') return false;
  const partnership = currentPartnership(session);
  return partnership?.status === 'bankable' && partnership.myRoles.includes('delegate');
}

export const selectedCashAccount = (session: SessionSnapshot): CashAccount | null =>
  session.cashAccounts.find((account) => account.uid === session.selectedCashAccountUid) ?? null;

/** Spec §6: in private context the owner acts on their own accounts without entitlements. */
export function ownsAccount(session: SessionSnapshot, account: CashAccount): boolean {
  return isPrivateContext(session) && session.user !== null && account.accountOwner.uid === session.user.uid;
}

/**
 * Whether the user holds an entitlement for the action on the cash account: on the account itself or
 * through a partnership-wide entitlement that includes cash accounts.
 */
export function hasAccountEntitlement(
  session: SessionSnapshot,
  accountUid: string,
  action: EntitlementAction,
): boolean {
  return session.entitlements.some(
    (entitlement) =>
      entitlement.action === action &&
      ((entitlement.entityType === 'CashAccount' && entitlement.entityUID === accountUid) ||
        (entitlement.entityType === 'Partnership' &&
          (entitlement.includedTypes ?? []).includes('CashAccount'))),
  );
}

/** May act on the account with this action: the private owner always, others by entitlement. */
export function mayActOnAccount(
  session: SessionSnapshot,
  account: CashAccount,
  action: EntitlementAction,
): boolean {
  if (ownsAccount(session, account)) return true;
  return isBusinessContext(session) && hasAccountEntitlement(session, account.uid, action);
}

/** Any entitlement at all on the account (view is implied by capture or approve). */
export const isEntitledToAccount = (session: SessionSnapshot, account: CashAccount): boolean =>
  (['view', 'capture', 'approve'] as const).some((action) => mayActOnAccount(session, account, action));

export const isActiveAccount = (account: CashAccount): boolean => account.status === 'active';
