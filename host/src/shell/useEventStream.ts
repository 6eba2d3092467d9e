import { useEffect } from 'react';
import { connectEventStream } from 'shared-kernel/bus';
import { useHost } from '../app/hostContext';

/**
 * The server's event stream while strongly signed in (kernel connectEventStream: starts 1.5 s after
 * load, closes offline, reopens online). paymentOrder events reload the open payments count of the
 * side menu badge; entitlement and new-account events reload the snapshot of the current context.
 */
export function useEventStream(active: boolean): void {
  const { bus, session } = useHost();
  useEffect(() => {
    if (!active) return undefined;
    const connection = connectEventStream(bus);
    const subscription = bus.stream$.subscribe((message) => {
      if (message.type === 'paymentOrder') void session.reloadOpenPayments();
      if (message.type === 'cashAccountCreated' || message.type === 'entitlementChanged') {
        const context = session.snapshot?.currentContext;
        const partnershipUid = message.message.partnershipUid;
        // Spec §4 staleness: changes of another partnership do not concern the current context.
        if (
          !partnershipUid ||
          !context ||
          partnershipUid === context.uid ||
          message.message.ownerUid === context.uid
        ) {
          void session.loadSnapshot();
        }
      }
    });
    return () => {
      subscription.unsubscribe();
      connection.close();
    };
  }, [active, bus, session]);
}
