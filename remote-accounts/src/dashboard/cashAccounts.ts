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
