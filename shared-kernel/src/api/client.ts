/**
 * What every api client of the app shares: its options, the gateway's headers (spec §7) and the error catalogue
 * of spec §8, applied once, here, so no screen repeats them. The signed-in app's client is on axios
 * (axiosClient.ts); the page's first client, for the login and the early calls, on fetch (http.ts).
 */
import type { EventBus } from '../bus/types';
import { COLLECTIONS_NAMES_MAX } from '../domain/contracts/reference';
import type { Context, Environment, Language } from '../domain/entities';
import { ALERT_IDS, API_KEY, APP_VERSION, IGNORED_404_CODES, ORIGIN } from './constants';
import { createHttpClient, type Transport, type TransportClient } from './http';
import type { HttpError } from './httpError';
import type { CodedErrorBody } from './types';

export interface ApiClientOptions {
  baseURL?: string;
  env: Environment;
  getLanguage: () => Language | string;
  getContext: () => Pick<Context, 'uid' | 'type'> | null;
  bus: Pick<EventBus, 'alert'>;
  /** 401: the host clears the session and routes to login (or prospect login on prospect routes). */
  onUnauthorized: () => void;
  /** Injected in tests and the dev harness's fixtures; otherwise the client's own (axios or fetch). */
  transport?: Transport;
}

const codeOf = (error: HttpError): string | null => {
  const data = error.response?.data as Partial<CodedErrorBody> | undefined;
  return data && typeof data === 'object' && data.code !== undefined && data.code !== null
    ? String(data.code)
    : null;
};

/**
 * The error catalogue of spec §8, applied once for every failed call of a client: a network failure or a 5xx
 * alerts a technical error, a 401 expires the session, a 404 alerts unless its code is one the screens handle,
 * a 413 says the file was too large. 400 and 422 pass through to the caller; 403 and 408 are ignored.
 */
export function errorCatalogue(options: Pick<ApiClientOptions, 'bus' | 'onUnauthorized'>) {
  const technicalError = (status: number | 'network') =>
    options.bus.alert({
      id: ALERT_IDS.technicalError(status),
      message: 'app.error.technical',
      alertType: 'error',
    });
  return (error: HttpError): void => {
    if (error.config.skipErrorCatalogue || error.code === 'ERR_CANCELED') return;
    const status = error.response?.status;
    if (status === undefined) {
      technicalError('network');
    } else if (status === 401) {
      options.bus.alert({
        id: ALERT_IDS.sessionExpired,
        message: 'app.error.session_expired',
        alertType: 'info',
      });
      options.onUnauthorized();
    } else if (status === 404) {
      const code = codeOf(error);
      if (!(code !== null && IGNORED_404_CODES.includes(code))) technicalError(404);
    } else if (status === 413) {
      options.bus.alert({
        id: ALERT_IDS.payloadTooLarge,
        message: 'app.error.payload_too_large',
        alertType: 'error',
      });
    } else if (status >= 500) {
      technicalError(status);
    }
  };
}

/**
 * The page's first client, on the browser's fetch: the login page and the calls made before the app's code has
 * loaded (the session read) use it, so the login carries no axios. Same headers and catalogue as the signed-in
 * app's client (createApiClient, on axios).
 */
export function createBootClient(options: ApiClientOptions): TransportClient {
  return createHttpClient({
    baseURL: options.baseURL ?? '/api',
    transport: options.transport,
    onFailure: errorCatalogue(options),
    headers: () => gatewayHeaders(options.getLanguage(), options.getContext()),
  });
}

/** GET /api/collections for `names` (catalogue prefixes, spec §7), under the api's `baseURL`. */
export const collectionsUrl = (baseURL: string, names: readonly string[]): string =>
  `${baseURL}/collections?names=${names.join(',')}`;

/**
 * GET /api/collections for `names` in as few requests as the gateway's limit on the list allows
 * (COLLECTIONS_NAMES_MAX characters each, in order): one for the page start's or a screen's texts, more when a
 * language change loads every text asked for so far.
 */
export function collectionsUrls(baseURL: string, names: readonly string[]): string[] {
  const groups: string[][] = [];
  let length = 0;
  for (const name of names) {
    const last = groups.at(-1);
    if (last && length + 1 + name.length <= COLLECTIONS_NAMES_MAX) {
      last.push(name);
      length += 1 + name.length;
    } else {
      groups.push([name]);
      length = name.length;
    }
  }
  return (groups.length > 0 ? groups : [[]]).map((group) => collectionsUrl(baseURL, group));
}

/**
 * The gateway's request headers (spec §7): the client's identity, the language and, in a partnership context, the
 * partnership. Every call of the api client sends them; the host's early script (before the client exists) too.
 */
export function gatewayHeaders(
  language: Language | string,
  context: Pick<Context, 'uid' | 'type'> | null = null,
): Record<string, string> {
  return {
    'x-api-key': API_KEY,
    'x-origin': ORIGIN,
    'x-origin-version': APP_VERSION,
    'Accept-Language': String(language || 'en')
      .slice(0, 2)
      .toLowerCase(),
    ...(context && context.type !== 'private' ? { 'x-partnership-uid': context.uid } : {}),
  };
}
