import { sumAmounts, type Amount, type CashAccount, type SessionSnapshot } from 'shared-kernel/domain';

/** Spec §9: CHF totals are summed across the context's CHF accounts; other currencies are left out. */
export const chfTotal = (accounts: CashAccount[]): Amount =>
  sumAmounts(
    accounts.map((account) => account.totalValuation),
    'CHF',
  );

/** Whether the user sees the account's amounts (spec §2 side area: without entitlement, the name only). */
export function mayViewAmounts(session: SessionSnapshot, account: CashAccount): boolean {
  if (session.currentContext?.type === 'private') return true;
  return session.entitlements.some(
    (entitlement) => entitlement.entityType === 'CashAccount' && entitlement.entityUID === account.uid,
  );
}

/** The account the screens act on: the chosen one if it is still in the context, else the first active one. */
export function chooseCashAccount(accounts: CashAccount[], wanted: string | null): CashAccount | null {
  return (
    accounts.find((account) => account.uid === wanted) ??
    accounts.find((account) => account.status === 'active') ??
    accounts[0] ??
    null
  );
}
