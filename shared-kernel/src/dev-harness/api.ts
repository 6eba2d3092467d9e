import { createApiClient } from '../api/axiosClient';
import type { Transport } from '../api/http';
import type { ApiClient } from '../api/types';
import type { EventBus } from '../bus/types';
import type { SessionSnapshot } from '../domain/session';

/** Canned answers keyed by "METHOD /path" (path below /api, without query), e.g. "GET /v3/auth/session". */
export type ApiFixtures = Record<string, unknown>;

export interface HarnessApiOptions {
  /** Receives the error catalogue's alerts (spec §8), as the host's bus does. */
  bus: Pick<EventBus, 'alert'>;
  fixtures?: ApiFixtures | null;
  /** Whether calls act in the session's context yet (the gateway refuses the header before sign-in). */
  actsInContext?: () => boolean;
  /** 401: the gateway session ended; the harness has no login page to route to. */
  onUnauthorized?: () => void;
}

/**
 * The harness's api client is the host's (shared-kernel/api createApiClient: same headers, same error
 * catalogue) against the dev server's /api proxy to the real gateway, or, in fixtures mode, answering
 * from the remote's fixtures and with a 404 for anything without one (never an invented success).
 */
export function createHarnessApi(getSession: () => SessionSnapshot, options: HarnessApiOptions): ApiClient {
  return createApiClient({
    env: getSession().env,
    bus: options.bus,
    getLanguage: () => getSession().language,
    getContext: () => ((options.actsInContext?.() ?? true) ? getSession().currentContext : null),
    onUnauthorized:
      options.onUnauthorized ??
      (() => console.warn('[kontor harness] the gateway session ended; reload the page to sign in again')),
    ...(options.fixtures ? { transport: fixtureTransport(options.fixtures) } : {}),
  });
}

function fixtureTransport(fixtures: ApiFixtures): Transport {
  return async (request) => {
    // Fixture keys name the path below /api.
    const path = (request.url.split('?')[0] ?? '').replace(/^\/api(?=\/)/, '');
    const key = `${request.method.toUpperCase()} ${path}`;
    if (!(key in fixtures)) {
      return { status: 404, data: { code: 'not_found', message: `no fixture for ${key}` }, headers: {} };
    }
    return { status: 200, data: fixtures[key], headers: {} };
  };
}
