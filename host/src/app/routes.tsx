import { useContext, useMemo, type ReactElement } from 'react';
import { UNSAFE_NavigationContext, useLocation, type RouteObject } from 'shared-kernel/router';
import type { RouteAuthLevel } from 'shared-kernel/contract';
import type { RemoteRoute } from '../federation';
import { RemoteScreen } from '../federation/RemoteScreen';
import { ProspectLayout, BareLayout } from '../layouts/ProspectLayout';
import { StrongLayout } from '../layouts/StrongLayout';
import { LoginPage } from '../login/LoginPage';
import { useHost, useHostSession, useSnapshotOrAnonymous } from './hostContext';
import { RouteGate, type GatedRoute } from './RouteGate';

// The strong shell (navbar, side menu, event stream, idle timers) and the code mounting remote screens
// (single-spa) are imported here, in the app's own chunk ("app", boot/index.tsx), not lazily: the routes the
// app opens first need them, and a lazy component suspends on its first render even when its code is in, which
// makes React hold the screen back for its Suspense reveal throttle (300 ms, issue 17: the dashboard's LCP).
// The login page loads none of it.

/** A screen the host renders itself (login, debug pages). */
export interface HostRoute extends GatedRoute {
  id: string;
  titleKey: string;
  element: ReactElement;
}

export const LOGIN_ROUTE: HostRoute = {
  id: 'host.login',
  path: '/login',
  titleKey: 'webapp.title.login',
  auth: 'none',
  element: <LoginPage />,
};

/** Mounts a remote's screen with the host's one history (navigator + location) and the session. */
function RemoteRouteScreen({ route }: { route: RemoteRoute }): ReactElement {
  const { bus, api, session: controller } = useHost();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const session = useSnapshotOrAnonymous();
  const staleness = controller.staleness;
  const screenProps = useMemo(
    () => ({ navigator, location, bus, api, session, staleness }),
    [navigator, location, bus, api, session, staleness],
  );
  return <RemoteScreen remote={route.remote} route={route} screenProps={screenProps} />;
}

/** One of the host's own screens as a router route, behind the guard. */
function hostRouteObject(route: HostRoute): RouteObject {
  return { id: route.id, path: route.path, element: <RouteGate route={route}>{route.element}</RouteGate> };
}

const LAYOUTS: Record<RouteAuthLevel, ReactElement> = {
  strong: <StrongLayout />,
  pin: <ProspectLayout />,
  none: <BareLayout />,
};

/**
 * The unnamed route's layout: the strong shell for a signed-in user, so navbar, menu and logout stay
 * while the content area says what is missing (issue 8: the shell always stands); else the bare view.
 */
function UnnamedRouteLayout(): ReactElement {
  const { authLevel } = useHostSession();
  return authLevel === 'strong' ? LAYOUTS.strong : LAYOUTS.none;
}

/**
 * The router's routes: the remotes' descriptor routes and the host's own, each behind the guard,
 * grouped under the layout of its auth level (so the navbar stays mounted between strong screens);
 * anything else is the unnamed route (spec §2: dashboard when strong, else login).
 */
export function buildRoutes(remoteRoutes: RemoteRoute[], hostRoutes: HostRoute[]): RouteObject[] {
  const byLevel: Record<RouteAuthLevel, RouteObject[]> = { strong: [], pin: [], none: [] };
  for (const route of hostRoutes) byLevel[route.auth].push(hostRouteObject(route));
  const hostPaths = new Set(hostRoutes.map((route) => route.path));
  for (const route of remoteRoutes) {
    // The host's own screens win over a remote claiming the same path.
    if (hostPaths.has(route.path)) continue;
    byLevel[route.auth].push({
      id: `${route.remote}:${route.id}`,
      path: route.path,
      element: (
        <RouteGate route={route}>
          <RemoteRouteScreen route={route} />
        </RouteGate>
      ),
    });
  }
  return [
    { element: LAYOUTS.strong, children: byLevel.strong },
    { element: LAYOUTS.pin, children: byLevel.pin },
    { element: LAYOUTS.none, children: byLevel.none },
    { element: <UnnamedRouteLayout />, children: [{ path: '*', element: <RouteGate route={null} /> }] },
  ];
}
