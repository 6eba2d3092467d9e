import { useEffect, useRef } from 'react';
import { debounceTime, filter, type StreamEventType } from 'shared-kernel/bus';
import { useBus } from 'shared-kernel/contract';
import { EBILL_EVENT_TYPES } from 'shared-kernel/domain';

/** Spec §7: events are grouped and debounced (700 ms by the host); the reload waits for a quiet moment too. */
export const LIVE_RELOAD_DEBOUNCE_MS = 300;

/**
 * Reloads when the event stream says an invoice or the subscription changed: an invoice the biller issues shows
 * in the open billers screen, a payment made elsewhere settles it here. The gateway sends eBill's events only to
 * those who may read the context's eBill.
 */
export function useEbillEvents(
  reload: () => Promise<unknown> | void,
  types: readonly StreamEventType[] = EBILL_EVENT_TYPES,
): void {
  const bus = useBus();
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);
  useEffect(() => {
    const subscription = bus.stream$
      .pipe(
        filter((message) => types.includes(message.type)),
        debounceTime(LIVE_RELOAD_DEBOUNCE_MS),
      )
      .subscribe(() => void reloadRef.current());
    return () => subscription.unsubscribe();
  }, [bus, types]);
}
