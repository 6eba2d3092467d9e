/**
 * Test utilities (modelled on Backstage's renderInTestApp): render a screen the way the host mounts it,
 * through the production root (RemoteScreenRoot: remote context, staleness tracker, kit provider, a
 * controlled router on the one history, error boundary), with the real catalogues, a bus, an api client on
 * a mock transport and a session snapshot. Host components render through the same root.
 */
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { I18nextProvider } from 'shared-kernel/i18n';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { createApiClient } from '../api/axiosClient';
import type { ApiClient } from '../api/types';
import { createEventBus } from '../bus/eventBus';
import { createStalenessTracker, type StalenessTracker } from '../bus/staleness';
import type { EventBus } from '../bus/types';
import { RemoteScreenRoot } from '../contract/lifecycles';
import type { RemoteScreenProps } from '../contract/props';
import { personas, type PersonaName } from '../domain/fixtures/personas';
import type { Language } from '../domain/entities';
import type { SessionSnapshot } from '../domain/session';
import { createTestI18n } from './i18n';
import { createMockApi, type MockApi } from './mockApi';

export { createTestI18n, loadCatalogues, cataloguesDir, cataloguesRoot, type TestI18nOptions } from './i18n';
export {
  createMockApi,
  httpError,
  networkError,
  type MockApi,
  type MockMethod,
  type MockReply,
  type MockRequest,
} from './mockApi';
export { expectNoAxeViolations } from './axe';
export { describeRemoteContract, type RemoteContractOptions } from './remoteContract';
export {
  contractClient,
  loadGatewayOpenApi,
  type ContractCall,
  type ContractClient,
  type ContractClientOptions,
  type ContractContext,
  type OpenApiDocument,
} from './contractClient';
export {
  apiFactory,
  describeApiContract,
  type ApiCallCase,
  type ApiCase,
  type ApiContractOptions,
  type ApiFactoryCase,
  type ApiMethodCase,
  type NoCallCase,
} from './apiContract';
export { personas, type PersonaName };
export {
  QR_BILLS,
  QR_BILL_CREDITOR_REFERENCE,
  QR_BILL_IBAN,
  QR_BILL_QR_IBAN,
  QR_BILL_QR_REFERENCE,
  qrBillPayload,
  withQrBillLines,
  type QrBillPayloadOptions,
} from '../domain/fixtures/qrbill';

type MemoryHistory = ReturnType<typeof createMemoryHistory>;

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
  /**
   * The `staleness` screen prop useStaleReload reads: a tracker, `true` for a fresh one on the bus and the
   * session (as the host's), or none (the default: reloads on staleness off).
   */
  staleness?: StalenessTracker | true;
  /** Default false: a missing catalogue key throws. */
  allowMissingKeys?: boolean;
  renderOptions?: Omit<RenderOptions, 'wrapper'>;
}

export interface ScreenHarness extends RenderResult {
  bus: EventBus;
  /** The memory history the screen's router follows (the host's one history). */
  history: MemoryHistory;
  staleness: StalenessTracker | null;
  api: ApiClient;
  /** The mock transport, when the api is a MockApi (the default). */
  mockApi: MockApi | null;
  session: SessionSnapshot;
  i18n: i18n;
}

function isMockApi(api: MockApi | ApiClient): api is MockApi {
  return typeof (api as MockApi).on === 'function' && 'client' in api;
}

/** What the test hands the root as the screen: a component, or an element (re-rendered by `rerender`). */
const TestElement = createContext<ReactNode>(null);
function ElementScreen() {
  return <>{useContext(TestElement)}</>;
}

/**
 * Renders a screen with everything a Kontor screen gets from the host, through RemoteScreenRoot: either a
 * screen component (it receives the RemoteScreenProps) or any element (a screen's part, a host component).
 */
export function renderScreen(
  ui: ReactElement | ComponentType<RemoteScreenProps>,
  options: RenderScreenOptions = {},
): ScreenHarness {
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
  const staleness =
    options.staleness === true
      ? createStalenessTracker(bus, { getSession: () => session })
      : (options.staleness ?? null);
  // v5Compat: push and replace notify the listener too (the host's router follows every navigation).
  const history = createMemoryHistory({ initialEntries: [options.route ?? '/'], v5Compat: true });
  const screen = typeof ui === 'function' ? ui : ElementScreen;

  /** The host's side: the one history's location, followed as the host's router would. */
  function HostSide() {
    const [location, setLocation] = useState(history.location);
    useLayoutEffect(() => history.listen(({ location: next }) => setLocation(next)), []);
    return (
      <RemoteScreenRoot
        screen={screen}
        navigator={history}
        location={location}
        bus={bus}
        api={api}
        session={session}
        staleness={staleness}
        routeId={options.routeId ?? 'test'}
        routePath={options.path ?? '*'}
      />
    );
  }
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instance}>
      <TestElement.Provider value={children}>
        <HostSide />
      </TestElement.Provider>
    </I18nextProvider>
  );

  const result = render(typeof ui === 'function' ? <></> : ui, {
    ...options.renderOptions,
    wrapper: Wrapper,
  });
  return { ...result, bus, api, mockApi, session, i18n: instance, history, staleness };
}

export interface ScreenTest {
  session: SessionSnapshot;
  bus: EventBus;
  /** State the replies here before `render`. */
  mockApi: MockApi;
  render: (
    ui: ReactElement | ComponentType<RemoteScreenProps>,
    options?: Omit<RenderScreenOptions, 'session' | 'bus' | 'api'>,
  ) => ScreenHarness;
}

/**
 * A screen test whose replies are stated before the first render: the persona's session, a bus, the real api
 * client on a mock transport and a staleness tracker as the host has; `render` is renderScreen with them.
 */
export function screenTest(persona: PersonaName | SessionSnapshot = 'annaPrivate'): ScreenTest {
  const session = typeof persona === 'string' ? personas[persona] : persona;
  const bus = createEventBus();
  const mockApi = createMockApi(
    createApiClient({
      env: session.env,
      getLanguage: () => 'en',
      getContext: () => session.currentContext,
      bus,
      onUnauthorized: () => undefined,
    }),
  );
  return {
    session,
    bus,
    mockApi,
    render: (ui, options = {}) =>
      renderScreen(ui, { staleness: true, ...options, session, bus, api: mockApi }),
  };
}
