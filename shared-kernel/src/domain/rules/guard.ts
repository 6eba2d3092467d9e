/** Spec §2 "Route guard rules" as one pure decision for the host's router. */
import type { MenuItemDescriptor, RouteDescriptor } from '../../contract/descriptor';
import type { SessionSnapshot } from '../session';
import { isVisible, menuItemApplies, routeAllowsContext, routeForLink } from './menu';
import { isSettingsEntryShown, SETTINGS_ENTRIES } from './settings';
import { ADD_ACCOUNT_LINK } from './sideArea';

export type GuardDecision = { allow: true } | { allow: false; redirect: string; clearSession?: true };

export type GuardedRoute = Pick<RouteDescriptor, 'path' | 'auth'> &
  Partial<Pick<RouteDescriptor, 'contexts' | 'debugOnly' | 'enterRule' | 'landingFor'>>;

/** Every route and menu item the host knows (all remotes' descriptors and the host's own). */
export interface Navigation {
  routes: GuardedRoute[];
  menu: Pick<MenuItemDescriptor, 'to' | 'visibility'>[];
}

export interface GuardOptions {
  prospectVerified: boolean;
  /** Without it only the route's own rules apply (no entry points, no ancestors, the dashboard as landing). */
  navigation?: Navigation;
}

const ALLOW: GuardDecision = { allow: true };
const redirect = (to: string): GuardDecision => ({ allow: false, redirect: to });

/** The account request screen stays open to strongly authenticated users (spec §2). */
const ACCOUNT_REQUEST = '/account-request';
const PROSPECT_LOGIN = '/prospect-login';
const DASHBOARD = '/';

/** "/account-confirmations/:id?" → "/account-confirmations"; null when a parameter is required. */
function linkOf(pattern: string): string | null {
  const link = pattern.replace(/\/:[A-Za-z]+\?/g, '');
  return link.includes(':') ? null : link || DASHBOARD;
}

/** Whether the route is the landing page of this session (its landingFor rule holds). */
const isLandingFor = (route: GuardedRoute, session: SessionSnapshot): boolean =>
  route.landingFor !== undefined && isVisible(route.landingFor, session);

/**
 * Where this session lands: the dashboard, unless a route declares itself the landing page of sessions
 * like this one (spec §2/§6: the identification-only QES user's pending confirmation).
 */
export function landingPath(session: SessionSnapshot, routes: GuardedRoute[] = []): string {
  for (const route of routes) {
    const link = isLandingFor(route, session) ? linkOf(route.path) : null;
    if (link) return link;
  }
  return DASHBOARD;
}

/** "/payments" holds "/payments/new/:id?": its literal segments begin the other's. */
function isAncestor(parent: string, child: string): boolean {
  const parentParts = parent.split('/').filter(Boolean);
  const childParts = child.split('/').filter(Boolean);
  return (
    parentParts.length > 0 &&
    parentParts.length < childParts.length &&
    parentParts.every((part, index) => !part.startsWith(':') && childParts[index] === part)
  );
}

/**
 * The named rules a route must pass: its own enterRule and those of the routes above it (spec §2: the
 * /payments rule covers /payments/new and /payments/newInternal).
 */
function enterRulesHold(route: GuardedRoute, session: SessionSnapshot, routes: GuardedRoute[]): boolean {
  const rules = [route, ...routes.filter((other) => isAncestor(other.path, route.path))]
    .map((other) => other.enterRule)
    .filter((rule) => rule !== undefined);
  return rules.every((rule) => isVisible(rule, session));
}

/**
 * The shell's ways into the route (side menu items, settings entries, the side area's add-account link),
 * each with whether this session is offered it. A link serves the route the router would match for it.
 */
function entryPoints(
  route: GuardedRoute,
  session: SessionSnapshot,
  navigation: Navigation,
): { offered: boolean }[] {
  const serves = (to: string) => routeForLink(navigation.routes, to)?.path === route.path;
  return [
    ...navigation.menu
      .filter((item) => serves(item.to))
      .map((item) => ({ offered: menuItemApplies(item, route, session) })),
    ...SETTINGS_ENTRIES.filter((entry) => entry.to !== undefined && serves(entry.to)).map((entry) => ({
      offered: isSettingsEntryShown(entry, session),
    })),
    ...(serves(ADD_ACCOUNT_LINK.to) ? [{ offered: isVisible(ADD_ACCOUNT_LINK.rule, session) }] : []),
  ];
}

/**
 * Whether a strongly authenticated session may open the route: its context, debug-only flag and enter
 * rules allow it, and when the shell links to it (menu, settings, side area) at least one of those links
 * is offered to this session: a menu item a persona may not see is a route they may not open by URL.
 */
export function mayEnterRoute(
  route: GuardedRoute,
  session: SessionSnapshot,
  navigation: Navigation = { routes: [], menu: [] },
): boolean {
  if (isLandingFor(route, session)) return true;
  if (!routeAllowsContext(route, session)) return false;
  if (route.debugOnly && !isVisible('debugEnvironment', session)) return false;
  if (!enterRulesHold(route, session, navigation.routes)) return false;
  const entries = entryPoints(route, session, navigation);
  return entries.length === 0 || entries.some((entry) => entry.offered);
}

/**
 * Decides whether the route may be entered. `route` is null for an unnamed route (no descriptor matched).
 * Order follows the spec: auth level first, then context restriction, debug-only, and the route's rules;
 * a refused strong route leads to the session's landing page (the dashboard for almost everyone).
 */
export function resolveGuard(
  route: GuardedRoute | null,
  session: SessionSnapshot,
  { prospectVerified, navigation }: GuardOptions,
): GuardDecision {
  const strong = session.authLevel === 'strong';
  const landing = strong ? landingPath(session, navigation?.routes) : DASHBOARD;
  if (route === null) return strong ? redirect(landing) : redirect('/login');

  switch (route.auth) {
    case 'none':
      // A strongly authenticated user opening login (or any none-level route) goes to the dashboard.
      if (strong && route.path !== ACCOUNT_REQUEST) return redirect(landing);
      if (prospectVerified && route.path.startsWith(PROSPECT_LOGIN)) return redirect('/prospect-home');
      return ALLOW;
    case 'pin':
      return session.authLevel !== 'none' && prospectVerified ? ALLOW : redirect('/prospect-login');
    case 'strong':
      if (!strong) return { allow: false, redirect: '/login', clearSession: true };
      if (route.path === DASHBOARD && landing !== DASHBOARD) return redirect(landing);
      return mayEnterRoute(route, session, navigation) ? ALLOW : redirect(landing);
  }
}
