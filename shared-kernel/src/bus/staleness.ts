/**
 * Spec §4 "Staleness": event stream messages mark items stale by type; a stale item is reloaded and
 * unmarked only when reloaded after the event time. A cash sub account event updates the balance and
 * reloads stats. An entitlement change for a cash account in the current partnership context reloads
 * cash accounts; other roots mark entitlements stale.
 * Every reader of an item (a `watch`) reloads once per event: one reader's reload unmarks it for that reader
 * only, and the item itself is unmarked once no reader still owes a reload.
 */
import { filter, map, Subject, type Observable, type Subscription } from 'rxjs';
import type { SessionSnapshot } from '../domain/session';
import { entityIdOf } from './entity';
import type { EventBus, StreamEventType, StreamMessage } from './types';

/** What can be stale: an event's own type, or the derived items the spec reloads. */
export type StaleType = StreamEventType | 'accountStats' | 'cashAccounts' | 'entitlements';

/** Host action published when a cash sub account event carries a new balance. */
export const BALANCE_UPDATED = 'cashAccount.balanceUpdated';
export interface BalanceUpdate {
  cashAccountUid: string;
  balance: NonNullable<StreamMessage['message']['balance']>;
}

export interface StaleChange {
  type: StaleType;
  id: string;
  stale: boolean;
}

/** One reader of an item (e.g. a mounted list): it owes a reload for every event since its last one. */
export interface StaleWatch {
  /** This reader has not yet reloaded after the latest event. */
  isStale(): boolean;
  /** This reader's reload started at `at`; it counts only after the event time. Returns whether it did. */
  markReloaded(at: number | string | Date): boolean;
  /** Emits on each new stale mark of the item. */
  readonly stale$: Observable<void>;
  /** The reader is gone (unmounted): it no longer keeps the item stale. */
  close(): void;
}

export interface StalenessTracker {
  markStale(type: StaleType, id: string, at?: number | string | Date): void;
  /** The item (or any item of the type) awaits a reload by some reader. */
  isStale(type: StaleType, id?: string): boolean;
  /**
   * A reload by a reader without a watch; counts only when started after the event time (returns whether it
   * did). The item stays marked while watching readers still owe their own reload.
   */
  markReloaded(type: StaleType, id: string, at: number | string | Date): boolean;
  /** Registers a reader of the item; already stale items are stale for it too (reload at mount). */
  watch(type: StaleType, id: string): StaleWatch;
  readonly changes$: Observable<StaleChange>;
  dispose(): void;
}

const toTime = (at: number | string | Date | undefined): number =>
  at === undefined ? Date.now() : typeof at === 'number' ? at : new Date(at).getTime();

export interface StalenessOptions {
  /** The current session, to tell whether an entitlement change concerns the current partnership. */
  getSession?: () => SessionSnapshot | null;
  /** Where the browser's `online` event comes from; the window by default (none outside a browser). */
  onlineTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export function createStalenessTracker(bus: EventBus, options: StalenessOptions = {}): StalenessTracker {
  const staleSince = new Map<string, number>();
  /** Per reader of an item: the latest event time it has not reloaded after (undefined = current). */
  const readers = new Map<string, Set<{ owes: number | undefined }>>();
  const changes = new Subject<StaleChange>();
  const key = (type: StaleType, id: string) => `${type}\u0000${id}`;
  const unmarkWhenAnswered = (type: StaleType, id: string) => {
    const k = key(type, id);
    if (!staleSince.has(k)) return;
    if ([...(readers.get(k) ?? [])].some((reader) => reader.owes !== undefined)) return;
    staleSince.delete(k);
    changes.next({ type, id, stale: false });
  };
  let lastSnapshot: SessionSnapshot | null = null;
  const session = () => options.getSession?.() ?? lastSnapshot;

  const tracker: StalenessTracker = {
    markStale(type, id, at) {
      const time = toTime(at);
      const k = key(type, id);
      // Keep the latest event time: a reload must postdate every event it answers.
      staleSince.set(k, Math.max(staleSince.get(k) ?? -Infinity, time));
      readers.get(k)?.forEach((reader) => (reader.owes = Math.max(reader.owes ?? -Infinity, time)));
      changes.next({ type, id, stale: true });
    },
    isStale(type, id) {
      if (id !== undefined) return staleSince.has(key(type, id));
      const prefix = `${type}\u0000`;
      return [...staleSince.keys()].some((k) => k.startsWith(prefix));
    },
    markReloaded(type, id, at) {
      const k = key(type, id);
      const since = staleSince.get(k);
      if (since === undefined) return true;
      if (toTime(at) < since) return false;
      unmarkWhenAnswered(type, id);
      return true;
    },
    watch(type, id) {
      const k = key(type, id);
      const reader = { owes: staleSince.get(k) };
      const group = readers.get(k) ?? new Set();
      group.add(reader);
      readers.set(k, group);
      let open = true;
      return {
        isStale: () => open && reader.owes !== undefined,
        markReloaded(at) {
          if (reader.owes === undefined) return true;
          if (toTime(at) < reader.owes) return false;
          reader.owes = undefined;
          unmarkWhenAnswered(type, id);
          return true;
        },
        stale$: changes.pipe(
          filter((change) => open && change.stale && change.type === type && change.id === id),
          map(() => undefined),
        ),
        close() {
          if (!open) return;
          open = false;
          group.delete(reader);
          if (group.size === 0 && readers.get(k) === group) readers.delete(k);
        },
      };
    },
    changes$: changes.asObservable(),
    dispose() {
      onlineTarget?.removeEventListener('online', onOnline);
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      changes.complete();
    },
  };

  const onMessage = (message: StreamMessage) => {
    // Marked with the receipt time: reloads are timed on the same (browser) clock, so server clock skew cannot keep items stale.
    const at = Date.now();
    const id = entityIdOf(message);
    tracker.markStale(message.type, id, at);
    if (message.type === 'cashSubAccount' && message.message.cashAccountUid) {
      const cashAccountUid = message.message.cashAccountUid;
      if (message.message.balance) {
        const payload: BalanceUpdate = { cashAccountUid, balance: message.message.balance };
        bus.dispatch({ type: BALANCE_UPDATED, payload });
      }
      tracker.markStale('accountStats', cashAccountUid, at);
    }
    if (message.type === 'entitlementChanged') {
      const context = session()?.currentContext;
      const inCurrentPartnership =
        context?.type === 'partnership' &&
        (message.message.partnershipUid === undefined || message.message.partnershipUid === context.uid);
      if (message.message.rootEntityTypeName === 'CashAccount' && inCurrentPartnership) {
        tracker.markStale('cashAccounts', context.uid, at);
      } else {
        tracker.markStale('entitlements', message.message.partnershipUid ?? context?.uid ?? id, at);
      }
    }
    if (message.type === 'cashAccountCreated') {
      const owner = message.message.partnershipUid ?? message.message.ownerUid;
      if (owner) tracker.markStale('cashAccounts', owner, at);
    }
  };

  // Back online (issue 28): every item a mounted screen reads may have failed to load or missed events while
  // offline, so each reader reloads it once (a screen showing "unavailable" loads again by itself).
  const onOnline = () => {
    const at = Date.now();
    for (const k of [...readers.keys()]) {
      const [type, id] = k.split('\u0000') as [StaleType, string];
      tracker.markStale(type, id, at);
    }
  };
  const onlineTarget =
    options.onlineTarget === undefined
      ? typeof window === 'undefined'
        ? null
        : window
      : options.onlineTarget;
  onlineTarget?.addEventListener('online', onOnline);

  const subscriptions: Subscription[] = [
    bus.stream$.subscribe(onMessage),
    bus.session$.subscribe((event) => {
      if (event.type === 'snapshot') lastSnapshot = event.snapshot;
    }),
  ];
  return tracker;
}
