import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { loadTexts, useTranslation } from 'shared-kernel/i18n';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import type { RemoteLifecycles, RemoteScreenProps, RouteDescriptor } from 'shared-kernel/contract';
import { lastLoadedRemotes, remoteTexts } from './state';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFailureNotice } from './RemoteFailureNotice';
import { containerLoaded, loadScreenModule, registerRemote } from './runtime';

export interface RemoteScreenComponentProps {
  /** Registry name of the remote (accounts, payments, ...). */
  remote: string;
  /** The matched route of that remote's descriptor. */
  route: RouteDescriptor;
  /** What the host passes to every screen; routeId and routePath come from `route`. */
  screenProps: Omit<RemoteScreenProps, 'routeId' | 'routePath'>;
}

/**
 * Wraps a remote's lifecycles so a screen that throws while starting, mounting or updating is reported
 * to its error boundary instead of becoming an unhandled rejection; an unmount follows only a real mount.
 */
function containLifecycles(lifecycles: RemoteLifecycles, report: (error: unknown) => void): RemoteLifecycles {
  let mounted = false;
  const contained = (step: (props: unknown) => Promise<unknown>) => async (props: unknown) => {
    try {
      await step(props);
    } catch (error) {
      report(error);
    }
  };
  return {
    bootstrap: contained((props) => lifecycles.bootstrap(props)),
    mount: contained(async (props) => {
      await lifecycles.mount(props);
      mounted = true;
    }),
    update: contained(async (props) => {
      if (mounted && lifecycles.update) await lifecycles.update(props);
    }),
    unmount: contained(async (props) => {
      if (!mounted) return;
      mounted = false;
      await lifecycles.unmount(props);
    }),
  };
}

type ScreenParcelProps = RemoteScreenProps & { remote: string; module: string };

/**
 * Loads one exposed screen and its remote's texts (side by side), then mounts its lifecycles as a single-spa
 * parcel; re-renders become parcel updates.
 */
const ScreenParcel = memo(function ScreenParcel({ remote, module, ...parcelProps }: ScreenParcelProps) {
  const { t, i18n } = useTranslation();
  const [lifecycles, setLifecycles] = useState<RemoteLifecycles | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([loadScreenModule(remote, module), loadTexts(i18n, remoteTexts(remote))]).then(
      ([loaded]) => current && setLifecycles(loaded),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [remote, module, i18n]);

  const handleError = useCallback((error: unknown) => setFailure({ error }), []);
  const config = useMemo(
    () => lifecycles && containLifecycles(lifecycles, handleError),
    [lifecycles, handleError],
  );

  // Thrown during render so the remote's error boundary shows it with Retry.
  if (failure) throw failure.error;
  if (!config) {
    return (
      <p className="kontor-remote-loading" role="status">
        {t('webapp.federation.loading')}
      </p>
    );
  }
  return (
    <Parcel
      config={config}
      mountParcel={mountRootParcel}
      handleError={handleError}
      wrapClassName="kontor-remote"
      {...parcelProps}
    />
  );
});

/** Before a retry: forget a remote whose container never started, so its manifest and entry are fetched anew. */
function prepareRetry(remote: string): void {
  const known = lastLoadedRemotes().find((loaded) => loaded.entry.name === remote);
  if (known && !containerLoaded(remote)) registerRemote(known.entry, true);
}

/**
 * Renders one route of a remote inside its own error boundary. A refused remote shows why; a screen
 * that fails to load or to mount shows a classified, translated error with Retry.
 */
export function RemoteScreen({ remote, route, screenProps }: RemoteScreenComponentProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    prepareRetry(remote);
    setAttempt((count) => count + 1);
  }, [remote]);

  const known = lastLoadedRemotes().find((loaded) => loaded.entry.name === remote);
  if (known && known.status !== 'ready' && known.error) {
    return (
      <RemoteFailureNotice
        remote={remote}
        screenKey={route.titleKey}
        status={known.status}
        failure={known.error}
      />
    );
  }
  return (
    <RemoteErrorBoundary key={remote} remote={remote} screenKey={route.titleKey} onRetry={retry}>
      <ScreenParcel
        key={`${route.module}#${attempt}`}
        remote={remote}
        module={route.module}
        routeId={route.id}
        routePath={route.path}
        {...screenProps}
      />
    </RemoteErrorBoundary>
  );
}
