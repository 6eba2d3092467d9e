import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus, type HostAction } from 'shared-kernel/bus';
import { personas, createTestI18n, renderScreen } from 'shared-kernel/testing';
import type { HostServices } from '../app/hostContext';
import { HostProvider } from '../app/hostContext';
import type { RemoteMenuItem, RemoteRoute } from '../federation';
import { AlertsArea } from './AlertsArea';
import { SideMenu } from './SideMenu';

/** The texts the screen shows: the real catalogues (renderScreen's i18n is another instance of them). */
const testI18n = createTestI18n();
const t = testI18n.t.bind(testI18n);

const routes: RemoteRoute[] = [
  {
    remote: 'accounts',
    id: 'accounts.dashboard',
    path: '/',
    titleKey: 'webapp.title.login',
    auth: 'strong',
    module: './Dashboard',
  },
  {
    remote: 'payments',
    id: 'payments.new',
    path: '/payments/new/:id?',
    titleKey: 'webapp.title.login',
    auth: 'strong',
    module: './NewPayment',
  },
  {
    remote: 'payments',
    id: 'payments.overview',
    path: '/payment/overview/:id?',
    titleKey: 'webapp.title.login',
    auth: 'strong',
    module: './Overview',
  },
];
// Labels reuse host keys so the real catalogues (which fail on missing keys) have them.
const menu: RemoteMenuItem[] = [
  {
    remote: 'accounts',
    id: 'dashboard',
    labelKey: 'webapp.shell.logo',
    icon: 'dashboard',
    order: 1,
    section: 'main',
    to: '/',
    visibility: 'always',
  },
  {
    remote: 'payments',
    id: 'scan',
    labelKey: 'webapp.shell.context.search',
    icon: 'scan',
    order: 2,
    section: 'main',
    to: '/payments/new',
    visibility: 'canCreatePaymentInBankableContext',
    action: 'payments.scan',
  },
  {
    remote: 'payments',
    id: 'overview',
    labelKey: 'webapp.shell.settings.documents',
    icon: 'not-an-icon',
    order: 3,
    section: 'main',
    to: '/payment/overview',
    visibility: 'showPaymentOverview',
    badge: 'openPayments',
  },
];

function renderMenu(snapshot = { ...personas.annaPrivate, openPaymentsCount: 4 }) {
  const bus = createEventBus();
  const actions: HostAction[] = [];
  bus.actions$.subscribe((action) => actions.push(action));
  const onSelectAccount = jest.fn();
  renderScreen(
    <SideMenu menu={menu} routes={routes} snapshot={snapshot} bus={bus} onSelectAccount={onSelectAccount} />,
  );
  return { actions, onSelectAccount };
}

it('links items, publishes an item action on the bus instead of navigating, and shows the badge', async () => {
  const { actions } = renderMenu();
  const nav = screen.getByRole('navigation', { name: t('webapp.shell.menu.label') });
  expect(within(nav).getByRole('link', { name: t('webapp.shell.logo') })).toHaveAttribute('href', '/');
  await userEvent.setup().click(within(nav).getByRole('button', { name: t('webapp.shell.context.search') }));
  expect(actions).toEqual([{ type: 'payments.scan' }]);
  const overview = within(nav).getByRole('link', { name: new RegExp(t('webapp.shell.settings.documents')) });
  expect(overview).toHaveTextContent(t('webapp.shell.menu.badge', { count: 4 }));
});

it('lists the other accounts and selects one', async () => {
  const { onSelectAccount } = renderMenu();
  const area = screen.getByRole('region', { name: t('webapp.shell.accounts.title') });
  const accounts = within(area).getAllByRole('button');
  expect(accounts).toHaveLength(personas.annaPrivate.cashAccounts.length);
  await userEvent.setup().click(accounts[1]!);
  expect(onSelectAccount).toHaveBeenCalledWith(personas.annaPrivate.cashAccounts[1]!.uid);
});

it('writes each balance with its currency (a EUR account beside CHF ones)', () => {
  renderMenu();
  const area = screen.getByRole('region', { name: t('webapp.shell.accounts.title') });
  expect(within(area).getByRole('button', { name: /Euro-Konto/ })).toHaveTextContent('EUR 980.12');
  expect(within(area).getByRole('button', { name: /Privatkonto/ })).toHaveTextContent("CHF 12'540.50");
});

it('is hidden entirely for identification-only QES users', () => {
  renderMenu(personas.quentinFavreArchitectes);
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(screen.queryByRole('region', { name: t('webapp.shell.accounts.title') })).toBeNull();
});

describe('offline banner (spec §4/§8)', () => {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get');
  afterAll(() => onLine.mockRestore());

  it('shows while offline and goes away online', () => {
    onLine.mockReturnValue(true);
    const services = { bus: createEventBus() } as unknown as HostServices;
    renderScreen(
      <HostProvider value={services}>
        <AlertsArea banner />
      </HostProvider>,
    );
    expect(screen.queryByText(t('app.error.offline.title'))).toBeNull();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(t('app.error.offline.txt'));
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(t('app.error.offline.title'))).toBeNull();
  });
});
