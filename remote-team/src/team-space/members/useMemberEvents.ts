import { useEffect, useRef } from 'react';
import { debounceTime, filter } from 'shared-kernel/bus';
import { useBus } from 'shared-kernel/contract';

/** Spec §7: the host groups and debounces events (700 ms); the reload waits for a quiet moment too. */
export const MEMBERS_RELOAD_DEBOUNCE_MS = 300;

/**
 * Reloads when the event stream says this partnership's people or rights changed (agentInPartnership to every
 * member, entitlementChanged to the person concerned): an admin nominated in another browser shows here.
 */
export function useMemberEvents(partnershipUid: string, reload: () => Promise<unknown> | void): void {
  const bus = useBus();
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);
  useEffect(() => {
    const subscription = bus.stream$
      .pipe(
        filter(
          (message) =>
            (message.type === 'agentInPartnership' || message.type === 'entitlementChanged') &&
            message.message.partnershipUid === partnershipUid,
        ),
        debounceTime(MEMBERS_RELOAD_DEBOUNCE_MS),
      )
      .subscribe(() => void reloadRef.current());
    return () => subscription.unsubscribe();
  }, [bus, partnershipUid]);
}
