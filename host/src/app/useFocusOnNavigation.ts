import { useEffect, useRef } from 'react';

/** How long a navigation waits for its screen's heading (a remote's code may still be loading). */
const HEADING_WAIT_MS = 10_000;
const noop = (): void => undefined;

/**
 * Moves the focus to the screen's heading once it is shown (WCAG 2.4.3 focus order): the h1 inside the page's
 * main landmark gets tabindex=-1 and the focus. A remote's screen mounts later than the route changes, so the
 * heading is watched for; the focus is not taken from where the user has put it meanwhile.
 */
export function focusHeadingWhenShown(doc: Document, timeoutMs = HEADING_WAIT_MS): () => void {
  const before = doc.activeElement;
  const focus = (): boolean => {
    const heading = doc.querySelector<HTMLElement>('main h1');
    if (!heading) return false;
    const active = doc.activeElement;
    const untouched = active === before || active === null || active === doc.body || !active.isConnected;
    if (!untouched) return true;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  };
  if (focus()) return noop;
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}

/**
 * After every navigation (not the page's first screen, where the browser starts at the top) the focus moves to
 * the new screen's heading, for the host's screens and the remotes' alike.
 */
export function useFocusOnNavigation(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    return focusHeadingWhenShown(document);
  }, [pathname]);
}
