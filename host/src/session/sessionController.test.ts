import { waitFor } from '@testing-library/react';
import { createApiClient } from 'shared-kernel/api';
import {
  BALANCE_UPDATED,
  createEventBus,
  PROFILE_CHANGED,
  SELECT_CASH_ACCOUNT,
  SESSION_RELOAD,
  type ContextChange,
  type SessionEvent,
} from 'shared-kernel/bus';
import type { Language } from 'shared-kernel/domain';
import { createMockApi, personas } from 'shared-kernel/testing';
import { createAuthApi } from './authApi';
import type { SessionChannel, SessionChannelMessage } from './sessionChannel';
import { SessionController, UNAVAILABLE_RETRY_MS } from './sessionController';

const anna = personas.annaPrivate.user!;
const baeckerei = personas.annaBaeckerei.currentContext!.partnership!;

function fakeChannel() {
  const listeners: ((message: SessionChannelMessage) => void)[] = [];
  const posted: SessionChannelMessage[] = [];
  const channel: SessionChannel = {
    post: (message) => posted.push(message),
    subscribe: (listener) => {
      listeners.push(listener);
      return () => undefined;
    },
    close: () => undefined,
  };
  return {
    channel,
    posted,
    receive: (message: SessionChannelMessage) => listeners.forEach((listener) => listener(message)),
  };
}

function setup(
  authLevel: 'none' | 'strong' = 'strong',
  /** What a language change waits for before it applies (its texts loading). */
  textsOf: (language: Language) => Promise<void> | void = () => undefined,
) {
  // Later routes win: the catch-all (every optional part empty) comes first.
  const mock = createMockApi()
    .on('get', /.*/, { data: [] })
    .on('get', '/v3/auth/session', {
      data: { authLevel, refreshTokenExp: Date.now() + 30 * 60_000, userUid: anna.uid, prospect: null },
    })
    .on('post', '/v3/auth/logout', { status: 204 })
    .on('get', '/v2/natural-person', { data: anna })
    .on('get', '/v2/profile', {
      data: { communication: { languageCode: 'en', locale: 'en_CH' }, theme: 'light', amountVisible: true },
    })
    .on('patch', '/v2/profile', { data: {} })
    .on('get', `/v2/natural-persons/${anna.uid}/partnerships/engagements`, {
      data: { engagements: [{ partnership: baeckerei, roles: baeckerei.myRoles }] },
    })
    .on('post', /my-entitlements/, { data: { entitlements: [] } })
    .on('get', '/v2/open-payment-stats', { data: { count: 1 } })
    .on('get', `/partnerships/${baeckerei.uid}/cash-accounts`, { data: personas.annaBaeckerei.cashAccounts });
  let openPayments = 6;
  mock.on('get', /open-payments-stats/, () => ({ data: { count: ++openPayments } }));
  const bus = createEventBus();
  const sessionEvents: SessionEvent[] = [];
  const contextChanges: ContextChange[] = [];
  bus.session$.subscribe((event) => sessionEvents.push(event));
  bus.context$.subscribe((change) => contextChanges.push(change));
  const { channel, posted, receive } = fakeChannel();
  let language: 'de' | 'fr' | 'it' | 'en' = 'en';
  const controller = new SessionController({
    api: mock.client,
    auth: createAuthApi(mock.client),
    bus,
    env: 'sandbox',
    appVersion: '1.14.3',
    language: () => language,
    changeLanguage: (next) => {
      const waiting = textsOf(next);
      if (!waiting) {
        language = next;
        return undefined;
      }
      return waiting.then(() => {
        language = next;
      });
    },
    channel,
    locks: null,
  });
  return { controller, bus, mock, sessionEvents, contextChanges, posted, receive, language: () => language };
}

beforeEach(() => localStorage.clear());

it('a strong session loads the snapshot and publishes it on the bus', async () => {
  const { controller, sessionEvents } = setup();
  await controller.start();
  expect(controller.state).toMatchObject({ known: true, authLevel: 'strong', snapshotStatus: 'ready' });
  expect(controller.snapshot?.currentContext?.uid).toBe(anna.uid);
  expect(sessionEvents.at(-1)).toEqual({ type: 'snapshot', snapshot: controller.snapshot });
  expect(localStorage.getItem('currentContextUid')).toBe(anna.uid);
  expect(Number(localStorage.getItem('refreshTokenExp'))).toBeGreaterThan(Date.now());
  controller.dispose();
});

/**
 * A test of the retries of a snapshot that lacks parts: a controller on fake timers, where `after(ms)` moves the time
 * on and waits for the snapshot read it started, if any; `loaded()` waits for the last one.
 */
async function onTimers(
  test: (
    harness: ReturnType<typeof setup> & { after(ms: number): Promise<void>; loaded(): Promise<unknown> },
  ) => Promise<void>,
) {
  jest.useFakeTimers();
  const harness = setup();
  const loads = jest.spyOn(harness.controller, 'loadSnapshot');
  const loaded = async () => loads.mock.results.at(-1)?.value;
  const after = async (ms: number) => {
    const before = loads.mock.calls.length;
    await jest.advanceTimersByTimeAsync(ms);
    if (loads.mock.calls.length > before) await loaded();
  };
  try {
    await test({ ...harness, after, loaded });
  } finally {
    harness.controller.dispose();
    jest.useRealTimers();
  }
}

const ACCOUNTS = `/v2/agents/${anna.uid}/accounts`;

it('a snapshot lacking the accounts is read again after a while until they come', () =>
  onTimers(async ({ controller, mock, after }) => {
    mock.on('get', ACCOUNTS, { status: 503, data: {} });
    await controller.start();
    expect(controller.snapshot?.unavailable).toEqual(['cashAccounts']);
    const reads = () => mock.calls.filter((call) => call.url === ACCOUNTS).length;
    expect(reads()).toBe(1);
    // Still failing: read again after the first delay.
    await after(UNAVAILABLE_RETRY_MS[0]);
    expect(reads()).toBe(2);
    expect(controller.snapshot?.unavailable).toEqual(['cashAccounts']);
    // The gateway answers: the next read brings the accounts.
    mock.on('get', ACCOUNTS, { data: personas.annaPrivate.cashAccounts });
    await after(UNAVAILABLE_RETRY_MS[1]);
    await waitFor(() =>
      expect(controller.snapshot?.cashAccounts).toHaveLength(personas.annaPrivate.cashAccounts.length),
    );
    expect(controller.snapshot?.unavailable).toBeUndefined();
    // Nothing lacking: no more reads of its own.
    await after(60_000);
    expect(reads()).toBe(3);
  }));

it('keeps reading a lacking part every 30 s after the first delays; a screen’s retry asks at once', () =>
  onTimers(async ({ controller, mock, bus, after, loaded }) => {
    mock.on('get', ACCOUNTS, { status: 503, data: {} });
    await controller.start();
    const reads = () => mock.calls.filter((call) => call.url === ACCOUNTS).length;
    for (const delay of [...UNAVAILABLE_RETRY_MS, 30_000, 30_000]) {
      await after(delay - 1);
      const before = reads();
      await after(1);
      expect(reads()).toBe(before + 1);
    }
    expect(reads()).toBe(1 + UNAVAILABLE_RETRY_MS.length + 2);
    bus.dispatch({ type: SESSION_RELOAD });
    await loaded();
    expect(reads()).toBe(2 + UNAVAILABLE_RETRY_MS.length + 2);
  }));

it('partnerships that could not be read keep the stored context for them, and the retry opens it as a switch', () =>
  onTimers(async ({ controller, mock, contextChanges, after }) => {
    localStorage.setItem('currentContextUid', baeckerei.uid);
    const engagements = `/v2/natural-persons/${anna.uid}/partnerships/engagements`;
    mock.on('get', engagements, { status: 503, data: {} });
    await controller.start();
    // Her own context stands in; the stored choice is not overwritten by it.
    expect(controller.snapshot?.currentContext?.uid).toBe(anna.uid);
    expect(controller.snapshot?.unavailable).toEqual(['contexts']);
    expect(localStorage.getItem('currentContextUid')).toBe(baeckerei.uid);
    // The partnerships can be read again: the retry lands in the stored context, published as a switch is.
    mock.on('get', engagements, {
      data: { engagements: [{ partnership: baeckerei, roles: baeckerei.myRoles }] },
    });
    await after(UNAVAILABLE_RETRY_MS[0]);
    await waitFor(() => expect(contextChanges).toEqual([{ previousUid: anna.uid, uid: baeckerei.uid }]));
    expect(controller.snapshot?.currentContext?.uid).toBe(baeckerei.uid);
    expect(controller.snapshot?.unavailable).toBeUndefined();
  }));

it('no session: nothing loads', async () => {
  const { controller, mock } = setup('none');
  await controller.start();
  expect(controller.state).toMatchObject({ known: true, authLevel: 'none', snapshot: null });
  expect(mock.calls.map((call) => call.url)).toEqual(['/v3/auth/session']);
  controller.dispose();
});

it('switching context stores it, reloads the snapshot and publishes the change', async () => {
  const { controller, contextChanges } = setup();
  await controller.start();
  await controller.switchContext(baeckerei.uid);
  expect(localStorage.getItem('currentContextUid')).toBe(baeckerei.uid);
  expect(controller.snapshot?.currentContext?.uid).toBe(baeckerei.uid);
  expect(controller.requestContext()).toMatchObject({ uid: baeckerei.uid, type: 'partnership' });
  expect(contextChanges).toEqual([{ previousUid: anna.uid, uid: baeckerei.uid }]);
  controller.dispose();
});

/** The bodies of the profile writes the controller sent, in order. */
const profileWrites = (mock: ReturnType<typeof setup>['mock']) =>
  mock.calls.filter((call) => call.method === 'patch').map((call) => call.data);

it('language and amount visibility are saved to the profile', async () => {
  const { controller, mock, language } = setup();
  await controller.start();
  await controller.setLanguage('fr');
  await controller.setAmountVisible(false);
  expect(language()).toBe('fr');
  expect(controller.snapshot).toMatchObject({ language: 'fr', amountVisible: false });
  expect(profileWrites(mock)).toEqual([{ communication: { languageCode: 'fr' } }, { amountVisible: false }]);
  controller.dispose();
});

/** A profile read in `languageCode` that answers only when `answer` is called. */
function heldProfile(languageCode: Language) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const reply = async () => {
    await answered;
    return {
      data: {
        communication: { languageCode, locale: `${languageCode}_CH` },
        theme: 'light',
        amountVisible: true,
      },
    };
  };
  return { reply, answer };
}

it('a language picked while a snapshot read is under way is not undone by the profile that read found', async () => {
  const { controller, mock, language } = setup();
  await controller.start();
  // A live event has the snapshot read again; the profile it reads still says English.
  const profile = heldProfile('en');
  mock.onceOn('get', '/v2/profile', profile.reply);
  const reload = controller.loadSnapshot();
  await waitFor(() => expect(mock.calls.filter((call) => call.url === '/v2/profile')).toHaveLength(2));
  await controller.setLanguage('fr');
  profile.answer();
  await reload;
  expect(language()).toBe('fr');
  expect(controller.snapshot).toMatchObject({
    language: 'fr',
    profile: { communication: { languageCode: 'fr' } },
  });
  expect(profileWrites(mock)).toEqual([{ communication: { languageCode: 'fr' } }]);
  controller.dispose();
});

it('a snapshot read that begins while a picked language is being saved keeps that language', async () => {
  const { controller, mock, language } = setup();
  await controller.start();
  let saved!: () => void;
  mock.onceOn('patch', '/v2/profile', () => new Promise((resolve) => (saved = () => resolve({ data: {} }))));
  const picking = controller.setLanguage('it');
  await waitFor(() => expect(mock.calls.some((call) => call.method === 'patch')).toBe(true));
  // The profile read before the write landed still says English.
  await controller.loadSnapshot();
  expect(language()).toBe('it');
  expect(controller.snapshot?.language).toBe('it');
  saved();
  await picking;
  // Once the write has landed, a read's language counts again (another device may change it).
  mock.on('get', '/v2/profile', {
    data: { communication: { languageCode: 'de', locale: 'de_CH' }, theme: 'light', amountVisible: true },
  });
  await controller.loadSnapshot();
  expect(language()).toBe('de');
  controller.dispose();
});

it('hiding the amounts while a snapshot read is under way stays: the profile that read found does not undo it', async () => {
  const { controller, mock } = setup();
  await controller.start();
  const profile = heldProfile('en');
  mock.onceOn('get', '/v2/profile', profile.reply);
  const reload = controller.loadSnapshot();
  await waitFor(() => expect(mock.calls.filter((call) => call.url === '/v2/profile')).toHaveLength(2));
  await controller.setAmountVisible(false);
  profile.answer();
  await reload;
  expect(controller.snapshot).toMatchObject({ amountVisible: false, profile: { amountVisible: false } });
  controller.dispose();
});

it('of two language picks in a row, the later one is shown and saved even when the earlier one loads last', async () => {
  let frenchTexts!: () => void;
  const { controller, mock } = setup('strong', (next) =>
    next === 'fr' ? new Promise<void>((resolve) => (frenchTexts = resolve)) : undefined,
  );
  await controller.start();
  const french = controller.setLanguage('fr');
  await controller.setLanguage('de');
  frenchTexts();
  await french;
  expect(controller.snapshot).toMatchObject({
    language: 'de',
    profile: { communication: { languageCode: 'de' } },
  });
  expect(profileWrites(mock)).toEqual([{ communication: { languageCode: 'de' } }]);
  controller.dispose();
});

it('logout tells the gateway and the other tabs and removes the stored keys', async () => {
  const { controller, mock, posted, sessionEvents } = setup();
  await controller.start();
  await controller.logout('user');
  expect(posted).toContainEqual({ type: 'logout' });
  expect(mock.calls.some((call) => call.url === '/v3/auth/logout')).toBe(true);
  expect(localStorage.getItem('currentContextUid')).toBeNull();
  expect(localStorage.getItem('refreshTokenExp')).toBeNull();
  expect(controller.state).toMatchObject({ authLevel: 'none', snapshot: null });
  expect(sessionEvents.at(-1)).toEqual({ type: 'loggedOut', reason: 'user' });
  controller.dispose();
});

it("another tab's logout ends this tab's session without calling the gateway again", async () => {
  const { controller, mock, posted, receive, sessionEvents } = setup();
  await controller.start();
  receive({ type: 'logout' });
  expect(controller.state.authLevel).toBe('none');
  expect(localStorage.getItem('refreshTokenExp')).toBeNull();
  expect(posted).toEqual([]);
  expect(mock.calls.some((call) => call.url === '/v3/auth/logout')).toBe(false);
  expect(sessionEvents.at(-1)).toEqual({ type: 'loggedOut', reason: 'otherTab' });
  controller.dispose();
});

it('reloads the open payments count of the selected account (paymentOrder events)', async () => {
  const { controller } = setup();
  await controller.start();
  await controller.switchContext(baeckerei.uid);
  expect(controller.snapshot?.openPaymentsCount).toBe(7);
  await controller.reloadOpenPayments();
  expect(controller.snapshot?.openPaymentsCount).toBe(8);
  controller.dispose();
});

it("a remote's account choice on the bus selects that account, and ignores an account of another context", async () => {
  const { controller, bus } = setup();
  await controller.start();
  await controller.switchContext(baeckerei.uid);
  const [first, second] = controller.snapshot!.cashAccounts;
  bus.dispatch({ type: SELECT_CASH_ACCOUNT, payload: { cashAccountUid: second!.uid } });
  expect(controller.snapshot?.selectedCashAccountUid).toBe(second!.uid);
  bus.dispatch({ type: SELECT_CASH_ACCOUNT, payload: { cashAccountUid: 'not-an-account-of-this-context' } });
  expect(controller.snapshot?.selectedCashAccountUid).toBe(second!.uid);
  expect(first!.uid).not.toBe(second!.uid);
  controller.dispose();
});

it("a remote's saved profile on the bus updates the snapshot, the language and the theme without saving again", async () => {
  const { controller, bus, mock, language, sessionEvents } = setup();
  await controller.start();
  const profile = {
    ...controller.snapshot!.profile!,
    communication: { ...controller.snapshot!.profile!.communication, languageCode: 'it' as const },
    theme: 'dark' as const,
  };
  bus.dispatch({ type: PROFILE_CHANGED, payload: { profile } });
  await Promise.resolve();
  expect(language()).toBe('it');
  expect(controller.snapshot).toMatchObject({ language: 'it', theme: 'dark', profile });
  expect(sessionEvents.at(-1)).toEqual({ type: 'snapshot', snapshot: controller.snapshot });
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(mock.calls.some((call) => call.method === 'patch')).toBe(false);
  controller.dispose();
});

it("a remote's session reload on the bus re-reads the snapshot: eBill's activation shows as pending", async () => {
  const { controller, bus, mock } = setup();
  await controller.start();
  expect(controller.snapshot?.ebill.activationPending).toBe(false);
  mock.on('get', `/v2/natural-persons/${anna.uid}/virtual-identities`, {
    data: { virtualIdentities: [{ typeName: 'ebill', status: 'REQUESTED' }] },
  });
  bus.dispatch({ type: SESSION_RELOAD });
  await waitFor(() => expect(controller.snapshot?.ebill.activationPending).toBe(true));
  controller.dispose();
});

it('tracks staleness for the remotes while it lives', () => {
  const { controller, bus } = setup();
  bus.publishStream({ type: 'paymentOrder', guid: 'g', message: { paymentOrderUid: 'p1' } });
  expect(controller.staleness.isStale('paymentOrder', 'p1')).toBe(true);
  controller.dispose();
  // Disposed: the tracker no longer follows the bus.
  bus.publishStream({ type: 'paymentOrder', guid: 'g2', message: { paymentOrderUid: 'p2' } });
  expect(controller.staleness.isStale('paymentOrder', 'p2')).toBe(false);
});

it('a context switch sends the chosen context from its first call on, in both directions', async () => {
  const { controller, mock } = setup();
  await controller.start();
  const seen: (string | null)[] = [];
  mock.on('get', '/v2/natural-person', () => {
    seen.push(controller.requestContext()?.uid ?? null);
    return { data: anna };
  });
  await controller.switchContext(baeckerei.uid);
  await controller.switchContext(anna.uid);
  expect(seen).toEqual([baeckerei.uid, anna.uid]);
  controller.dispose();
});

describe('issue 8', () => {
  it('keeps the balance of a live booking in the snapshot, where the side area and the dashboard read it', async () => {
    const { controller, bus } = setup();
    await controller.start();
    await controller.switchContext(baeckerei.uid);
    const account = controller.snapshot!.cashAccounts[0];
    if (!account) throw new Error('the Bäckerei has accounts in this setup');
    const balance = { value: 777_700, factor: 2, currency: 'CHF' };
    bus.dispatch({ type: BALANCE_UPDATED, payload: { cashAccountUid: account.uid, balance } });
    expect(controller.snapshot!.cashAccounts[0]!.totalValuation).toEqual(balance);
    controller.dispose();
  });

  it.each([
    [null, 'dark', 'dark'],
    ['light', 'dark', 'light'],
  ] as const)('local choice %s, profile %s: the page is %s', async (local, profile, expected) => {
    if (local) localStorage.setItem('kontor.theme', local);
    document.documentElement.dataset.theme = 'light';
    const { controller, mock } = setup();
    mock.on('get', '/v2/profile', {
      data: { communication: { languageCode: 'en', locale: 'en_CH' }, theme: profile, amountVisible: true },
    });
    await controller.start();
    expect(document.documentElement.dataset.theme).toBe(expected);
    expect(localStorage.getItem('kontor.theme')).toBe(local);
    controller.dispose();
  });

  it('sends every call after the profile in the profile’s language', async () => {
    const bus = createEventBus();
    let language: Language = 'en';
    const mock = createMockApi(
      createApiClient({
        env: 'sandbox',
        bus,
        getLanguage: () => language,
        getContext: () => null,
        onUnauthorized: () => undefined,
      }),
    )
      .on('get', /.*/, { data: [] })
      .on('get', '/api/v3/auth/session', {
        data: { authLevel: 'strong', refreshTokenExp: Date.now() + 60_000 * 30, userUid: anna.uid },
      })
      .on('get', '/api/v2/natural-person', { data: anna })
      .on('get', '/api/v2/profile', {
        data: { communication: { languageCode: 'de', locale: 'de_CH' }, theme: 'light', amountVisible: true },
      });
    const changeLanguage = jest.fn((next: Language) => {
      language = next;
    });
    const controller = new SessionController({
      api: mock.client,
      auth: createAuthApi(mock.client),
      bus,
      env: 'sandbox',
      appVersion: '1.14.3',
      language: () => language,
      changeLanguage,
      channel: fakeChannel().channel,
      locks: null,
    });
    await controller.start();
    const firstGerman = mock.calls.findIndex((call) => call.headers['Accept-Language'] === 'de');
    expect(mock.calls.slice(0, firstGerman).map((call) => call.url)).toEqual([
      '/api/v3/auth/session',
      '/api/v2/natural-person',
      '/api/v2/profile',
    ]);
    expect(mock.calls.slice(firstGerman).every((call) => call.headers['Accept-Language'] === 'de')).toBe(
      true,
    );
    expect(mock.calls.length - firstGerman).toBeGreaterThan(3);
    expect(changeLanguage).toHaveBeenCalledTimes(1);
    controller.dispose();
  });

  it('publishes the snapshot before the plan and the waiting confirmations, then adds them', async () => {
    const { controller, mock, sessionEvents } = setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    mock.on('get', `/v2/partnerships/${baeckerei.uid}/confirmations`, async () => {
      await held;
      return { data: [{ confirmationHandle: 'h1' }, { confirmationHandle: 'h2' }] };
    });
    await controller.start();
    expect(controller.state.snapshot?.pendingConfirmations).toBe(0);
    release();
    await waitFor(() => expect(controller.state.snapshot?.pendingConfirmations).toBe(2));
    expect(sessionEvents.filter((event) => event.type === 'snapshot').length).toBeGreaterThan(1);
    controller.dispose();
  });

  it('a session refused on a strong route ends on the gateway and in the other tabs', async () => {
    const { controller, mock, posted } = setup();
    await controller.start();
    await controller.logout('refused');
    expect(mock.calls.some((call) => call.url === '/v3/auth/logout')).toBe(true);
    expect(posted).toContainEqual({ type: 'logout' });
    controller.dispose();
  });
});
