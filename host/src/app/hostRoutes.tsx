import { lazy, Suspense, useState, type ReactElement } from 'react';
import type { Environment } from 'shared-kernel/domain';
import { loadTexts, useTranslation } from 'shared-kernel/i18n';
import { Spinner } from 'shared-kernel/ui';
import type { RemoteMenuItem, RemoteRoute } from '../federation';
import { DEBUG_TEXTS, debugPages, type DebugPageEntry } from '../debug';
import { isDebugEnvironment } from './environment';
import { LOGIN_ROUTE, type HostRoute } from './routes';

/**
 * A debug page, shown once its code and the debug pages' texts are in (side by side, as a remote's screen and its
 * texts). A failed load goes to the route's error boundary; the page's next visit loads again.
 */
function DebugRoute({ load }: Pick<DebugPageEntry, 'load'>): ReactElement {
  const { i18n } = useTranslation();
  const [Page] = useState(() =>
    lazy(async () => {
      const [page] = await Promise.all([load(), loadTexts(i18n, DEBUG_TEXTS)]);
      return { default: page };
    }),
  );
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}

/**
 * The host's own screens: the login, and the debug pages in local and sandbox only (spec §2, §6). A debug
 * page's code (with shared-kernel/forms) and texts load only when it is opened.
 */
export function hostRoutes(env: Environment): HostRoute[] {
  if (!isDebugEnvironment(env)) return [LOGIN_ROUTE];
  const debug = debugPages.map(({ path, titleKey, load }): HostRoute => ({
    id: `host.debug.${path}`,
    path: `/debug/${path}`,
    titleKey,
    auth: 'strong',
    debugOnly: true,
    element: <DebugRoute load={load} />,
  }));
  return [LOGIN_ROUTE, ...debug];
}

/** The host's routes as descriptor entries, so the side menu's rules treat them like any remote's. */
export function hostRouteDescriptors(routes: HostRoute[]): RemoteRoute[] {
  return routes.map(({ id, path, titleKey, auth, debugOnly, contexts }) => ({
    remote: 'host',
    id,
    path,
    titleKey,
    auth,
    module: './host',
    ...(debugOnly ? { debugOnly } : {}),
    ...(contexts ? { contexts } : {}),
  }));
}

/** Spec §6: the debug menu, only in local and sandbox (rule debugEnvironment). */
export function hostMenu(routes: HostRoute[]): RemoteMenuItem[] {
  return routes
    .filter((route) => route.debugOnly)
    .map((route, index) => ({
      remote: 'host',
      id: route.id,
      labelKey: route.titleKey,
      icon: 'settings',
      order: index,
      section: 'debug',
      to: route.path,
      visibility: 'debugEnvironment',
    }));
}
