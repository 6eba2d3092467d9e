import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { debounceTime } from 'rxjs';
import type { StaleType, StalenessTracker } from './staleness';

/**
 * The app's staleness tracker, provided by every screen's root (RemoteScreenRoot) from the `staleness` screen
 * prop the host passes; none (reloads off) outside a screen.
 */
export const StalenessContext = createContext<StalenessTracker | null>(null);

const MAX_RELOADS_PER_BURST = 3;
/** Spec §9: stale cash accounts reload debounced 700 ms (several entitlement changes arrive together). */
export const STALE_CASH_ACCOUNTS_DEBOUNCE_MS = 700;

export interface StaleReloadOptions {
  /** Wait this long after the last stale mark before reloading; 700 ms for cashAccounts, else 0. */
  debounceMs?: number;
}

export interface StaleReloadState {
  /** A reload triggered by staleness is running. */
  reloading: boolean;
}

/**
 * Reloads an item whenever the event stream marks it stale, and unmarks it for this reader once its reload
 * (started after the event) succeeds; every mounted reader of the item reloads once per event.
 * Remotes use this instead of their own fetch-and-reload logic.
 * `id` null or undefined pauses the hook (nothing selected yet).
 */
export function useStaleReload(
  type: StaleType,
  id: string | null | undefined,
  reload: () => Promise<unknown> | void,
  options: StaleReloadOptions = {},
): StaleReloadState {
  const debounceMs = options.debounceMs ?? (type === 'cashAccounts' ? STALE_CASH_ACCOUNTS_DEBOUNCE_MS : 0);
  const tracker = useContext(StalenessContext);
  const reloadRef = useRef(reload);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);

  useEffect(() => {
    if (!tracker || !id) return undefined;
    // This reader's own mark: another reader's reload of the same item does not answer it.
    const watch = tracker.watch(type, id);
    let active = true;
    let running = false;
    const run = async () => {
      if (running) return;
      running = true;
      setReloading(true);
      try {
        // An event arriving during a reload leaves the item stale: load again (bounded, so a failing unmark cannot spin).
        for (let attempt = 0; active && attempt < MAX_RELOADS_PER_BURST && watch.isStale(); attempt += 1) {
          const startedAt = Date.now();
          await reloadRef.current();
          watch.markReloaded(startedAt);
        }
      } catch (error) {
        console.error(`[staleness] reloading ${type} ${id} failed`, error);
      } finally {
        running = false;
        if (active) setReloading(false);
      }
    };
    if (watch.isStale()) void run();
    const subscription = watch.stale$
      .pipe(debounceMs > 0 ? debounceTime(debounceMs) : (source) => source)
      .subscribe(() => void run());
    return () => {
      active = false;
      subscription.unsubscribe();
      watch.close();
    };
  }, [tracker, type, id, debounceMs]);

  return { reloading };
}
