import { lazy, Suspense } from 'react';
import type { Environment } from 'shared-kernel/domain';
import { Spinner } from 'shared-kernel/ui';
import type { RemoteMenuItem, RemoteRoute } from '../federation';
import { isDebugEnvironment } from './environment';
import { LOGIN_ROUTE, type HostRoute } from './routes';

/**
 * The spec's debug pages (§2 route table) by path and title. Their screens (host/src/debug, with
 * shared-kernel/forms) load only when one is opened; hostRoutes.test.ts keeps this list equal to debug/index.ts.
 */
export const DEBUG_PAGES: readonly { path: string; titleKey: string }[] = [
  { path: 'input', titleKey: 'webapp.debug.title.input' },
  { path: 'button', titleKey: 'webapp.debug.title.button' },
  { path: 'badge', titleKey: 'webapp.debug.title.badge' },
  { path: 'alerts', titleKey: 'webapp.debug.title.alerts' },
  { path: 'masked-input', titleKey: 'webapp.debug.title.masked_input' },
  { path: 'yap-page', titleKey: 'webapp.debug.title.page' },
  { path: 'color-test', titleKey: 'webapp.debug.title.color_test' },
  { path: 'components', titleKey: 'webapp.debug.title.components' },
  { path: 'file-resource-uploader', titleKey: 'webapp.debug.title.file_resource_uploader' },
];

function lazyDebugPage(path: string) {
  return lazy(async () => {
    const { debugPages } = await import('../debug');
    const page = debugPages.find((entry) => entry.path === path);
    if (!page) throw new Error(`host/src/debug has no debug page "${path}"`);
    return { default: page.Component };
  });
}

/** The host's own screens: the login, and the debug pages in local and sandbox only (spec §2, §6). */
export function hostRoutes(env: Environment): HostRoute[] {
  if (!isDebugEnvironment(env)) return [LOGIN_ROUTE];
  const debug = DEBUG_PAGES.map(({ path, titleKey }): HostRoute => {
    const Page = lazyDebugPage(path);
    return {
      id: `host.debug.${path}`,
      path: `/debug/${path}`,
      titleKey,
      auth: 'strong',
      debugOnly: true,
      element: (
        <Suspense fallback={<Spinner />}>
          <Page />
        </Suspense>
      ),
    };
  });
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
