import { ALERT_AUTO_DISMISS_MS, createEventBus } from './eventBus';
import type { Alert, HostAction } from './types';

describe('createEventBus', () => {
  it('completes alerts with id, timestamp, dismissable and the 5 s auto-dismiss', () => {
    const bus = createEventBus();
    const alerts: Alert[] = [];
    bus.alerts$.subscribe((alert) => alerts.push(alert));
    bus.alert({ message: 'app.error.technical', alertType: 'error' });
    bus.alert({
      message: 'app.error.offline.txt',
      title: 'app.error.offline.title',
      alertType: 'warning',
      autoDismissDelay: 0,
      banner: true,
      id: 'offline',
    });
    expect(alerts[0]).toMatchObject({
      message: 'app.error.technical',
      alertType: 'error',
      dismissable: true,
      autoDismissDelay: ALERT_AUTO_DISMISS_MS,
    });
    expect(alerts[0]!.id).toMatch(/^alert-/);
    expect(typeof alerts[0]!.alertTimestamp).toBe('number');
    expect(alerts[1]).toMatchObject({ id: 'offline', autoDismissDelay: 0, banner: true });
    expect(alerts[0]!.id).not.toBe(createEventBus() && alerts[1]!.id);
  });

  it('carries each channel to its subscribers only', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.stream$.subscribe((m) => seen.push(`stream:${m.type}`));
    bus.context$.subscribe((c) => seen.push(`context:${c.uid}`));
    bus.session$.subscribe((e) => seen.push(`session:${e.type}`));
    bus.actions$.subscribe((a: HostAction) => seen.push(`action:${a.type}`));
    bus.dismissed$.subscribe((id) => seen.push(`dismissed:${id}`));
    bus.publishStream({ type: 'paymentOrder', guid: 'g1', message: { paymentOrderUid: 'p1' } });
    bus.publishContext({ previousUid: null, uid: 'c1' });
    bus.publishSession({ type: 'loggedOut', reason: 'idle' });
    bus.dispatch({ type: 'payments.scan' });
    bus.dismissAlert('a1');
    expect(seen).toEqual([
      'stream:paymentOrder',
      'context:c1',
      'session:loggedOut',
      'action:payments.scan',
      'dismissed:a1',
    ]);
  });

  it('keeps two buses apart', () => {
    const a = createEventBus();
    const b = createEventBus();
    const seen: string[] = [];
    b.actions$.subscribe((action) => seen.push(action.type));
    a.dispatch({ type: 'x' });
    expect(seen).toEqual([]);
  });
});
