/**
 * The API client every package uses: an axios instance with the gateway's headers (spec §7) and the
 * error catalogue of spec §8 applied once, in interceptors, so no screen repeats it.
 */
import axios, { type AxiosAdapter, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { EventBus } from '../bus/types';
import type { Context, Environment, Language } from '../domain/entities';
import { ALERT_IDS, API_KEY, APP_VERSION, IGNORED_404_CODES, ORIGIN } from './constants';
import type { ApiClient, CodedErrorBody } from './types';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The caller handles every error itself (no alert, no session expiry), e.g. the login call
     * whose 401 means wrong credentials, not an expired session.
     */
    skipErrorCatalogue?: boolean;
  }
}

export interface ApiClientOptions {
  baseURL?: string;
  env: Environment;
  getLanguage: () => Language | string;
  getContext: () => Pick<Context, 'uid' | 'type'> | null;
  bus: Pick<EventBus, 'alert'>;
  /** 401: the host clears the session and routes to login (or prospect login on prospect routes). */
  onUnauthorized: () => void;
  /** Injected in tests. */
  adapter?: AxiosAdapter;
}

const codeOf = (error: AxiosError): string | null => {
  const data = error.response?.data as Partial<CodedErrorBody> | undefined;
  return data && typeof data === 'object' && data.code !== undefined && data.code !== null
    ? String(data.code)
    : null;
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = axios.create({
    baseURL: options.baseURL ?? '/api',
    withCredentials: true,
    headers: { 'x-api-key': API_KEY, 'x-origin': ORIGIN, 'x-origin-version': APP_VERSION },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    config.headers.set(
      'Accept-Language',
      String(options.getLanguage() || 'en')
        .slice(0, 2)
        .toLowerCase(),
    );
    const context = options.getContext();
    if (context && context.type !== 'private') config.headers.set('x-partnership-uid', context.uid);
    else config.headers.delete('x-partnership-uid');
    return config;
  });

  const technicalError = (status: number | 'network') =>
    options.bus.alert({
      id: ALERT_IDS.technicalError(status),
      message: 'app.error.technical',
      alertType: 'error',
    });

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (!axios.isAxiosError(error) || error.config?.skipErrorCatalogue || axios.isCancel(error)) {
      return Promise.reject(error);
    }
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
    // 400 and 422 pass through to the caller; 403 and 408 are ignored (rejected quietly).
    return Promise.reject(error);
  });

  return client;
}
