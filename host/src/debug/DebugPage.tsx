import type { ReactElement, ReactNode } from 'react';
import { Alert, Page } from 'shared-kernel/ui';

/** Frame of every debug page: the kit's Page with a note that the page exists only in local and sandbox. */
export function DebugPage({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <Page title={title}>
      <div className="k-stack">
        <Alert type="info" message="webapp.debug.notice" />
        {children}
      </div>
    </Page>
  );
}
