import type { ReactElement } from 'react';
import { useSession } from 'shared-kernel/contract';
import { accountsWithheld } from 'shared-kernel/domain';
import { EmptyState } from 'shared-kernel/ui';

/**
 * What the accounts screens show without an account: "none yet", or, where the company has accounts the user
 * may not see, that it is a matter of rights and who can grant them (never "the company has no account").
 */
export function NoCashAccounts(): ReactElement {
  const session = useSession();
  const name = session.currentContext?.name ?? '';
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
