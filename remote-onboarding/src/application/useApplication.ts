import { useCallback, useEffect, useState } from 'react';
import { useApi } from 'shared-kernel/contract';
import type { ProspectApplication } from 'shared-kernel/domain';
import { loadApplication } from '../onboarding-api/onboardingApi';

export type ApplicationLoad =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; application: ProspectApplication };

/**
 * The prospect's application as the server holds it (GET /v2/my-prospect-details): every screen of the
 * application reads it on mount, so a reload or a second device shows what was saved.
 */
export function useApplication() {
  const api = useApi();
  const [load, setLoad] = useState<ApplicationLoad>({ state: 'loading' });
  const reload = useCallback(
    (isCurrent: () => boolean = () => true) => {
      setLoad({ state: 'loading' });
      loadApplication(api).then(
        (application) => isCurrent() && setLoad({ state: 'ready', application }),
        () => isCurrent() && setLoad({ state: 'failed' }),
      );
    },
    [api],
  );
  useEffect(() => {
    let current = true;
    reload(() => current);
    return () => {
      current = false;
    };
  }, [reload]);
  const update = useCallback(
    (application: ProspectApplication) => setLoad({ state: 'ready', application }),
    [],
  );
  return { load, reload, update };
}
