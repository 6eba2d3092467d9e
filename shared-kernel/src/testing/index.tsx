/**
 * Test utilities (modelled on Backstage's renderInTestApp): render a screen the way the host mounts it,
 * with the real catalogues, a bus, an api client on a mock transport, a session snapshot and a router.
 */
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient } from '../api/client';
import type { ApiClient } from '../api/types';
import { createEventBus } from '../bus/eventBus';
import type { StalenessTracker } from '../bus/staleness';
import { StalenessContext } from '../bus/useStaleReload';
import { RemoteContext } from '../contract/lifecycles';
import type { EventBus } from '../bus/types';
import { personas, type PersonaName } from '../domain/fixtures/personas';
import type { Language } from '../domain/entities';
import type { SessionSnapshot } from '../domain/session';
import { KernelProvider } from '../ui/KernelProvider';
import { createTestI18n } from './i18n';
import { createMockApi, type MockApi } from './mockApi';

export { createTestI18n, loadCatalogues, cataloguesDir, cataloguesRoot, type TestI18nOptions } from './i18n';
export {
  createMockApi,
  httpError,
  type MockApi,
  type MockMethod,
  type MockReply,
  type MockRequest,
} from './mockApi';
export { expectNoAxeViolations } from './axe';
export { describeRemoteContract, type RemoteContractOptions } from './remoteContract';
export { personas, type PersonaName };

export interface RenderScreenOptions {
  /** A session snapshot or a persona's name (shared-kernel/domain fixtures); default annaPrivate. */
  session?: SessionSnapshot | PersonaName;
  bus?: EventBus;
  /**
   * A MockApi (to state replies) or any api client. Default: the real api client (createApiClient: headers,
   * error catalogue alerts on the bus) on a fresh mock transport, reachable as `mockApi`.
   */
  api?: MockApi | ApiClient;
  /** Called when the api client meets a 401 (the host would clear the session). */
  onUnauthorized?: () => void;
  /** The location the router starts at; default '/'. */
  route?: string;
  /** Route pattern the screen is rendered under (so useParams works), e.g. '/transactions/:id?'. */
  path?: string;
  language?: Language;
  i18n?: i18n;
  /** The route id useRemoteContext hooks report (useBus/useApi/useSession work inside the screen); default 'test'. */
  routeId?: string;
  /** A staleness tracker for useStaleReload (e.g. createStalenessTracker(bus)); none by default. */
  staleness?: StalenessTracker;
  /** Default false: a missing catalogue key throws. */
  allowMissingKeys?: boolean;
  renderOptions?: Omit<RenderOptions, 'wrapper'>;
}

export interface ScreenHarness extends RenderResult {
  bus: EventBus;
  api: ApiClient;
  /** The mock transport, when the api is a MockApi (the default). */
  mockApi: MockApi | null;
  session: SessionSnapshot;
  i18n: i18n;
}

function isMockApi(api: MockApi | ApiClient): api is MockApi {
  return typeof (api as MockApi).on === 'function' && 'client' in api;
}

/** Renders `ui` with everything a Kontor screen expects from the host. */
export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}): ScreenHarness {
  const session =
    typeof options.session === 'string'
      ? personas[options.session]
      : (options.session ?? personas.annaPrivate);
  const bus = options.bus ?? createEventBus();
  const instance =
    options.i18n ??
    createTestI18n({
      language: options.language ?? 'en',
      allowMissingKeys: options.allowMissingKeys ?? false,
    });
  const given =
    options.api ??
    createMockApi(
      createApiClient({
        env: session.env,
        getLanguage: () => instance.language,
        getContext: () => session.currentContext,
        bus,
        onUnauthorized: options.onUnauthorized ?? (() => undefined),
      }),
    );
  const mockApi = isMockApi(given) ? given : null;
  const api = isMockApi(given) ? given.client : given;

  const remote = { bus, api, session, routeId: options.routeId ?? 'test' };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <RemoteContext.Provider value={remote}>
      <StalenessContext.Provider value={options.staleness ?? null}>
        <I18nextProvider i18n={instance}>
          <KernelProvider
            amountVisible={session.amountVisible}
            bus={bus}
            locale={session.profile?.communication.locale ?? null}
          >
            <MemoryRouter initialEntries={[options.route ?? '/']}>
              {options.path ? (
                <Routes>
                  <Route path={options.path} element={children} />
                </Routes>
              ) : (
                children
              )}
            </MemoryRouter>
          </KernelProvider>
        </I18nextProvider>
      </StalenessContext.Provider>
    </RemoteContext.Provider>
  );

  const result = render(ui, { ...options.renderOptions, wrapper: Wrapper });
  return { ...result, bus, api, mockApi, session, i18n: instance };
}
