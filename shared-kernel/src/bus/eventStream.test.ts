import { createEventBus } from './eventBus';
import { connectEventStream } from './eventStream';
import type { StreamMessage } from './types';

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  constructor(
    readonly url: string,
    readonly init: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }
  emit(message: object | string, lastEventId = '') {
    this.onmessage?.({
      data: typeof message === 'string' ? message : JSON.stringify(message),
      lastEventId,
    } as MessageEvent);
  }
}

class FakeWindow extends EventTarget {
  navigator = { onLine: true };
  go(online: boolean) {
    this.navigator.onLine = online;
    this.dispatchEvent(new Event(online ? 'online' : 'offline'));
  }
}

const order = (uid: string, status: string): StreamMessage => ({
  type: 'paymentOrder',
  guid: `g-${uid}-${status}`,
  message: { paymentOrderUid: uid, status },
});

describe('connectEventStream', () => {
  let target: FakeWindow;
  beforeEach(() => {
    jest.useFakeTimers();
    FakeEventSource.instances = [];
    target = new FakeWindow();
  });
  afterEach(() => jest.useRealTimers());

  const connect = (bus = createEventBus(), onError = jest.fn()) => {
    const received: StreamMessage[] = [];
    bus.stream$.subscribe((message) => received.push(message));
    const connection = connectEventStream(bus, {
      url: '/api/dispatcher/events',
      startDelayMs: 1500,
      EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
      target: target as unknown as Window,
      onError,
    });
    return { received, connection, onError };
  };

  it('opens 1.5 s after load, with credentials', () => {
    const { connection } = connect();
    jest.advanceTimersByTime(1499);
    expect(FakeEventSource.instances).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0]).toMatchObject({
      url: '/api/dispatcher/events',
      init: { withCredentials: true },
    });
    expect(connection.connected).toBe(true);
    connection.close();
  });

  it('groups by entity id and debounces 700 ms: the latest message of a burst wins', () => {
    const { received, connection } = connect();
    jest.advanceTimersByTime(1500);
    const source = FakeEventSource.instances[0]!;
    source.emit(order('p1', 'draft'));
    jest.advanceTimersByTime(400);
    source.emit(order('p2', 'approval'));
    source.emit(order('p1', 'approval'));
    jest.advanceTimersByTime(699);
    expect(received).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(received.map((m) => `${m.message.paymentOrderUid}:${m.message.status}`)).toEqual([
      'p2:approval',
      'p1:approval',
    ]);
    connection.close();
  });

  it('keeps different types with the same id apart', () => {
    const { received, connection } = connect();
    jest.advanceTimersByTime(1500);
    const source = FakeEventSource.instances[0]!;
    source.emit({ type: 'cashSubAccount', guid: 'a', message: { cashAccountUid: 'x' } });
    source.emit({ type: 'cashAccountCreated', guid: 'b', message: { cashAccountUid: 'x' } });
    jest.advanceTimersByTime(700);
    expect(received.map((m) => m.type)).toEqual(['cashSubAccount', 'cashAccountCreated']);
    connection.close();
  });

  it('closes when offline and reopens when online', () => {
    const { connection } = connect();
    jest.advanceTimersByTime(1500);
    const first = FakeEventSource.instances[0]!;
    target.go(false);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(connection.connected).toBe(false);
    target.go(true);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(connection.connected).toBe(true);
    connection.close();
    expect(FakeEventSource.instances[1]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('resumes from the last event id when it reopens back online', () => {
    const { connection } = connect();
    jest.advanceTimersByTime(1500);
    const first = FakeEventSource.instances[0]!;
    first.emit(order('p1', 'draft'), '41');
    first.emit(order('p1', 'approval'), '42');
    target.go(false);
    target.go(true);
    expect(FakeEventSource.instances[1]!.url).toBe('/api/dispatcher/events?lastEventId=42');
    connection.close();
  });

  it('starts after the oldest position the page’s reads saw, then resumes from what it received', () => {
    let oldest: string | null = '17';
    const connection = connectEventStream(createEventBus(), {
      url: '/api/dispatcher/events',
      EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
      target: target as unknown as Window,
      startAfter: () => oldest,
    });
    jest.advanceTimersByTime(1500);
    expect(FakeEventSource.instances[0]!.url).toBe('/api/dispatcher/events?lastEventId=17');
    FakeEventSource.instances[0]!.emit(order('p1', 'draft'), '20');
    oldest = '18';
    target.go(false);
    target.go(true);
    expect(FakeEventSource.instances[1]!.url).toBe('/api/dispatcher/events?lastEventId=20');
    connection.close();
  });

  it('does not open early when the browser comes online before the start delay, nor while offline', () => {
    target.navigator.onLine = false;
    const { connection } = connect();
    target.go(true);
    expect(FakeEventSource.instances).toHaveLength(0);
    target.go(false);
    jest.advanceTimersByTime(1500);
    expect(FakeEventSource.instances).toHaveLength(0);
    target.go(true);
    expect(FakeEventSource.instances).toHaveLength(1);
    connection.close();
  });

  it('reports unreadable messages and drops them', () => {
    const { received, connection, onError } = connect();
    jest.advanceTimersByTime(1500);
    FakeEventSource.instances[0]!.emit('not json');
    FakeEventSource.instances[0]!.emit({ type: 'unknownThing', guid: 'x', message: {} });
    jest.advanceTimersByTime(700);
    expect(received).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(2);
    connection.close();
  });

  it('drops pending messages and stops listening once closed', () => {
    const { received, connection } = connect();
    jest.advanceTimersByTime(1500);
    FakeEventSource.instances[0]!.emit(order('p1', 'draft'));
    connection.close();
    jest.advanceTimersByTime(700);
    target.go(true);
    expect(received).toEqual([]);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('reopens a stream the browser gave up on, backing off', () => {
    const { connection, onError } = connect();
    jest.advanceTimersByTime(1500);
    FakeEventSource.instances[0]!.fail();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(connection.connected).toBe(false);
    jest.advanceTimersByTime(5000);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.instances[1]!.fail();
    jest.advanceTimersByTime(9999);
    expect(FakeEventSource.instances).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);
    connection.close();
  });

  it('does not retry while offline', () => {
    const { connection } = connect();
    jest.advanceTimersByTime(1500);
    FakeEventSource.instances[0]!.fail();
    target.go(false);
    jest.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    target.go(true);
    expect(FakeEventSource.instances).toHaveLength(2);
    connection.close();
  });
});
