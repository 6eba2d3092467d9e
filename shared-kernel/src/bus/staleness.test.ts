import { personas } from '../domain/fixtures/personas';
import type { SessionSnapshot } from '../domain/session';
import { createEventBus } from './eventBus';
import { BALANCE_UPDATED, createStalenessTracker } from './staleness';
import type { HostAction, StreamMessage } from './types';

describe('createStalenessTracker', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  const setup = (session: SessionSnapshot | null = personas.annaBaeckerei) => {
    const bus = createEventBus();
    const actions: HostAction[] = [];
    bus.actions$.subscribe((action) => actions.push(action));
    const tracker = createStalenessTracker(bus, { getSession: () => session });
    return { bus, tracker, actions };
  };
  const publish = (bus: ReturnType<typeof createEventBus>, message: Omit<StreamMessage, 'guid'>) =>
    bus.publishStream({ guid: 'g', ...message });

  it('marks items stale by type and id from stream messages', () => {
    const { bus, tracker } = setup();
    publish(bus, { type: 'paymentOrder', message: { paymentOrderUid: 'p1' } });
    expect(tracker.isStale('paymentOrder', 'p1')).toBe(true);
    expect(tracker.isStale('paymentOrder', 'p2')).toBe(false);
    expect(tracker.isStale('paymentOrder')).toBe(true);
    expect(tracker.isStale('beneficiary')).toBe(false);
  });

  it('unmarks only when reloaded after the event time', () => {
    const { tracker } = setup();
    const eventTime = Date.parse('2026-11-21T10:00:05Z');
    tracker.markStale('debitCard', 'c1', eventTime);
    expect(tracker.markReloaded('debitCard', 'c1', eventTime - 1)).toBe(false);
    expect(tracker.isStale('debitCard', 'c1')).toBe(true);
    expect(tracker.markReloaded('debitCard', 'c1', '2026-11-21T10:00:06Z')).toBe(true);
    expect(tracker.isStale('debitCard', 'c1')).toBe(false);
  });

  it('keeps the latest event time when marked twice', () => {
    const { tracker } = setup();
    tracker.markStale('beneficiary', 'b1', 100);
    tracker.markStale('beneficiary', 'b1', 300);
    tracker.markStale('beneficiary', 'b1', 200);
    expect(tracker.markReloaded('beneficiary', 'b1', 250)).toBe(false);
    expect(tracker.markReloaded('beneficiary', 'b1', 300)).toBe(true);
  });

  it('keeps an item stale for every reader until each has reloaded after the event', () => {
    const { tracker } = setup();
    const list = tracker.watch('cashAccounts', 'ctx');
    const badge = tracker.watch('cashAccounts', 'ctx');
    tracker.markStale('cashAccounts', 'ctx', 100);
    expect(list.markReloaded(150)).toBe(true);
    expect(list.isStale()).toBe(false);
    // The other reader still owes its reload: the first one's must not answer for it.
    expect(badge.isStale()).toBe(true);
    expect(tracker.isStale('cashAccounts', 'ctx')).toBe(true);
    expect(badge.markReloaded(90)).toBe(false);
    expect(badge.markReloaded(160)).toBe(true);
    expect(tracker.isStale('cashAccounts', 'ctx')).toBe(false);
  });

  it('does not let an anonymous reload answer for a watching reader', () => {
    const { tracker } = setup();
    const list = tracker.watch('beneficiary', 'b1');
    tracker.markStale('beneficiary', 'b1', 100);
    expect(tracker.markReloaded('beneficiary', 'b1', 200)).toBe(true);
    expect(list.isStale()).toBe(true);
    expect(tracker.isStale('beneficiary', 'b1')).toBe(true);
  });

  it('makes an already stale item stale for a new reader, and lets closed readers go', () => {
    const { tracker } = setup();
    const gone = tracker.watch('exportTicket', 'e1');
    tracker.markStale('exportTicket', 'e1', 100);
    const late = tracker.watch('exportTicket', 'e1');
    expect(late.isStale()).toBe(true);
    gone.close();
    expect(gone.isStale()).toBe(false);
    late.markReloaded(200);
    expect(tracker.isStale('exportTicket', 'e1')).toBe(false);
    expect(tracker.watch('exportTicket', 'e1').isStale()).toBe(false);
  });

  it('tells a reader of each new mark of its item only', () => {
    const { tracker } = setup();
    const watch = tracker.watch('debitCard', 'c1');
    const marks = jest.fn();
    watch.stale$.subscribe(marks);
    tracker.markStale('debitCard', 'c2', 1);
    tracker.markStale('debitCard', 'c1', 1);
    watch.close();
    tracker.markStale('debitCard', 'c1', 2);
    expect(marks).toHaveBeenCalledTimes(1);
  });

  it('back online, marks every item a mounted reader reads stale, so each reloads once', () => {
    const bus = createEventBus();
    const online = new EventTarget();
    const tracker = createStalenessTracker(bus, { onlineTarget: online as unknown as Window });
    const stats = tracker.watch('accountStats', 'a1');
    const accounts = tracker.watch('cashAccounts', 'p1');
    const closed = tracker.watch('debitCard', 'c1');
    closed.close();
    online.dispatchEvent(new Event('online'));
    expect(stats.isStale()).toBe(true);
    expect(accounts.isStale()).toBe(true);
    expect(tracker.isStale('debitCard', 'c1')).toBe(false);
    expect(stats.markReloaded(Date.now())).toBe(true);
    tracker.dispose();
    online.dispatchEvent(new Event('online'));
    expect(stats.isStale()).toBe(false);
  });

  it('announces changes', () => {
    const { tracker } = setup();
    const changes: string[] = [];
    tracker.changes$.subscribe((c) => changes.push(`${c.type}:${c.id}:${c.stale}`));
    tracker.markStale('exportTicket', 'e1', 1);
    tracker.markReloaded('exportTicket', 'e1', 2);
    expect(changes).toEqual(['exportTicket:e1:true', 'exportTicket:e1:false']);
  });

  it('a cash sub account event updates the balance and marks the stats stale', () => {
    const { bus, tracker, actions } = setup();
    const balance = { value: 845203, factor: 2, currency: 'CHF' };
    publish(bus, { type: 'cashSubAccount', message: { cashAccountUid: 'acc1', balance } });
    expect(actions).toEqual([{ type: BALANCE_UPDATED, payload: { cashAccountUid: 'acc1', balance } }]);
    expect(tracker.isStale('accountStats', 'acc1')).toBe(true);
  });

  it('an entitlement change for a cash account in the current partnership reloads cash accounts', () => {
    const { bus, tracker } = setup(personas.lucaBaeckerei);
    const partnershipUid = personas.lucaBaeckerei.currentContext!.uid;
    publish(bus, {
      type: 'entitlementChanged',
      message: { rootEntityTypeName: 'CashAccount', rootEntityUid: 'acc1', partnershipUid },
    });
    expect(tracker.isStale('cashAccounts', partnershipUid)).toBe(true);
    expect(tracker.isStale('entitlements')).toBe(false);
  });

  it.each<[string, SessionSnapshot, StreamMessage['message']]>([
    [
      'another root',
      personas.lucaBaeckerei,
      {
        rootEntityTypeName: 'CardProgram',
        rootEntityUid: 'cp1',
        partnershipUid: personas.lucaBaeckerei.currentContext!.uid,
      },
    ],
    [
      'a cash account of another partnership',
      personas.lucaBaeckerei,
      { rootEntityTypeName: 'CashAccount', rootEntityUid: 'acc9', partnershipUid: 'other' },
    ],
    [
      'a cash account while in the private context',
      personas.lucaPrivate,
      { rootEntityTypeName: 'CashAccount', rootEntityUid: 'acc9' },
    ],
  ])('an entitlement change for %s marks entitlements stale', (_label, session, message) => {
    const { bus, tracker } = setup(session);
    publish(bus, { type: 'entitlementChanged', message });
    expect(tracker.isStale('entitlements')).toBe(true);
    expect(tracker.isStale('cashAccounts')).toBe(false);
  });

  it('follows session snapshots from the bus when no getter is given', () => {
    const bus = createEventBus();
    const tracker = createStalenessTracker(bus);
    bus.publishSession({ type: 'snapshot', snapshot: personas.annaBaeckerei });
    publish(bus, {
      type: 'entitlementChanged',
      message: {
        rootEntityTypeName: 'CashAccount',
        rootEntityUid: 'x',
        partnershipUid: personas.annaBaeckerei.currentContext!.uid,
      },
    });
    expect(tracker.isStale('cashAccounts', personas.annaBaeckerei.currentContext!.uid)).toBe(true);
  });

  it('stops listening once disposed', () => {
    const { bus, tracker } = setup();
    tracker.dispose();
    publish(bus, { type: 'paymentOrder', message: { paymentOrderUid: 'p1' } });
    expect(tracker.isStale('paymentOrder', 'p1')).toBe(false);
  });
});
