import { useEffect, useRef } from 'react';
import { debounceTime, filter, type StreamEventType } from 'shared-kernel/bus';
import { useBus } from 'shared-kernel/contract';

/** Spec §7: events are grouped and debounced (700 ms by the host); the reload waits for a quiet moment too. */
export const LIVE_RELOAD_DEBOUNCE_MS = 300;

/** The event types of spec §7 about cards, card programs and bulk orders. */
export const CARD_EVENT_TYPES: readonly StreamEventType[] = [
  'debitCard',
  'cardInCardProgram',
  'cardProgram',
  'cardProgramContract',
  'cardBulkOrder',
];

/**
 * Reloads when the event stream says a card (or a program, a bulk order) changed: a freeze in another tab or by
 * an administrator shows here without a reload. The gateway sends a card's events only to those who may read it.
 */
export function useCardEvents(
  reload: () => Promise<unknown> | void,
  types: readonly StreamEventType[] = CARD_EVENT_TYPES,
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
