import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createI18n, I18nextProvider, initReactI18next } from 'shared-kernel/i18n';
import type { ResourceLanguage } from 'i18next';
import type { RemoteLifecycles } from 'shared-kernel/contract';
import { loadCatalogues } from 'shared-kernel/testing';
import { loadRemotes } from './loader';
import { RemoteScreen, type RemoteScreenComponentProps } from './RemoteScreen';
import { descriptorFixture, fixtureFetch, ok, registryFixture } from './testing/fixtures';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  init: () => ({ registerRemotes, loadRemote, moduleCache: new Map(), shareScopeMap: {} }),
}));

type ParcelProps = { domElement: HTMLElement; routeId: string; location: { pathname: string } };

/** Lifecycles shaped like single-spa-react's, rendering plain DOM so the test sees what the parcel got. */
function screenLifecycles(): RemoteLifecycles & { mount: jest.Mock; update: jest.Mock } {
  const show = async (props: unknown) => {
    const { domElement, routeId, location } = props as ParcelProps;
    domElement.textContent = `${routeId} at ${location.pathname}`;
  };
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(show),
    unmount: jest.fn(async (props: unknown) => {
      (props as ParcelProps).domElement.textContent = '';
    }),
    update: jest.fn(show),
  };
}

function screenProps(pathname: string): RemoteScreenComponentProps['screenProps'] {
  return {
    location: { pathname, search: '', hash: '', state: null, key: pathname },
    navigator: {} as never,
    bus: {} as never,
    api: {} as never,
    session: {} as never,
  };
}

const accounts = descriptorFixture('accounts');
// The customer knows screens, not remotes: the notice names the route's title.
const route = { ...accounts.routes[0]!, titleKey: 'webapp.title.transactions' };
const scriptFailure = new Error(
  '[ Federation Runtime ]: [ RUNTIME-008 ] Failed to load script resources. ScriptNetworkError: Failed to load script',
);

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: loadCatalogues('en') } } });
});

beforeEach(() => {
  registerRemotes.mockClear();
  loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

async function loadFixtureRemotes(descriptor = accounts) {
  const origin = 'http://remotes.test/remotes/accounts/1.0.0';
  await loadRemotes({
    env: 'prod',
    fetch: fixtureFetch({
      '/registry.json': ok(registryFixture(['accounts'])),
      [`${origin}/descriptor.json`]: ok(descriptor),
    }),
  });
}

describe('RemoteScreen', () => {
  it('mounts the route module as a parcel and passes location changes through update', async () => {
    await loadFixtureRemotes();
    const lifecycles = screenLifecycles();
    loadRemote.mockResolvedValue({ default: lifecycles });

    const view = render(
      <RemoteScreen remote="accounts" route={route} screenProps={screenProps('/accounts')} />,
    );
    expect(await screen.findByText('accounts.home at /accounts')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('kontor_accounts/Home');

    view.rerender(<RemoteScreen remote="accounts" route={route} screenProps={screenProps('/accounts/2')} />);
    expect(await screen.findByText('accounts.home at /accounts/2')).toBeInTheDocument();
    expect(lifecycles.mount).toHaveBeenCalledTimes(1);
    expect(lifecycles.update).toHaveBeenCalled();
  });

  it('mounts a screen once its remote’s texts are in, loaded side by side with its code (issue 34)', async () => {
    await loadFixtureRemotes({ ...accounts, texts: ['app.accounts'] });
    const lifecycles = screenLifecycles();
    loadRemote.mockResolvedValue({ default: lifecycles });
    const english = loadCatalogues('en') as Record<string, Record<string, unknown>>;
    const answers: Array<(resources: ResourceLanguage) => void> = [];
    const load = jest.fn(async (_language: string, names: readonly string[] = []) =>
      names.includes('app.accounts')
        ? new Promise<ResourceLanguage>((resolve) => answers.push(resolve))
        : ({ webapp: english.webapp } as ResourceLanguage),
    );
    const i18n = await createI18n({ language: 'en', loadCatalogues: load, texts: ['webapp'] });

    render(
      <I18nextProvider i18n={i18n}>
        <RemoteScreen remote="accounts" route={route} screenProps={screenProps('/accounts')} />
      </I18nextProvider>,
    );
    await screen.findByRole('status');
    expect(load).toHaveBeenLastCalledWith('en', ['app.accounts']);
    expect(loadRemote).toHaveBeenCalledWith('kontor_accounts/Home');
    expect(lifecycles.mount).not.toHaveBeenCalled();

    act(() => answers[0]!({ app: { accounts: english.app?.accounts } } as ResourceLanguage));
    expect(await screen.findByText('accounts.home at /accounts')).toBeInTheDocument();
    expect(i18n.exists('app.accounts')).toBe(true);
  });

  it('shows Retry when its remote’s texts do not come, and mounts the screen once they do', async () => {
    await loadFixtureRemotes({ ...accounts, texts: ['app.accounts'] });
    loadRemote.mockResolvedValue({ default: screenLifecycles() });
    const english = loadCatalogues('en') as Record<string, Record<string, unknown>>;
    let failing = true;
    const load = jest.fn(async (_language: string, names: readonly string[] = []) => {
      if (!names.includes('app.accounts')) return { webapp: english.webapp } as ResourceLanguage;
      if (failing) throw new Error('Loading message catalogues (en) failed with HTTP 503');
      return { app: { accounts: english.app?.accounts } } as ResourceLanguage;
    });
    const i18n = await createI18n({ language: 'en', loadCatalogues: load, texts: ['webapp'] });

    render(
      <I18nextProvider i18n={i18n}>
        <RemoteScreen remote="accounts" route={route} screenProps={screenProps('/accounts')} />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The page “Transactions” is not available right now',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('accounts.home at /accounts')).toBeInTheDocument();
  });

  it('shows a translated, classified error with Retry, and recovers once the remote is back', async () => {
    await loadFixtureRemotes();
    const lifecycles = screenLifecycles();
    loadRemote.mockRejectedValueOnce(scriptFailure).mockResolvedValueOnce({ default: lifecycles });

    render(<RemoteScreen remote="accounts" route={route} screenProps={screenProps('/accounts')} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-failure-kind', 'network');
    expect(alert).toHaveTextContent('The page “Transactions” is not available right now');
    expect(alert).not.toHaveTextContent('Accounts');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveClass('k-button');
    expect(alert).toHaveTextContent('The server could not be reached.');

    registerRemotes.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('accounts.home at /accounts')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The container never started, so the runtime must forget the failed remote and fetch it anew.
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'kontor_accounts', entry: 'http://remotes.test/remotes/accounts/1.0.0/mf-manifest.json' }],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('loads a screen that failed while offline again by itself once the browser is back online', async () => {
    await loadFixtureRemotes();
    const lifecycles = screenLifecycles();
    loadRemote.mockRejectedValueOnce(scriptFailure).mockResolvedValueOnce({ default: lifecycles });

    render(<RemoteScreen remote="accounts" route={route} screenProps={screenProps('/accounts')} />);
    expect(await screen.findByRole('alert')).toHaveAttribute('data-status', 'unavailable');

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('accounts.home at /accounts')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('contains a screen that throws while mounting as an evaluation failure', async () => {
    await loadFixtureRemotes();
    const lifecycles = screenLifecycles();
    lifecycles.mount.mockRejectedValueOnce(new TypeError('Cannot read properties of undefined'));
    loadRemote.mockResolvedValue({ default: lifecycles });

    render(<RemoteScreen remote="accounts" route={route} screenProps={screenProps('/accounts')} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-failure-kind', 'evaluation');
    expect(alert).toHaveTextContent('The page could not be started.');
  });

  it('shows the refusal of an incompatible remote without loading its code or offering Retry', async () => {
    await loadFixtureRemotes(
      descriptorFixture('accounts', { builtWith: { ...__KONTOR_BUILT_WITH__, react: '18.3.1' } }),
    );

    render(<RemoteScreen remote="accounts" route={route} screenProps={screenProps('/accounts')} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The page “Transactions” cannot be opened in this version of Kontor');
    expect(alert).toHaveTextContent(
      `was built with react 18.3.1; this Kontor provides ${__KONTOR_BUILT_WITH__['react']}`,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
