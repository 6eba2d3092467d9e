import type { ReactElement, ReactNode } from 'react';
import { Alert, Button, Page, Spinner } from 'shared-kernel/ui';
import type { ProspectApplication } from 'shared-kernel/domain';
import type { ApplicationLoad } from './useApplication';

/** A screen of the application: its page, the spinner while loading, a retry when the load failed. */
export function ApplicationFrame({
  titleKey,
  load,
  reload,
  children,
}: {
  titleKey: string;
  load: ApplicationLoad;
  reload: () => void;
  children: (application: ProspectApplication) => ReactNode;
}): ReactElement {
  return (
    <Page title={titleKey}>
      {load.state === 'loading' ? <Spinner /> : null}
      {load.state === 'failed' ? (
        <Alert type="error" message="app.onboarding.application.loadFailed">
          <Button variant="secondary" label="dict.retry" onClick={() => reload()} />
        </Alert>
      ) : null}
      {load.state === 'ready' ? children(load.application) : null}
    </Page>
  );
}
