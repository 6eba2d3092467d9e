import { isEntitledToAccount, type CashAccount, type SessionSnapshot } from 'shared-kernel/domain';

/**
 * Whether the user sees the account's amounts (spec §2 side area: without entitlement, the name only): the kernel's
 * account right (the private owner, else any entitlement covering the account).
 */
export const mayViewAmounts = (session: SessionSnapshot, account: CashAccount): boolean =>
  isEntitledToAccount(session, account);
