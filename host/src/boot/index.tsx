import 'shared-kernel/ui/kontor.css';
import '../app/host.css';
import { createRoot } from 'react-dom/client';
import { collectionsUrl, createBootClient, type ApiClientOptions } from 'shared-kernel/api';
import { createEventBus } from 'shared-kernel/bus';
import { gatewayCatalogueLoader, START_TEXTS } from 'shared-kernel/i18n';
import { applyTheme, preferredTheme } from 'shared-kernel/ui';
import type { AppHooks, AppStart } from '../app/startApp';
import { readEnvironment } from '../app/environment';
import { LoginBoot } from '../login/LoginBoot';
import { createAuthApi, type AuthGrant, type GatewaySession } from '../session/authApi';
import { rememberedProfileLanguage } from '../session/language';
import { isHostOnlyPath } from './hostOnly';
import { createOpening } from './openingCalls';
import { fetchRegistry } from './registry';
import { startingLanguage } from './startingLanguage';

const NO_SESSION: GatewaySession = {
  authLevel: 'none',
  refreshTokenExp: null,
  userUid: null,
  prospect: null,
};

/** The app: router, shell, session snapshot, federation runtime and remotes (one chunk, loaded on demand). */
const loadApp = () => import(/* webpackChunkName: "app" */ '../app/startApp');

const log = (message: string, error?: unknown) => console.warn(`[kontor host] ${message}`, error ?? '');

/**
 * Starts the host. The login renders with its own code only (form, texts, the auth calls); every other path,
 * and the login once the user signs in, starts the app, whose code, registry and route files are requested
 * at once beside the session (issue 17: a login page that is only a login page, fewer round trips).
 */
export async function startHost(
  container: HTMLElement | null = document.getElementById('root'),
): Promise<void> {
  if (!container) throw new Error('Kontor needs a #root element');
  applyTheme(preferredTheme(), { remember: false });
  const root = createRoot(container);
  root.render(<div className="kontor-boot" role="status" aria-label="Kontor" />);

  const env = readEnvironment();
  const bus = createEventBus();
  // The early script's answers to the reads the app's start made last time, taken once (issue 17). Of the
  // catalogues only the page start's own (START_TEXTS): a screen's texts depend on the route the page opens.
  const anyCatalogues = collectionsUrl('/api', []);
  const startTexts = collectionsUrl('/api', START_TEXTS);
  const opening = createOpening((url) => !url.startsWith(anyCatalogues) || url === startTexts);
  // The language every call and the catalogues use; settled by the profile before they are fetched.
  const language = startingLanguage(gatewayCatalogueLoader('/api', opening.fetch));
  // The app fills these in: the api client asks for the context and reports a 401 through them.
  const hooks: AppHooks = { context: () => null, unauthorized: () => undefined };
  const clientOptions: ApiClientOptions = {
    env,
    bus,
    getLanguage: () => language.current,
    getContext: () => hooks.context(),
    onUnauthorized: () => hooks.unauthorized(),
  };
  // The login's and the early calls' client, on fetch; the app makes its own on axios (startApp).
  const bootClient = createBootClient(clientOptions);
  bootClient.transport = opening.transport(bootClient.transport);
  const auth = createAuthApi(bootClient);
  const session = auth.session().catch((error: unknown) => {
    log('reading the session failed', error);
    return NO_SESSION;
  });
  let registry: Promise<unknown> | null = null;
  const prefetchApp = () => {
    registry ??= fetchRegistry();
    return loadApp();
  };
  const start = async (extra: Partial<AppStart> = {}) => {
    const { startApp } = await prefetchApp();
    await startApp({
      root,
      env,
      bus,
      clientOptions,
      auth,
      language,
      hooks,
      session,
      registry: registry!,
      opening,
      ...extra,
    });
  };

  if (!isHostOnlyPath(window.location.pathname)) {
    // The profile's language as this device last read it: the calls and the catalogues go out in it at once.
    if (rememberedProfileLanguage() === language.current) language.settle();
    await start();
    return;
  }
  language.settle();
  const [i18n, known] = await Promise.all([language.createI18n(), session]);
  // A signed-in user on /login goes to their landing page: that is the app's guard.
  if (known.authLevel === 'strong') {
    await start();
    return;
  }
  let prefetched = false;
  root.render(
    <LoginBoot
      auth={auth}
      i18n={i18n}
      onActivity={() => {
        if (prefetched) return;
        prefetched = true;
        void prefetchApp().catch(() => undefined);
      }}
      onStrong={(grant: AuthGrant) => void start({ grant })}
    />,
  );
}
