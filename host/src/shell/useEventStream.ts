import { useEffect } from 'react';
import { connectEventStream, type StreamMessage } from 'shared-kernel/bus';
import type { SessionSnapshot } from 'shared-kernel/domain';
import { useHost } from '../app/hostContext';

/**
 * Whether a stream message changes what the snapshot of the current context summarises: an entitlement or a new
 * account (spec §4 staleness: not those of another partnership), or the current context's eBill subscription
 * (requested, confirmed by the eBill network, deactivated: the menu's ActivateEbill and Billers follow), or a
 * partnership's people, roles or onboarding status (agentInPartnership: the current partnership's in its own
 * context, any in private context, whose contexts and Organisation badge follow).
 */
export function reloadsSnapshot(message: StreamMessage, snapshot: SessionSnapshot | null): boolean {
  const context = snapshot?.currentContext;
  if (message.type === 'cashAccountCreated' || message.type === 'entitlementChanged') {
    const partnershipUid = message.message.partnershipUid;
    return (
      !partnershipUid ||
      !context ||
      partnershipUid === context.uid ||
      message.message.ownerUid === context.uid
    );
  }
  // A partnership's people, roles (team space, issue 32) or onboarding status (issue 33) changed: the reader's own
  // roles may be among them and the menu and guards follow the snapshot; in private context the contexts and the
  // Organisation badge do.
  if (message.type === 'agentInPartnership') {
    if (!context) return false;
    const partnershipUid = message.message.partnershipUid;
    return context.type === 'private' || (partnershipUid !== undefined && partnershipUid === context.uid);
  }
  if (message.type === 'ebillSubscription') {
    const owner = message.message.ownerUid;
    if (!context || !owner) return false;
    return context.type === 'private'
      ? owner === (snapshot?.user?.uid ?? context.uid)
      : owner === context.uid;
  }
  return false;
}

/** Whether a stream message changes the payment overview's badge: an order's, or an eBill invoice's (issue 31). */
export const reloadsOpenPayments = (message: StreamMessage): boolean =>
  message.type === 'paymentOrder' || message.type.startsWith('ebillInvoice');

/**
 * The server's event stream while strongly signed in (kernel connectEventStream: starts 1.5 s after
 * load, after the oldest event position the app's answers carried (shell/eventPosition.ts: nothing committed after
 * a screen's read is missed), closes offline, reopens online). paymentOrder and eBill invoice events reload the open payments count
 * of the side menu badge (open orders and open eBill invoices); entitlement, new-account and eBill subscription events reload the snapshot of the current
 * context.
 */
export function useEventStream(active: boolean): void {
  const { bus, session, streamStartAfter } = useHost();
  useEffect(() => {
    if (!active) return undefined;
    const connection = connectEventStream(bus, { startAfter: streamStartAfter });
    const subscription = bus.stream$.subscribe((message) => {
      if (reloadsOpenPayments(message)) void session.reloadOpenPayments();
      if (reloadsSnapshot(message, session.snapshot)) void session.loadSnapshot();
    });
    return () => {
      subscription.unsubscribe();
      connection.close();
    };
  }, [active, bus, session, streamStartAfter]);
}
