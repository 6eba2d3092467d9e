import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'shared-kernel/i18n';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useNavigate,
  useParams,
  type Location,
  type Navigator,
} from 'react-router';
import { mountRootParcel } from 'single-spa';
import { Subject } from 'rxjs';
import type { ApiClient } from '../api/types';
import type { EventBus } from '../bus/types';
import { annaBaeckerei, annaPrivate } from '../domain/fixtures/personas';
import type { SessionSnapshot } from '../domain/session';
import { defineRemoteScreen, useApi, useBus, useSession } from './lifecycles';
import type { RemoteLifecycles, RemoteScreenProps } from './props';

const bus = { alerts$: new Subject(), dismissed$: new Subject() } as unknown as EventBus;
const api = { defaults: {} } as unknown as ApiClient;

// single-spa drives the screen's own React root outside the test's act scope: silence that warning, and
// the logs of the screen that fails on purpose, only.
const consoleError = console.error;
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    if (text.includes('not wrapped in act') || text.includes('boom')) return;
    consoleError(...args);
  });
});
afterAll(() => jest.restoreAllMocks());

beforeAll(async () => {
  // As the host does: the one i18next instance registered through initReactI18next, no provider.
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          webapp: { title: { transactions: 'Transactions' } },
          app: { error: { general: 'Something went wrong.' } },
          dict: { retry: 'Try again' },
        },
      },
    },
  });
});

function Transactions() {
  const { t } = useTranslation();
  const { id } = useParams();
  const session = useSession();
  const sameApi = useApi() === api;
  const sameBus = useBus() === bus;
  return (
    <div>
      <h1>{t('webapp.title.transactions')}</h1>
      <p data-testid="id">{id ?? 'none'}</p>
      <p data-testid="context">{session.currentContext?.name}</p>
      <p data-testid="wiring">{String(sameApi && sameBus)}</p>
    </div>
  );
}

function propsFor(location: Location, navigator: Navigator, session: SessionSnapshot): RemoteScreenProps {
  return {
    location,
    navigator,
    session,
    bus,
    api,
    routeId: 'accounts.transactions',
    routePath: '/transactions/:id?',
  };
}

async function mount(lifecycles: RemoteLifecycles, props: RemoteScreenProps) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const parcel = mountRootParcel(lifecycles as never, { ...props, domElement } as never);
  await settle(parcel.mountPromise);
  return { parcel, domElement };
}

/** single-spa-react resolves a lifecycle once React has rendered, so await it outside act, then flush. */
async function settle(lifecycle: Promise<unknown>) {
  await lifecycle;
  await act(async () => undefined);
}

describe('defineRemoteScreen', () => {
  it('renders the screen under the host location and follows it through update', async () => {
    const history = createMemoryHistory({ initialEntries: ['/transactions/trx-42'] });
    const lifecycles = defineRemoteScreen(Transactions);
    const { parcel } = await mount(lifecycles, propsFor(history.location, history, annaPrivate));

    expect(screen.getByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByTestId('id')).toHaveTextContent('trx-42');
    expect(screen.getByTestId('context')).toHaveTextContent(annaPrivate.currentContext!.name);
    expect(screen.getByTestId('wiring')).toHaveTextContent('true');

    history.push('/transactions');
    await settle(parcel.update!({ ...propsFor(history.location, history, annaBaeckerei) } as never));
    expect(screen.getByTestId('id')).toHaveTextContent('none');
    expect(screen.getByTestId('context')).toHaveTextContent(annaBaeckerei.currentContext!.name);

    await settle(parcel.unmount());
    expect(screen.queryByRole('heading', { name: 'Transactions' })).not.toBeInTheDocument();
  });

  it('navigates through the host navigator, never a history of its own', async () => {
    const history = createMemoryHistory({ initialEntries: ['/transactions'] });
    const push = jest.spyOn(history, 'push');
    function Linker() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/transactions/trx-7')}>go</button>;
    }
    const { parcel } = await mount(
      defineRemoteScreen(Linker),
      propsFor(history.location, history, annaPrivate),
    );
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(push).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/transactions/trx-7' }),
      undefined,
      {},
    );
    expect(history.location.pathname).toBe('/transactions/trx-7');
    await settle(parcel.unmount());
  });

  it('contains a failing screen with a translated message and a retry', async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>recovered</p>;
    }
    const history = createMemoryHistory({ initialEntries: ['/transactions'] });
    const { parcel } = await mount(
      defineRemoteScreen(Flaky),
      propsFor(history.location, history, annaPrivate),
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByText('recovered')).toBeInTheDocument();
    await settle(parcel.unmount());
  });
});
