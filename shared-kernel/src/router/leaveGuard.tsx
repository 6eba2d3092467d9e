/**
 * Leaving a screen with unsaved input asks first (issue 28): a screen that holds what the person typed registers
 * a guard (`useLeaveGuard`); the host wraps its one navigator (`LeaveGuardedNavigation`), so every in-app
 * navigation to another path, by a menu link, a remote's link or `navigate()`, asks that guard before it goes.
 * In this room because its state must be one across the apps, like the history it guards.
 *
 * What it does not see: the browser's back and forward buttons (the history has moved before anyone is asked) and
 * a reload or a closed tab (the screen's own `beforeunload`). A change of the search or hash alone is no leave.
 */
import { useContext, useEffect, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { UNSAFE_NavigationContext, useLocation, type Navigator, type To } from 'react-router';

/** Asked before a navigation: calls `leave` to go on, or keeps the person where she is by not calling it. */
export type LeaveAsk = (leave: () => void) => void;

/** The registered guards, the newest last: it is asked. */
const guards: LeaveAsk[] = [];

/**
 * Registers `ask` while it is not null and the component is mounted: the newest guard is asked before an in-app
 * navigation to another path. Pass null once there is nothing to lose (saved, empty).
 */
export function useLeaveGuard(ask: LeaveAsk | null): void {
  const latest = useRef(ask);
  useEffect(() => {
    latest.current = ask;
  });
  const active = ask !== null;
  useEffect(() => {
    if (!active) return undefined;
    const guard: LeaveAsk = (leave) => (latest.current ? latest.current(leave) : leave());
    guards.push(guard);
    return () => {
      guards.splice(guards.indexOf(guard), 1);
    };
  }, [active]);
}

/** Asks the newest guard before an action that leaves the screen without a navigation first (a logout). */
export function askBeforeLeaving(leave: () => void): void {
  const guard = guards.at(-1);
  if (guard) guard(leave);
  else leave();
}

function pathnameOf(to: To): string | undefined {
  if (typeof to !== 'string') return to.pathname;
  return new URL(to, window.location.href).pathname;
}

/**
 * `navigator` whose push and replace ask the newest guard first when they lead to another path than
 * `currentPathname()`; everything else (go, createHref, the location) is the navigator's own.
 */
export function guardNavigator(navigator: Navigator, currentPathname: () => string): Navigator {
  const guarded =
    (go: Navigator['push']): Navigator['push'] =>
    (to, state, options) => {
      const guard = guards.at(-1);
      const target = pathnameOf(to);
      if (!guard || target === undefined || target === currentPathname()) return go(to, state, options);
      guard(() => go(to, state, options));
    };
  const push = guarded(navigator.push.bind(navigator));
  const replace = guarded(navigator.replace.bind(navigator));
  return Object.assign(Object.create(navigator) as Navigator, { push, replace });
}

/** The host's router with its navigator guarded: every link and navigate() below it asks the guard. */
export function LeaveGuardedNavigation({ children }: { children: ReactNode }): ReactElement {
  const context = useContext(UNSAFE_NavigationContext);
  const pathname = useRef('');
  pathname.current = useLocation().pathname;
  const value = useMemo(
    () => ({ ...context, navigator: guardNavigator(context.navigator, () => pathname.current) }),
    [context],
  );
  return <UNSAFE_NavigationContext.Provider value={value}>{children}</UNSAFE_NavigationContext.Provider>;
}
