import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'shared-kernel/router';
import { BehaviorSubject } from 'rxjs';
import { createEventBus, SESSION_RELOAD } from 'shared-kernel/bus';
import type { SessionSnapshot } from 'shared-kernel/domain';
import { createTestI18n, personas, renderScreen } from 'shared-kernel/testing';
import type { HostSessionState, SessionController } from '../session/sessionController';
import { HostProvider, type HostServices } from './hostContext';
import { RouteGate, type GatedRoute } from './RouteGate';

const testI18n = createTestI18n();

const state = (patch: Partial<HostSessionState>): HostSessionState => ({
  known: true,
  authLevel: 'none',
  prospectVerified: false,
  prospect: null,
  snapshot: null,
  snapshotStatus: 'none',
  ...patch,
});
const strong = (snapshot: SessionSnapshot) =>
  state({ authLevel: 'strong', snapshot, snapshotStatus: 'ready' });

const ROUTES: Record<string, GatedRoute> = {
  '/login': { path: '/login', auth: 'none', titleKey: 'webapp.title.login' },
  '/account-request': { path: '/account-request', auth: 'none' },
  '/prospect-login': { path: '/prospect-login', auth: 'none' },
  '/prospect-home': { path: '/prospect-home/:id?', auth: 'pin' },
  '/payments': { path: '/payments', auth: 'strong', enterRule: 'canCreatePaymentInBankableContext' },
  // The payment form: no enterRule of its own, /payments' covers it (spec §2).
  '/payments/new': { path: '/payments/new/:id?', auth: 'strong', titleKey: 'webapp.title.newPayment' },
  '/team-space': { path: '/team-space/:view?/:id?', auth: 'strong', contexts: ['partnership'] },
  '/debug/input': { path: '/debug/input', auth: 'strong', debugOnly: true },
  '/account-confirmations': {
    path: '/account-confirmations/:id?',
    auth: 'strong',
    contexts: ['private'],
    landingFor: 'identificationOnlyQES',
  },
  '/': { path: '/', auth: 'strong' },
};

function renderAt(path: string, initial: HostSessionState) {
  const state$ = new BehaviorSubject(initial);
  const logout = jest.fn(async () => state$.next(state({})));
  const session = {
    state$,
    get state() {
      return state$.value;
    },
    logout,
  } as unknown as SessionController;
  const bus = createEventBus();
  const actions: string[] = [];
  bus.actions$.subscribe((action) => actions.push(action.type));
  // The team space's menu item (spec §2: not for the bootstrapper): its route follows the same rule.
  const remotes = {
    routes: Object.values(ROUTES),
    menu: [{ to: '/team-space', visibility: 'showTeamSpace' }],
  };
  const services = { env: 'sandbox', appVersion: '1.14.3', session, remotes, bus } as unknown as HostServices;
  renderScreen(
    <HostProvider value={services}>
      <Routes>
        {Object.entries(ROUTES).map(([at, route]) => (
          <Route key={at} path={route.path} element={<RouteGate route={route}>{`screen ${at}`}</RouteGate>} />
        ))}
        <Route path="*" element={<RouteGate route={null}>never</RouteGate>} />
      </Routes>
    </HostProvider>,
    { route: path, i18n: testI18n },
  );
  return { state$, logout, actions };
}

const blockedSelected = (snapshot: SessionSnapshot): SessionSnapshot => ({
  ...snapshot,
  cashAccounts: snapshot.cashAccounts.map((account) =>
    account.uid === snapshot.selectedCashAccountUid ? { ...account, status: 'blocked' } : account,
  ),
});

describe('route guards (spec §2, through the kernel resolveGuard)', () => {
  it.each<[string, string, HostSessionState, string]>([
    ['strong route without session → login', '/payments', state({}), 'screen /login'],
    ['strong user opening login → dashboard', '/login', strong(personas.annaPrivate), 'screen /'],
    [
      'strong user keeps the account request',
      '/account-request',
      strong(personas.annaPrivate),
      'screen /account-request',
    ],
    ['unnamed route when strong → dashboard', '/nowhere', strong(personas.annaPrivate), 'screen /'],
    ['unnamed route without session → login', '/nowhere', state({}), 'screen /login'],
    [
      'pin route without verified prospect → prospect login',
      '/prospect-home',
      state({ authLevel: 'pin' }),
      'screen /prospect-login',
    ],
    [
      'pin route with verified prospect',
      '/prospect-home',
      state({ authLevel: 'pin', prospectVerified: true }),
      'screen /prospect-home',
    ],
    [
      'verified prospect opening prospect login → prospect home',
      '/prospect-login',
      state({ authLevel: 'pin', prospectVerified: true }),
      'screen /prospect-home',
    ],
    [
      'partnership-only route in private context → dashboard',
      '/team-space',
      strong(personas.annaPrivate),
      'screen /',
    ],
    [
      'partnership-only route in partnership context',
      '/team-space',
      strong(personas.annaBaeckerei),
      'screen /team-space',
    ],
    [
      '/payments when a payment can be created',
      '/payments',
      strong(personas.annaPrivate),
      'screen /payments',
    ],
    [
      '/payments on a blocked account → dashboard',
      '/payments',
      strong(blockedSelected(personas.annaPrivate)),
      'screen /',
    ],
    ['debug page in sandbox', '/debug/input', strong(personas.annaPrivate), 'screen /debug/input'],
    [
      'debug page in production → dashboard',
      '/debug/input',
      strong({ ...personas.annaPrivate, env: 'prod' }),
      'screen /',
    ],
  ])('%s', async (_name, path, initial, expected) => {
    renderAt(path, initial);
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it('a weak session on a strong route is cleared before the login', async () => {
    const { logout } = renderAt('/payments', state({ authLevel: 'weak' }));
    expect(await screen.findByText('screen /login')).toBeInTheDocument();
    // Ended on the gateway too (issue 8: a prospect sent to the login keeps no session there).
    expect(logout).toHaveBeenCalledWith('refused');
  });

  it('a prospect on a strong route is sent to the login and signed out on the gateway', async () => {
    const { logout } = renderAt('/', state({ authLevel: 'pin', prospectVerified: true }));
    expect(await screen.findByText('screen /login')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledWith('refused');
  });

  it('a route whose menu item the persona may not see does not open by URL either', async () => {
    renderAt('/team-space', strong(personas.benKellerRobotics));
    expect(await screen.findByText('screen /')).toBeInTheDocument();
  });

  it('after the login, waits for the snapshot and sends the QES user to his landing page', async () => {
    const { state$ } = renderAt('/login', state({ authLevel: 'strong', snapshotStatus: 'loading' }));
    expect(screen.queryByText(/screen/)).toBeNull();
    act(() => state$.next(strong(personas.quentinFavreArchitectes)));
    expect(await screen.findByText('screen /account-confirmations')).toBeInTheDocument();
  });

  it('leaves /payments when the right to pay is lost while on it', async () => {
    const { state$ } = renderAt('/payments', strong(personas.annaPrivate));
    expect(await screen.findByText('screen /payments')).toBeInTheDocument();
    act(() => state$.next(strong(blockedSelected(personas.annaPrivate))));
    expect(await screen.findByText('screen /')).toBeInTheDocument();
  });

  it('leaves the payment form when capture on the selected account is taken away (issue 32)', async () => {
    // Luca in Bäckerei, paying from the Betriebskonto; an admin takes his capture right: the host reloads the
    // snapshot on entitlementChanged (useEventStream) and the guard sends him to the dashboard.
    const luca = personas.lucaBaeckerei;
    const paying = luca.cashAccounts.find((account) =>
      luca.entitlements.some((right) => right.entityUID === account.uid && right.action === 'capture'),
    )!;
    const onTheForm = strong({ ...luca, selectedCashAccountUid: paying.uid });
    const { state$ } = renderAt('/payments/new', onTheForm);
    expect(await screen.findByText('screen /payments/new')).toBeInTheDocument();
    const withoutCapture = {
      ...onTheForm.snapshot!,
      entitlements: luca.entitlements.filter(
        (right) => !(right.entityUID === paying.uid && right.action === 'capture'),
      ),
    };
    act(() => state$.next(strong(withoutCapture)));
    expect(await screen.findByText('screen /')).toBeInTheDocument();
  });

  it('does not refuse the payment form on accounts it could not read: it says so, and Try again reads them', async () => {
    const noAccounts = { ...personas.annaPrivate, cashAccounts: [], selectedCashAccountUid: null };
    const { state$, actions } = renderAt(
      '/payments/new',
      strong({ ...noAccounts, unavailable: ['cashAccounts'] }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your accounts could not be loaded just now.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New payment');
    expect(screen.queryByText('screen /')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(actions).toEqual([SESSION_RELOAD]);
    // Read: the person has no account to pay from after all, and leaves as before.
    act(() => state$.next(strong(noAccounts)));
    expect(await screen.findByText('screen /')).toBeInTheDocument();
  });

  it('waits for the snapshot before deciding a strong route', () => {
    renderAt('/payments', state({ authLevel: 'strong', snapshotStatus: 'loading' }));
    expect(screen.queryByText(/screen/)).toBeNull();
  });

  it('sets the page title from the route, defaulting to Kontor', async () => {
    renderAt('/login', state({}));
    await screen.findByText('screen /login');
    expect(document.title).toBe(`${testI18n.t('webapp.title.login')} · Kontor`);
  });
});
