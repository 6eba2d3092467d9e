import type { ReactElement } from 'react';
import { AccountsUnavailable, useSession } from 'shared-kernel/contract';
import { accountsUnknown, accountsWithheld } from 'shared-kernel/domain';
import { EmptyState } from 'shared-kernel/ui';

/**
 * What the accounts screens show without an account: "none yet", or, where the company has accounts the user
 * may not see, that it is a matter of rights and who can grant them (never "the company has no account"), or,
 * when the accounts were not read (their read failed), that they could not be loaded, with a way to retry.
 */
export function NoCashAccounts(): ReactElement {
  const session = useSession();
  const name = session.currentContext?.name ?? '';
  if (accountsUnknown(session)) return <AccountsUnavailable />;
  return accountsWithheld(session) ? (
    <EmptyState
      icon="account"
      title={{ key: 'app.accounts.noAccountAccess.title', values: { name } }}
      description={{ key: 'app.accounts.noAccountAccess.hint', values: { name } }}
    />
  ) : (
    <EmptyState title="app.accounts.noAccounts" icon="account" />
  );
}
