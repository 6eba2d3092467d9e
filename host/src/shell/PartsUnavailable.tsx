import type { ReactElement } from 'react';
import type { SessionSnapshot } from 'shared-kernel/domain';
import { Alert } from 'shared-kernel/ui';

/**
 * The snapshot lacks parts whose read failed (SessionSnapshot `unavailable`: the accounts, the rights on them, the
 * partnerships): said above the screen while it lasts (a status, politely: a screen that needs the part says so
 * itself), and gone when the session controller's next read brings them.
 */
export function PartsUnavailable({ snapshot }: { snapshot: SessionSnapshot }): ReactElement | null {
  if (!snapshot.unavailable?.length) return null;
  return <Alert type="info" message="webapp.session.parts_unavailable" />;
}
