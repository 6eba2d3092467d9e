/** Spec §2 "Route guard rules" as one pure decision for the host's router. */
import type { RouteDescriptor } from '../../contract/descriptor';
import type { SessionSnapshot } from '../session';
import { isVisible, routeAllowsContext, visibilityRules } from './menu';

export type GuardDecision =
  | { allow: true }
  | { allow: false; redirect: '/login' | '/' | '/prospect-login' | '/prospect-home'; clearSession?: true };

export type GuardedRoute = Pick<RouteDescriptor, 'path' | 'auth'> &
  Partial<Pick<RouteDescriptor, 'contexts' | 'debugOnly' | 'enterRule'>>;

const ALLOW: GuardDecision = { allow: true };
const redirect = (to: '/login' | '/' | '/prospect-login' | '/prospect-home'): GuardDecision => ({
  allow: false,
  redirect: to,
});

/** The account request screen stays open to strongly authenticated users (spec §2). */
const ACCOUNT_REQUEST = '/account-request';
const PROSPECT_LOGIN = '/prospect-login';

/**
 * Decides whether the route may be entered. `route` is null for an unnamed route (no descriptor matched).
 * Order follows the spec: auth level first, then context restriction, debug-only, and the route's enter rule.
 */
export function resolveGuard(
  route: GuardedRoute | null,
  session: SessionSnapshot,
  { prospectVerified }: { prospectVerified: boolean },
): GuardDecision {
  const strong = session.authLevel === 'strong';
  if (route === null) return strong ? redirect('/') : redirect('/login');

  switch (route.auth) {
    case 'none':
      // A strongly authenticated user opening login (or any none-level route) goes to the dashboard.
      if (strong && route.path !== ACCOUNT_REQUEST) return redirect('/');
      if (prospectVerified && route.path.startsWith(PROSPECT_LOGIN)) return redirect('/prospect-home');
      return ALLOW;
    case 'pin':
      return session.authLevel !== 'none' && prospectVerified ? ALLOW : redirect('/prospect-login');
    case 'strong':
      if (!strong) return { allow: false, redirect: '/login', clearSession: true };
      if (!routeAllowsContext(route, session)) return redirect('/');
      if (route.debugOnly && !visibilityRules.debugEnvironment(session)) return redirect('/');
      // e.g. /payments: only when a payment can be created on the selected cash account.
      if (route.enterRule && !isVisible(route.enterRule, session)) return redirect('/');
      return ALLOW;
  }
}
