import type { ReactElement } from 'react';
import { SESSION_RELOAD } from 'shared-kernel/bus';
import { Button, EmptyState } from 'shared-kernel/ui';
import { useBus } from './lifecycles';

/**
 * What shows when the accounts, or the rights on them, were not read (`accountsUnknown`: their read failed,
 * SessionSnapshot `unavailable`): said at once (an alert) with a way to ask again. Never "no accounts" nor a
 * silent redirect. The host's route guard shows it too (a refusal that may rest on the unknown accounts).
 */
export function AccountsUnavailableNotice({ onRetry }: { onRetry: () => void }): ReactElement {
  return (
    <div role="alert">
      <EmptyState
        icon="warning"
        title="webapp.ui.accounts_unavailable.title"
        description="webapp.ui.accounts_unavailable.hint"
        action={<Button variant="secondary" label="dict.retry" onClick={onRetry} />}
      />
    </div>
  );
}

/** A screen's AccountsUnavailableNotice: "Try again" has the host read the snapshot anew (SESSION_RELOAD). */
export function AccountsUnavailable(): ReactElement {
  const bus = useBus();
  return <AccountsUnavailableNotice onRetry={() => bus.dispatch({ type: SESSION_RELOAD })} />;
}
