import type { Transport } from 'shared-kernel/api';
import { pageSettling } from './pageSettling';

const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });

const call = { method: 'get', url: '/api/v2/x', params: {}, headers: {}, responseType: 'json' } as const;

/** A transport whose calls answer when the test says. */
function heldTransport() {
  const answers: (() => void)[] = [];
  const transport: Transport = () =>
    new Promise((resolve) => answers.push(() => resolve({ status: 200, data: {}, headers: {} })));
  return { transport, answerAll: () => answers.splice(0).forEach((answer) => answer()) };
}

describe('pageSettling', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    jest.useFakeTimers();
    idle = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('waits for the page to load, the calls to be quiet a moment, then an idle moment', async () => {
    setReadyState('interactive');
    const settling = pageSettling();
    const held = heldTransport();
    const transport = settling.transport(held.transport);
    const task = jest.fn();
    settling.whenSettled(task);
    const answered = transport(call);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(5_000);
    expect(idle).toHaveLength(0);
    held.answerAll();
    await answered;
    jest.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]!();
    expect(task).toHaveBeenCalledTimes(1);
    // A later load event does not run it again.
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(5_000);
    expect(idle).toHaveLength(1);
  });

  it('runs after the longest wait when the calls never fall quiet', () => {
    setReadyState('complete');
    const settling = pageSettling();
    void settling.transport(heldTransport().transport)(call);
    settling.whenSettled(jest.fn());
    jest.advanceTimersByTime(9_999);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1_000);
    expect(idle).toHaveLength(1);
  });

  it('runs on the next turn in a browser without idle callbacks', () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    setReadyState('complete');
    const settling = pageSettling();
    const task = jest.fn();
    settling.whenSettled(task);
    jest.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    // Quiet since the start, then the next turn.
    jest.advanceTimersByTime(2);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
