import type { Transport } from 'shared-kernel/api';

/** How long the app's calls must have been quiet (none in flight) for the first screen to count as settled. */
const QUIET_MS = 1_000;
/** Calls that never fall quiet (a screen that polls) hold the task back this long after the page's load at most. */
const LONGEST_WAIT_MS = 10_000;
/** How long an idle moment is awaited before the task runs anyway. */
const IDLE_TIMEOUT_MS = 3_000;

/** Tells when the page's first screen has settled, by the app's calls it sees (its transport wraps the client's). */
export interface PageSettling {
  transport: (inner: Transport) => Transport;
  /**
   * Runs `task` once, after the page has loaded (its scripts, the opening screen's files among them), the app's
   * calls have been quiet for a moment (the first screen's data has come) and the browser is idle: for what the
   * first screen does not need, so it shares neither the network nor the main thread with it (issue 34 item 2).
   */
  whenSettled: (task: () => void) => void;
}

export function pageSettling(): PageSettling {
  let inFlight = 0;
  let lastActivity = Date.now();
  const transport =
    (inner: Transport): Transport =>
    async (request) => {
      inFlight += 1;
      lastActivity = Date.now();
      try {
        return await inner(request);
      } finally {
        inFlight -= 1;
        lastActivity = Date.now();
      }
    };
  const whenSettled = (task: () => void) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
      else window.setTimeout(task, 0);
    };
    const afterLoad = () => {
      const givenUpAt = Date.now() + LONGEST_WAIT_MS;
      const check = () => {
        const quietFor = Date.now() - lastActivity;
        if ((inFlight === 0 && quietFor >= QUIET_MS) || Date.now() >= givenUpAt) idle();
        else window.setTimeout(check, inFlight === 0 ? QUIET_MS - quietFor : QUIET_MS);
      };
      check();
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  };
  return { transport, whenSettled };
}
