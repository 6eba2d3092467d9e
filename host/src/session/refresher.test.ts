import { SessionRefresher } from './refresher';
import type { SessionChannel, SessionChannelMessage } from './sessionChannel';

const MIN = 60_000;

/** Channels of several tabs in one test: a post reaches every other tab's listeners. */
function tabNetwork() {
  const tabs: ((message: SessionChannelMessage) => void)[][] = [];
  return (): SessionChannel & { posted: SessionChannelMessage[] } => {
    const listeners: ((message: SessionChannelMessage) => void)[] = [];
    tabs.push(listeners);
    const posted: SessionChannelMessage[] = [];
    return {
      posted,
      post: (message) => {
        posted.push(message);
        tabs
          .filter((other) => other !== listeners)
          .forEach((other) => other.forEach((listener) => listener(message)));
      },
      subscribe: (listener) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      },
      close: () => undefined,
    };
  };
}

/** An in-memory Web Locks manager: requests for one name run one after another. */
function fakeLocks(): Pick<LockManager, 'request'> {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    request: ((_name: string, callback: () => Promise<unknown>) => {
      const run = queue.then(callback);
      queue = run.catch(() => undefined);
      return run;
    }) as LockManager['request'],
  };
}

beforeEach(() => {
  jest.useFakeTimers({ now: 1_700_000_000_000 });
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

it('refreshes 3 min before expiry and stores the new expiry', async () => {
  const open = tabNetwork();
  const channel = open();
  const refresh = jest.fn(async () => Date.now() + 30 * MIN);
  const refresher = new SessionRefresher({ refresh, channel, locks: fakeLocks(), random: () => 0 });
  refresher.start(Date.now() + 10 * MIN);
  await jest.advanceTimersByTimeAsync(7 * MIN - 1);
  expect(refresh).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem('refreshTokenExp')).toBe(String(1_700_000_000_000 + 37 * MIN));
  expect(channel.posted).toContainEqual({ type: 'refreshed', refreshTokenExp: 1_700_000_000_000 + 37 * MIN });
  refresher.dispose();
});

it('clears the timer and removes the expiry when it has already passed', () => {
  localStorage.setItem('refreshTokenExp', String(Date.now() - 1));
  const refresher = new SessionRefresher({ refresh: jest.fn(), channel: tabNetwork()(), random: () => 0 });
  refresher.start();
  expect(refresher.scheduled).toBe(false);
  expect(localStorage.getItem('refreshTokenExp')).toBeNull();
});

it('stops after more than 5 consecutive failures', async () => {
  const refresh = jest.fn().mockRejectedValue(new Error('503'));
  const refresher = new SessionRefresher({
    refresh,
    channel: tabNetwork()(),
    locks: fakeLocks(),
    random: () => 0,
  });
  refresher.start(Date.now() + 4 * MIN);
  await jest.advanceTimersByTimeAsync(2 * MIN);
  expect(refresh).toHaveBeenCalledTimes(6);
  expect(refresher.scheduled).toBe(false);
});

it('tells the user when it gives up and removes the expiry once it has passed (issue 8)', async () => {
  const onGiveUp = jest.fn();
  const onExpired = jest.fn();
  const expiry = Date.now() + 4 * MIN;
  const refresher = new SessionRefresher({
    refresh: jest.fn().mockRejectedValue(new Error('503')),
    channel: tabNetwork()(),
    locks: fakeLocks(),
    random: () => 0,
    onGiveUp,
    onExpired,
  });
  refresher.start(expiry);
  await jest.advanceTimersByTimeAsync(2 * MIN);
  expect(onGiveUp).toHaveBeenCalledWith(expiry);
  expect(localStorage.getItem('refreshTokenExp')).toBe(String(expiry));
  expect(onExpired).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(expiry - Date.now());
  expect(localStorage.getItem('refreshTokenExp')).toBeNull();
  expect(onExpired).toHaveBeenCalledTimes(1);
  refresher.dispose();
});

it('refreshes once for two tabs sharing the lock', async () => {
  const open = tabNetwork();
  const locks = fakeLocks();
  let exp = Date.now() + 10 * MIN;
  const refreshA = jest.fn(async () => (exp = Date.now() + 30 * MIN));
  const refreshB = jest.fn(async () => (exp = Date.now() + 30 * MIN));
  const a = new SessionRefresher({ refresh: refreshA, channel: open(), locks, random: () => 0 });
  const b = new SessionRefresher({ refresh: refreshB, channel: open(), locks, random: () => 0 });
  a.start(exp);
  b.start();
  await jest.advanceTimersByTimeAsync(7 * MIN);
  expect(refreshA.mock.calls.length + refreshB.mock.calls.length).toBe(1);
  a.dispose();
  b.dispose();
});

it('without Web Locks the lowest claim wins and the other tab only reschedules', async () => {
  const open = tabNetwork();
  const refreshA = jest.fn().mockResolvedValue(Date.now() + 30 * MIN);
  const refreshB = jest.fn().mockResolvedValue(Date.now() + 30 * MIN);
  const a = new SessionRefresher({ refresh: refreshA, channel: open(), uuid: 'a', random: () => 0 });
  const b = new SessionRefresher({ refresh: refreshB, channel: open(), uuid: 'b', random: () => 0 });
  a.start(Date.now() + 10 * MIN);
  b.start();
  await jest.advanceTimersByTimeAsync(7 * MIN + 1_000);
  expect(refreshA).toHaveBeenCalledTimes(1);
  expect(refreshB).not.toHaveBeenCalled();
  a.dispose();
  b.dispose();
});
