import { SessionRefresher } from './refresher';
import type { SessionChannel, SessionChannelMessage } from './sessionChannel';

const MIN = 60_000;

/**
 * Channels of several tabs in one test: a post reaches every other tab's listeners, after `lagMs` when
 * given (another tab's process hears a little later).
 */
function tabNetwork(lagMs = 0) {
  const tabs: ((message: SessionChannelMessage) => void)[][] = [];
  return (): SessionChannel & { posted: SessionChannelMessage[] } => {
    const listeners: ((message: SessionChannelMessage) => void)[] = [];
    tabs.push(listeners);
    const posted: SessionChannelMessage[] = [];
    const deliver = (message: SessionChannelMessage) =>
      tabs
        .filter((other) => other !== listeners)
        .forEach((other) => other.forEach((listener) => listener(message)));
    return {
      posted,
      post: (message) => {
        posted.push(message);
        if (lagMs > 0) setTimeout(() => deliver(message), lagMs);
        else deliver(message);
      },
      subscribe: (listener) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      },
      close: () => undefined,
    };
  };
}

/**
 * An in-memory Web Locks manager for one name: requests run one after another; with `ifAvailable` a
 * request while the lock is held runs its callback at once with `null`, as navigator.locks does.
 */
function fakeLocks(): Pick<LockManager, 'request'> & { queued: number } {
  let queue: Promise<unknown> = Promise.resolve();
  let held = false;
  const manager = {
    queued: 0,
    request: ((
      name: string,
      optionsOrCallback: LockOptions | LockGrantedCallback<unknown>,
      maybeCallback?: LockGrantedCallback<unknown>,
    ) => {
      const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
      const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback)!;
      if (options.ifAvailable && held) return Promise.resolve(callback(null));
      if (held) manager.queued += 1;
      held = true;
      const run = queue.then(async () => {
        held = true;
        try {
          return await callback({ name, mode: 'exclusive' });
        } finally {
          held = false;
        }
      });
      queue = run.catch(() => undefined);
      return run;
    }) as LockManager['request'],
  };
  return manager;
}

/**
 * Another tab's process reads localStorage before the refreshing tab's write has reached it: while
 * `stale.until` lies ahead, refreshTokenExp reads as `stale.value`.
 */
function lagStorage(stale: { value: string | null; until: number }) {
  const getItem = Storage.prototype.getItem;
  return jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
    if (key === 'refreshTokenExp' && Date.now() < stale.until) return stale.value;
    return getItem.call(this, key);
  });
}

beforeEach(() => {
  jest.useFakeTimers({ now: 1_700_000_000_000 });
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

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

it('a tab that finds the refresh under way leaves it to that tab, whatever its storage still says', async () => {
  const open = tabNetwork();
  const locks = fakeLocks();
  const exp = Date.now() + 10 * MIN;
  const stale = { value: String(exp), until: 0 };
  lagStorage(stale);
  const slowRefresh = async () => {
    // The other tab's storage will read the old expiry for a while after this refresh.
    stale.until = Date.now() + 2_000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    return Date.now() + 30 * MIN;
  };
  const refreshA = jest.fn(slowRefresh);
  const refreshB = jest.fn(slowRefresh);
  const a = new SessionRefresher({ refresh: refreshA, channel: open(), locks, random: () => 0 });
  const b = new SessionRefresher({ refresh: refreshB, channel: open(), locks, random: () => 0 });
  a.start(exp);
  b.start();
  await jest.advanceTimersByTimeAsync(7 * MIN + 10_000);
  expect(refreshA.mock.calls.length + refreshB.mock.calls.length).toBe(1);
  expect(locks.queued).toBe(0);
  a.dispose();
  b.dispose();
});

it('a tab whose timer fires just after the refresh, before the news reached it, does not refresh again', async () => {
  // Messages reach the other tab 800 ms late, its storage 2 s late; its timer fires 500 ms after the first.
  const open = tabNetwork(800);
  const locks = fakeLocks();
  const exp = Date.now() + 10 * MIN;
  const stale = { value: String(exp), until: 0 };
  lagStorage(stale);
  const refresh = jest.fn(async () => {
    stale.until = Date.now() + 2_000;
    return Date.now() + 30 * MIN;
  });
  const a = new SessionRefresher({ refresh, channel: open(), locks, random: () => 0.05 });
  const b = new SessionRefresher({ refresh, channel: open(), locks, random: () => 0 });
  a.start(exp);
  b.start();
  await jest.advanceTimersByTimeAsync(7 * MIN + 10_000);
  expect(refresh).toHaveBeenCalledTimes(1);
  a.dispose();
  b.dispose();
});

it('when the refreshing tab fails, another tab takes the next attempt', async () => {
  const open = tabNetwork();
  const locks = fakeLocks();
  let calls = 0;
  const refresh = jest.fn(async () => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (calls === 1) throw new Error('503');
    return Date.now() + 30 * MIN;
  });
  const a = new SessionRefresher({ refresh, channel: open(), locks, random: () => 0 });
  const b = new SessionRefresher({ refresh, channel: open(), locks, random: () => 0 });
  a.start(Date.now() + 10 * MIN);
  b.start();
  await jest.advanceTimersByTimeAsync(7 * MIN + 10_000);
  expect(refresh).toHaveBeenCalledTimes(2);
  expect(localStorage.getItem('refreshTokenExp')).not.toBe(String(1_700_000_000_000 + 10 * MIN));
  a.dispose();
  b.dispose();
});
