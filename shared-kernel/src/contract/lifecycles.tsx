/**
 * How a remote screen becomes the single-spa-react lifecycles the host mounts as a Parcel.
 * The host owns the one history: the remote renders a controlled `<Router location navigator>` fed from
 * the host's props and never creates a history of its own (DESIGN.md, "Remotes and the host").
 *
 * Translations need no provider here: the host initialises the shared i18next instance with
 * react-i18next's `initReactI18next`, which registers it globally inside the one react-i18next copy (in the
 * shared i18n room), and `useTranslation` falls back to that instance outside an I18nextProvider.
 * React context does not cross into the remote's own React root, so the kit's KernelProvider is set
 * again here from the session (amount visibility, formatting locale, bus).
 */
import * as React from 'react';
import { createContext, useContext } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Route, Router, Routes } from 'shared-kernel/router';
import singleSpaReact from 'single-spa-react';
import { useTranslation } from 'shared-kernel/i18n';
// Through the package name, not '../ui' or '../bus': only the shared module instance carries the context.
import { KernelProvider } from 'shared-kernel/ui';
import { StalenessContext } from 'shared-kernel/bus';
import type { ApiClient } from '../api/types';
import type { EventBus } from '../bus/types';
import type { SessionSnapshot } from '../domain/session';
import type { RemoteLifecycles, RemoteScreenProps } from './props';

export interface RemoteContextValue {
  bus: EventBus;
  api: ApiClient;
  session: SessionSnapshot;
  /** The route descriptor id being rendered, e.g. "accounts.transactions". */
  routeId: string;
}

export const RemoteContext = createContext<RemoteContextValue | null>(null);

function useRemoteContext(hook: string): RemoteContextValue {
  const value = useContext(RemoteContext);
  if (!value) throw new Error(`${hook}() must be used inside a screen created with defineRemoteScreen`);
  return value;
}

/** The composed app's one event bus. */
export function useBus(): EventBus {
  return useRemoteContext('useBus').bus;
}

/** The api client with the spec's headers and error catalogue. */
export function useApi(): ApiClient {
  return useRemoteContext('useApi').api;
}

/** The host's current session snapshot; a new one arrives through the Parcel's update lifecycle. */
export function useSession(): SessionSnapshot {
  return useRemoteContext('useSession').session;
}

/** Shown in the remote's area when its screen throws: the host and the other remotes keep working. */
export function RemoteScreenFailed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid="remote-screen-failed">
      <p>{t('app.error.general')}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t('dict.retry')}
        </button>
      )}
    </div>
  );
}

interface BoundaryProps {
  routeId: string;
  children: React.ReactNode;
}

/** One boundary per mounted screen, with retry (a React root of its own is outside the host's boundary). */
class RemoteScreenBoundary extends React.Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`[kontor] screen ${this.props.routeId} failed`, error);
  }

  override render() {
    if (this.state.failed) return <RemoteScreenFailed onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}

export interface RemoteScreenRootProps extends RemoteScreenProps {
  /** The remote's screen component, rendered under the route pattern with the host's props. */
  screen: React.ComponentType<RemoteScreenProps>;
}

/**
 * The root every mounted screen renders: the remote context (bus, api, session), the staleness tracker the
 * host passes, the kit's provider, the host's one history as a controlled router, an error boundary. The
 * production lifecycles (defineRemoteScreen) and the tests (shared-kernel/testing renderScreen) both go
 * through it.
 */
export function RemoteScreenRoot({ screen: Screen, ...props }: RemoteScreenRootProps) {
  const { bus, api, session, routeId, routePath, location, navigator, staleness } = props;
  const context = React.useMemo(() => ({ bus, api, session, routeId }), [bus, api, session, routeId]);
  return (
    <RemoteContext.Provider value={context}>
      <StalenessContext.Provider value={staleness ?? null}>
        <KernelProvider
          amountVisible={session.amountVisible}
          locale={session.profile?.communication.locale ?? null}
          bus={bus}
        >
          <Router location={location} navigator={navigator}>
            <RemoteScreenBoundary routeId={routeId}>
              {/* The matched pattern makes useParams work inside the screen as it does in the host. */}
              <Routes>
                <Route path={routePath} element={<Screen {...props} />} />
              </Routes>
            </RemoteScreenBoundary>
          </Router>
        </KernelProvider>
      </StalenessContext.Provider>
    </RemoteContext.Provider>
  );
}

/**
 * single-spa-react's roots, each render a transition: a screen's mount and its updates (the host's location and
 * session) are rendered in slices that leave the main thread to input and paints between them, not in one task
 * (issue 34: a screen's first render was 50–250 ms of one task on a phone's CPU).
 */
const TRANSITION_ROOTS = {
  createRoot(container: Element): ReactDOMClient.Root {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (children) => React.startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
} as unknown as typeof ReactDOMClient;

/** Turns a screen component into the lifecycles `{bootstrap, mount, unmount, update}` the host mounts. */
export function defineRemoteScreen(Component: React.ComponentType<RemoteScreenProps>): RemoteLifecycles {
  function ScreenRoot(props: RemoteScreenProps) {
    return <RemoteScreenRoot {...props} screen={Component} />;
  }
  ScreenRoot.displayName = `RemoteScreen(${Component.displayName || Component.name || 'Screen'})`;

  return singleSpaReact<RemoteScreenProps>({
    React,
    ReactDOMClient: TRANSITION_ROOTS,
    rootComponent: ScreenRoot,
    // Errors the inner boundary cannot catch (e.g. in the Router itself) still end in a message, not a blank area.
    errorBoundary: () => <RemoteScreenFailed />,
  }) as RemoteLifecycles;
}
