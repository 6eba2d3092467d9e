import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'shared-kernel/i18n';
import { MemoryRouter, useParams } from 'react-router';
import { createEventBus } from 'shared-kernel/bus';
import { defineRemoteScreen, useSession, type RemoteDescriptor } from 'shared-kernel/contract';
import { annaPrivate, benKellerRobotics } from '../domain/fixtures/personas';
import type { SessionSnapshot } from '../domain/session';
import { createHarnessApi } from './api';
import { StubHost } from './StubHost';

const descriptor: Pick<RemoteDescriptor, 'routes' | 'menu'> = {
  routes: [
    {
      id: 'accounts.dashboard',
      path: '/',
      titleKey: 'webapp.title.dashboard',
      auth: 'strong',
      module: './Dashboard',
    },
    {
      id: 'accounts.transactions',
      path: '/transactions/:id?',
      titleKey: 'webapp.title.transactions',
      auth: 'strong',
      module: './Transactions',
    },
  ],
  menu: [
    {
      id: 'accounts.dashboard',
      labelKey: 'webapp.nav.dashboard',
      icon: 'dashboard',
      order: 10,
      section: 'main',
      to: '/',
      visibility: 'always',
    },
    {
      id: 'accounts.transactions',
      labelKey: 'webapp.nav.transactions',
      icon: 'transactions',
      order: 40,
      section: 'main',
      to: '/transactions',
      visibility: 'showTransactions',
    },
  ],
};

function Transactions() {
  const { id } = useParams();
  return (
    <p>
      transactions {id ?? '-'} for {useSession().currentContext?.name}
    </p>
  );
}
const screens = {
  './Dashboard': async () => ({ default: defineRemoteScreen(() => <p>dashboard screen</p>) }),
  './Transactions': async () => ({ default: defineRemoteScreen(Transactions) }),
};

// The Parcel's own React root renders asynchronously, outside the test's act scope: that warning only.
const consoleError = console.error;
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('not wrapped in act')) return;
    consoleError(...args);
  });
});
afterAll(() => jest.restoreAllMocks());

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          webapp: {
            title: { dashboard: 'Dashboard', transactions: 'Transactions' },
            nav: { dashboard: 'Home', transactions: 'Movements' },
            federation: { unknownRoute: { title: 'Page not available' } },
          },
        },
      },
    },
  });
});

function renderAt(path: string, session: SessionSnapshot) {
  const bus = createEventBus();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <StubHost
        remoteName="accounts"
        descriptor={descriptor}
        screens={screens}
        personaName="annaPrivate"
        session={session}
        bus={bus}
        api={createHarnessApi(() => session, { bus, fixtures: {} })}
      />
    </MemoryRouter>,
  );
}

describe('StubHost', () => {
  it("mounts the matched route's screen through its lifecycles and follows links", async () => {
    renderAt('/transactions/trx-1', annaPrivate);
    expect(
      await screen.findByText(`transactions trx-1 for ${annaPrivate.currentContext!.name}`),
    ).toBeInTheDocument();
    expect(document.title).toBe('Transactions');

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
  });

  it("shows the remote's menu items as the persona's side menu would", () => {
    renderAt('/', benKellerRobotics);
    // Spec "Side menu visibility": a bootstrapper sees the dashboard, and transactions only where its rule holds.
    const labels = screen.getAllByRole('link').map((link) => link.textContent?.trim());
    expect(labels).toContain('Home');
    expect(labels.filter((label) => label === 'Movements')).toHaveLength(0);
  });

  it('says so when no route of the remote matches', () => {
    renderAt('/nowhere', annaPrivate);
    expect(screen.getByRole('alert')).toHaveTextContent('Page not available');
  });
});
