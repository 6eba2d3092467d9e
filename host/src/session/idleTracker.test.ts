import { IDLE_TAB_SYNC } from './idle';
import { IdleTracker } from './idleTracker';

type Listener = (event: Event) => void;
function fakeChannel() {
  const listeners: Listener[] = [];
  const posted: unknown[] = [];
  return {
    posted,
    deliver: (data: unknown) =>
      listeners.forEach((listener) => listener(new MessageEvent('message', { data }))),
    postMessage: (data: unknown) => posted.push(data),
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    removeEventListener: (_type: string, listener: Listener) =>
      listeners.splice(listeners.indexOf(listener), 1),
    close: () => undefined,
  };
}

beforeEach(() => jest.useFakeTimers({ now: 1_700_000_000_000 }));
afterEach(() => jest.useRealTimers());

it('warns after the timeout, counts down 60 s and then expires', () => {
  const phases: string[] = [];
  const tracker = new IdleTracker({
    timeoutMs: 10_000,
    channel: fakeChannel(),
    target: new EventTarget(),
    onPhase: (phase) => phases.push(phase.kind === 'warning' ? `warning ${phase.secondsLeft}` : phase.kind),
  });
  tracker.start();
  jest.advanceTimersByTime(10_000);
  expect(phases).toEqual(['active', 'warning 60']);
  jest.advanceTimersByTime(60_000);
  expect(phases.at(-1)).toBe('expired');
  tracker.dispose();
});

it('activity in this tab keeps the session active; stay cancels the warning', () => {
  const target = new EventTarget();
  const phases: string[] = [];
  const tracker = new IdleTracker({
    timeoutMs: 10_000,
    channel: fakeChannel(),
    target,
    onPhase: (p) => phases.at(-1) !== p.kind && phases.push(p.kind),
  });
  tracker.start();
  jest.advanceTimersByTime(8_000);
  target.dispatchEvent(new Event('keydown'));
  jest.advanceTimersByTime(8_000);
  expect(phases).toEqual(['active']);
  jest.advanceTimersByTime(3_000);
  expect(phases).toEqual(['active', 'warning']);
  tracker.stay();
  expect(phases.at(-1)).toBe('active');
  tracker.dispose();
});

it('broadcasts IDLE_TAB_SYNC records every 5 s and follows a less idle tab', () => {
  const channel = fakeChannel();
  const phases: string[] = [];
  const tracker = new IdleTracker({
    timeoutMs: 10_000,
    channel,
    target: new EventTarget(),
    uuid: 'me',
    onPhase: (p) => phases.at(-1) !== p.kind && phases.push(p.kind),
  });
  tracker.start();
  jest.advanceTimersByTime(5_000);
  expect(channel.posted).toHaveLength(2);
  expect(channel.posted[1]).toEqual({
    type: IDLE_TAB_SYNC,
    uuid: 'me',
    time: Date.now(),
    lastActive: Date.now() - 5_000,
    idleFor: 5_000,
  });
  jest.advanceTimersByTime(4_000);
  channel.deliver({
    type: IDLE_TAB_SYNC,
    uuid: 'other',
    time: Date.now(),
    lastActive: Date.now(),
    idleFor: 0,
  });
  jest.advanceTimersByTime(3_000);
  expect(tracker.idleFor()).toBe(3_000);
  expect(phases).toEqual(['active']);
  // The other tab stops sending: after 10 s its record is dropped and this tab's own idleness decides.
  jest.advanceTimersByTime(8_000);
  expect(phases).toEqual(['active', 'warning']);
  tracker.dispose();
});
