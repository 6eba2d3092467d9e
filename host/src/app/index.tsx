import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createApiClient } from 'shared-kernel/api';
import { createEventBus } from 'shared-kernel/bus';
import type { Language } from 'shared-kernel/domain';
import { createI18n } from 'shared-kernel/i18n';
import { applyTheme, preferredTheme } from 'shared-kernel/ui';
import { loadRemotes } from '../federation/loader';
import { createAuthApi } from '../session/authApi';
import { SessionController } from '../session/sessionController';
import { languageOf } from '../session/snapshot';
import { APP_VERSION, readEnvironment } from './environment';
import { HostApp } from './HostApp';
import { hostMenu, hostRouteDescriptors, hostRoutes } from './hostRoutes';
import { buildRoutes } from './routes';
import './host.css';

const log = (message: string, error?: unknown) => console.warn(`[kontor host] ${message}`, error ?? '');

/** Prospect screens send an expired session to the prospect login (spec §8: 401). */
const isProspectPath = (path: string) => /^\/prospect-/.test(path);

/**
 * Starts the host: bus, i18n with the catalogues, api client, session, the remotes' descriptors,
 * then the router (one history for the host and every remote), rendered into #root.
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
  const i18n = await createI18n({ language: languageOf(navigator.language, 'en') });
  // Screen readers pronounce the page in its language (WCAG 3.1.1).
  const followLanguage = (language: string) => (document.documentElement.lang = languageOf(language, 'en'));
  followLanguage(i18n.language);
  i18n.on('languageChanged', followLanguage);
  // Filled in below; the api client reads the session lazily for each request.
  let session: SessionController | null = null;
  let router: ReturnType<typeof createBrowserRouter> | null = null;

  const api = createApiClient({
    env,
    bus,
    getLanguage: () => languageOf(i18n.language, 'en'),
    getContext: () => session?.requestContext() ?? null,
    // Spec §8: 401 clears the session and routes to the login (prospect login on prospect routes).
    onUnauthorized: () => {
      if (!session || session.state.authLevel === 'none') return;
      const target = isProspectPath(window.location.pathname) ? '/prospect-login' : '/login';
      void session.logout('expired').then(() => router?.navigate(target, { replace: true }));
    },
  });
  const auth = createAuthApi(api);
  session = new SessionController({
    api,
    auth,
    bus,
    env,
    appVersion: APP_VERSION,
    language: () => languageOf(i18n.language, 'en'),
    changeLanguage: (language: Language) => i18n.changeLanguage(language),
    log,
  });

  const [loaded] = await Promise.all([loadRemotes({ env }), session.start()]);
  const ownRoutes = hostRoutes(env);
  router = createBrowserRouter(buildRoutes(loaded.routes, ownRoutes));
  // The side menu treats the host's own entries (debug pages) like a remote's.
  const remotes = {
    ...loaded,
    routes: [...loaded.routes, ...hostRouteDescriptors(ownRoutes)],
    menu: [...loaded.menu, ...hostMenu(ownRoutes)],
  };
  root.render(
    <HostApp
      services={{ env, appVersion: APP_VERSION, bus, api, auth, session, remotes }}
      i18n={i18n}
      router={router}
    />,
  );
}
