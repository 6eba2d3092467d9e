import {
  isEntitledToAccount,
  sumAmounts,
  type Amount,
  type CashAccount,
  type SessionSnapshot,
} from 'shared-kernel/domain';

/** Spec §9: CHF totals are summed across the context's CHF accounts; other currencies are left out. */
export const chfTotal = (accounts: CashAccount[]): Amount =>
  sumAmounts(
    accounts.map((account) => account.totalValuation),
    'CHF',
  );

/**
 * Whether the user sees the account's amounts (spec §2 side area: without entitlement, the name only): the kernel's
 * account right (the private owner, else any entitlement covering the account).
 */
export const mayViewAmounts = (session: SessionSnapshot, account: CashAccount): boolean =>
  isEntitledToAccount(session, account);

/**
 * The context has accounts the user may not see: a bankable partnership (it holds accounts) where the user has
 * no right on any account, as a registered person (spec §6: the contract only, no right on any account).
 */
export function accountsWithheld(session: SessionSnapshot): boolean {
  const context = session.currentContext;
  if (!context || context.type === 'private' || session.cashAccounts.length > 0) return false;
  return (
    context.partnership?.status === 'bankable' &&
    !session.entitlements.some((entitlement) => entitlement.entityType === 'CashAccount')
  );
}
