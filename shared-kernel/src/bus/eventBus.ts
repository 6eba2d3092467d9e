/** The typed RxJS event bus (./types.ts): one instance in the composed app, created by the host. */
import { Subject } from 'rxjs';
import type { Alert, ContextChange, EventBus, HostAction, SessionEvent, StreamMessage } from './types';

/** Spec §9: alerts auto-dismiss after 5000 ms. */
export const ALERT_AUTO_DISMISS_MS = 5000;

let alertSequence = 0;
const nextAlertId = (): string => {
  alertSequence += 1;
  return `alert-${Date.now().toString(36)}-${alertSequence}`;
};

export function createEventBus(): EventBus {
  const stream = new Subject<StreamMessage>();
  const context = new Subject<ContextChange>();
  const alerts = new Subject<Alert>();
  const dismissed = new Subject<string>();
  const session = new Subject<SessionEvent>();
  const actions = new Subject<HostAction>();

  return {
    stream$: stream.asObservable(),
    context$: context.asObservable(),
    alerts$: alerts.asObservable(),
    dismissed$: dismissed.asObservable(),
    session$: session.asObservable(),
    actions$: actions.asObservable(),
    publishStream: (message) => stream.next(message),
    publishContext: (change) => context.next(change),
    // Spec §8: alerts are dismissable; spec §9: 5 s auto-dismiss unless the caller says otherwise.
    alert: (alert) =>
      alerts.next({
        dismissable: true,
        autoDismissDelay: ALERT_AUTO_DISMISS_MS,
        ...alert,
        id: alert.id ?? nextAlertId(),
        alertTimestamp: alert.alertTimestamp ?? Date.now(),
      }),
    dismissAlert: (id) => dismissed.next(id),
    publishSession: (event) => session.next(event),
    dispatch: (action) => actions.next(action),
  };
}
