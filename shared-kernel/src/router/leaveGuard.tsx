/**
 * Leaving a screen with unsaved input asks first (issue 28): a screen that holds what the person typed registers
 * a guard (`useLeaveGuard`); the host wraps its one navigator (`LeaveGuardedNavigation`), so every in-app
 * navigation to another path, by a menu link, a remote's link or `navigate()`, asks that guard before it goes.
 * In this room because its state must be one across the apps, like the history it guards.
 *
 * The browser's back and forward buttons (a phone's back gesture) are asked too, though the history has moved
 * before anyone could be asked: the pop is kept from the router, undone, and made again once the guard lets go
 * (`useGuardedPops`). What it does not see: a reload or a closed tab (the screen's own `beforeunload`). A change of
 * the search or hash alone is no leave.
 */
import {
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactElement,
  type ReactNode,
} from 'react';
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

/** Where the router is: its path, and its history entry's index (react-router's `idx`; null in a memory router). */
interface Here {
  pathname: string;
  index: number | null;
}

/** The index react-router's browser history keeps in each entry's state, or null. */
function entryIndex(state: unknown): number | null {
  const index = (state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : null;
}

/**
 * Back and forward while a guard is active. The history has moved when `popstate` comes, so the pop is kept from
 * the router (a capture listener on window runs before the router's own, and stops it), undone with
 * `history.go(-delta)` (whose pop is kept from the router too), and once the page is back on its entry the guard is
 * asked; when it lets go, `history.go(delta)` makes the pop again and the router follows it. The delta comes from
 * the entries' indexes; a pop to the same path, or to an entry without an index, goes through, and so does a
 * popstate a script dispatched (not trusted).
 */
function useGuardedPops(here: { readonly current: Here }): void {
  // Before the router's listener is added (a child's layout effect runs first), so the order holds where a
  // browser still runs a window's listeners in the order they were added.
  useLayoutEffect(() => {
    let passing = false;
    let undone: (() => void) | null = null;
    const onPop = (event: PopStateEvent) => {
      if (passing) {
        passing = false;
        return;
      }
      if (undone) {
        event.stopImmediatePropagation();
        const ask = undone;
        undone = null;
        ask();
        return;
      }
      // Only the browser's own traversal: a script that dispatches popstate itself has pushed the entry already.
      if (!event.isTrusted) return;
      const guard = guards.at(-1);
      const to = entryIndex(event.state);
      const from = here.current.index;
      if (!guard || to === null || from === null || to === from) return;
      if (window.location.pathname === here.current.pathname) return;
      event.stopImmediatePropagation();
      const delta = to - from;
      undone = () =>
        guard(() => {
          passing = true;
          window.history.go(delta);
        });
      window.history.go(-delta);
    };
    window.addEventListener('popstate', onPop, true);
    return () => window.removeEventListener('popstate', onPop, true);
  }, [here]);
}

/**
 * The host's router with its navigator guarded: every link and navigate() below it asks the guard, and so do the
 * browser's back and forward buttons.
 */
export function LeaveGuardedNavigation({ children }: { children: ReactNode }): ReactElement {
  const context = useContext(UNSAFE_NavigationContext);
  const here = useRef<Here>({ pathname: '', index: null });
  here.current = { pathname: useLocation().pathname, index: entryIndex(window.history.state) };
  useGuardedPops(here);
  const value = useMemo(
    () => ({ ...context, navigator: guardNavigator(context.navigator, () => here.current.pathname) }),
    [context],
  );
  return <UNSAFE_NavigationContext.Provider value={value}>{children}</UNSAFE_NavigationContext.Provider>;
}
