/**
 * The standalone dev harness: a stub host that runs one remote alone (DESIGN.md "Every remote also runs
 * alone"). Each remote's `src/dev/harness.tsx` calls `startStubHost`, and `pnpm --filter remote-<x> dev`
 * serves it. Screens go through their lifecycles as a single-spa Parcel, as in the host.
 *
 * URL switches: `?persona=anna` or `?persona=annaBaeckerei` (fixtures in domain/fixtures/personas.ts),
 * `?lang=fr`, and `?fixtures=1` to answer api calls from the remote's fixtures instead of the gateway.
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared-kernel/router';
import { connectEventStream, createEventBus } from 'shared-kernel/bus';
import type { RemoteDescriptor } from 'shared-kernel/contract';
import type { Language } from '../domain/entities';
import { createHarnessApi, type ApiFixtures } from './api';
import { createHarnessI18n, type Catalogue } from './i18n';
import { personaFromQuery } from './persona';
import { signInAsPersona } from './signIn';
import { StubHost, type ScreenLoaders } from './StubHost';
import './harness.css';

export { StubHost, type ScreenLoaders, type StubHostProps } from './StubHost';
export { createHarnessApi, type ApiFixtures, type HarnessApiOptions } from './api';
export { createHarnessI18n, type Catalogue, type HarnessI18nOptions } from './i18n';
export { personaFromQuery, linkOfRoute } from './persona';

export interface StubHostOptions {
  remoteName: string;
  descriptor: Pick<RemoteDescriptor, 'routes' | 'menu'>;
  screens: ScreenLoaders;
  /** The remote's own catalogue folder by language (remote-<name>/catalogues/<lang>.json). */
  catalogues?: Partial<Record<Language, Catalogue>>;
  /** Canned api answers for `?fixtures=1`, keyed "GET /v3/...". */
  fixtures?: ApiFixtures;
  /** Where to render; `#root` by default. */
  element?: HTMLElement | null;
}

const LANGUAGES: Language[] = ['de', 'fr', 'it', 'en'];

export async function startStubHost(options: StubHostOptions): Promise<void> {
  const query = new URLSearchParams(window.location.search);
  const { name, session: persona } = personaFromQuery(window.location.search);
  const wantedLanguage = query.get('lang') as Language | null;
  const language = wantedLanguage && LANGUAGES.includes(wantedLanguage) ? wantedLanguage : persona.language;
  const session = { ...persona, language };
  const fixturesMode = query.get('fixtures') === '1';

  const bus = createEventBus();
  let signedIn = fixturesMode;
  const api = createHarnessApi(() => session, {
    bus,
    fixtures: fixturesMode ? (options.fixtures ?? {}) : null,
    actsInContext: () => signedIn,
  });
  const { gatewayReached } = await createHarnessI18n({
    language,
    ownCatalogues: options.catalogues,
    fromGateway: !fixturesMode,
  });
  // Screen readers pronounce the page in its language (WCAG 3.1.1), as in the host.
  document.documentElement.lang = language;

  // A real gateway session for the persona before any screen calls the api, as the host has after login.
  let signInFailed = false;
  if (!fixturesMode && gatewayReached) {
    try {
      await signInAsPersona(api, session);
      signedIn = true;
    } catch (error) {
      console.error('[kontor harness] sign-in failed', error);
      signInFailed = true;
    }
  }

  // After the first render, so the stub host's alert areas already listen to the bus.
  const startSession = () => {
    if (fixturesMode) return;
    if (!gatewayReached) {
      bus.alert({
        message: 'webapp.federation.error.network',
        alertType: 'error',
        banner: true,
        autoDismissDelay: 0,
      });
    } else if (signInFailed) {
      bus.alert({
        message: 'app.error.session_expired',
        alertType: 'error',
        banner: true,
        autoDismissDelay: 0,
      });
    } else if (session.authLevel === 'strong') {
      // Prospects (pin level) have no event stream.
      connectEventStream(bus);
    }
  };

  const element = options.element ?? document.getElementById('root');
  if (!element) throw new Error('the dev harness needs an element with id "root"');
  createRoot(element).render(
    <BrowserRouter>
      <StubHost
        remoteName={options.remoteName}
        descriptor={options.descriptor}
        screens={options.screens}
        personaName={name}
        session={session}
        bus={bus}
        api={api}
        onMounted={startSession}
      />
    </BrowserRouter>,
  );
}
