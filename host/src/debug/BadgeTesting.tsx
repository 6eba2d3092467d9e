import type { ReactElement } from 'react';
import { Badge } from 'shared-kernel/ui';
import { DebugPage } from './DebugPage';

/** Spec debug page "badge": one badge per tone, with payment-status texts. */
export function BadgeTesting(): ReactElement {
  return (
    <DebugPage title="webapp.debug.title.badge">
      <div className="k-cluster">
        <Badge tone="neutral" label="webapp.debug.badge.open" />
        <Badge tone="info" label="webapp.debug.badge.info" />
        <Badge tone="warning" label="webapp.debug.badge.pending" />
        <Badge tone="success" label="webapp.debug.badge.executed" />
        <Badge tone="error" label="webapp.debug.badge.failed" />
      </div>
    </DebugPage>
  );
}
