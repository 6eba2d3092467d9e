import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createApiClient, loadAxiosTransport, type ApiClientOptions } from 'shared-kernel/api';
import type { EventBus } from 'shared-kernel/bus';
import type { Context, Environment } from 'shared-kernel/domain';
import { loadTexts } from 'shared-kernel/i18n';
import type { Opening } from '../boot/openingCalls';
import type { StartingLanguage } from '../boot/startingLanguage';
import { patternMatches } from '../boot/registry';
import { loadRemotes } from '../federation/loader';
import { remoteTexts } from '../federation/state';
import { warmSharedModules } from '../federation/runtime';
import { recordEventPositions } from '../shell/eventPosition';
import type { AuthApi, AuthGrant, GatewaySession } from '../session/authApi';
import { SessionController } from '../session/sessionController';
import { APP_VERSION } from './environment';
import { HostApp, type AppNavigation } from './HostApp';
import { hostMenu, hostRouteDescriptors, hostRoutes } from './hostRoutes';
import { pageSettling } from './pageSettling';
import { buildRoutes } from './routes';

const log = (message: string, error?: unknown) => console.warn(`[kontor host] ${message}`, error ?? '');

/** Prospect screens send an expired session to the prospect login (spec §8: 401). */
const isProspectPath = (path: string) => /^\/prospect-/.test(path);

/** What the api client made at the page's start asks of the app. */
export interface AppHooks {
  context: () => Pick<Context, 'uid' | 'type'> | null;
  unauthorized: () => void;
}

/** What the page's start (boot/index.tsx) hands the app: its services and the requests already under way. */
export interface AppStart {
  root: Root;
  env: Environment;
  bus: EventBus;
  /** The options of the page's clients: the app's own (axios) is made from them here. */
  clientOptions: ApiClientOptions;
  /** The session's calls (login, session, logout) on the page's first client (fetch). */
  auth: AuthApi;
  language: StartingLanguage;
  hooks: AppHooks;
  /** GET /v3/auth/session, asked at the page's start. */
  session: Promise<GatewaySession>;
  /** /registry.json, asked at the page's start. */
  registry: Promise<unknown>;
  /** The login's code step granted strong authentication in this page. */
  grant?: AuthGrant;
  /** The early script's answers and the record of this start's reads (boot/openingCalls.ts). */
  opening?: Pick<Opening, 'finish' | 'transport'>;
}

/**
 * Starts the app: the session (and its snapshot), the remotes' descriptors with the federation runtime, then
 * the router (one history for the host and every remote), rendered into the page's root.
 */
export async function startApp(start: AppStart): Promise<void> {
  const { root, env, bus, auth, language, hooks } = start;
  // The signed-in app's api client (one every remote is handed); the early answers of the page's start reach it
  // too. Its transport is axios, loaded once the first screen has settled: until then its calls go on fetch.
  const api = createApiClient(start.clientOptions);
  const settling = pageSettling();
  api.transport = settling.transport(api.transport);
  settling.whenSettled(
    () => void loadAxiosTransport().catch((error: unknown) => log('loading axios failed', error)),
  );
  if (start.opening) api.transport = start.opening.transport(api.transport);
  // Where the event stream starts: after the oldest position the app's answers carried (early ones too).
  const eventPositions = recordEventPositions();
  api.transport = eventPositions.transport(api.transport);
  const navigation: AppNavigation = { navigate: null };
  const session = new SessionController({
    api,
    auth,
    bus,
    env,
    appVersion: APP_VERSION,
    language: () => language.current,
    changeLanguage: language.change,
    log,
  });
  hooks.context = () => session.requestContext();
  // Spec §8: 401 clears the session and routes to the login (prospect login on prospect routes).
  hooks.unauthorized = () => {
    if (session.state.authLevel === 'none') return;
    const target = isProspectPath(window.location.pathname) ? '/prospect-login' : '/login';
    void session.logout('expired').then(() => navigation.navigate?.(target, { replace: true }));
  };

  const remotesLoading = loadRemotes({ env, registry: start.registry }).then((loaded) => {
    // Every remote screen takes these from the host: fetched now, beside the remote's own files.
    if (loaded.remotes.some((remote) => remote.status === 'ready')) warmSharedModules();
    return loaded;
  });
  const sessionStarting = (
    start.grant ? session.strongGranted(start.grant) : start.session.then((known) => session.start(known))
  ).finally(language.settle);
  // One catalogue fetch of the page start's texts, in the language the profile (or this device) says.
  const i18n = await language.createI18n();
  const [loaded] = await Promise.all([remotesLoading, sessionStarting]);
  // The opening screen's own texts (its remote's descriptor names them), asked for now, beside its code: while the
  // early answers are still taken (the early script asks for them from the registry's snapshot, boot/early.ts).
  const openingRoute = loaded.routes.find((route) => patternMatches(route.path, window.location.pathname));
  if (openingRoute) void loadTexts(i18n, remoteTexts(openingRoute.remote)).catch(() => undefined);
  // The reads this start made are the next page start's early requests when they showed a signed-in user.
  start.opening?.finish(
    session.state.authLevel === 'strong' && session.state.snapshotStatus === 'ready',
    language.current,
  );
  const ownRoutes = hostRoutes(env);
  const routes = buildRoutes(loaded.routes, ownRoutes);
  // The side menu treats the host's own entries (debug pages) like a remote's.
  const remotes = {
    ...loaded,
    routes: [...loaded.routes, ...hostRouteDescriptors(ownRoutes)],
    menu: [...loaded.menu, ...hostMenu(ownRoutes)],
  };
  // The shell's first render in slices (a transition), not one long task (issue 34: total blocking time).
  startTransition(() =>
    root.render(
      <HostApp
        services={{
          env,
          appVersion: APP_VERSION,
          bus,
          api,
          auth,
          session,
          remotes,
          streamStartAfter: eventPositions.oldest,
        }}
        i18n={i18n}
        routes={routes}
        navigation={navigation}
      />,
    ),
  );
}
