import axios, { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ApiClient } from '../api/types';

export type MockMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface MockRequest {
  method: MockMethod;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
  headers: Record<string, unknown>;
}

export interface MockReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

type Responder = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

interface Route {
  method: MockMethod;
  url: string | RegExp;
  responder: Responder;
  once: boolean;
}

/** An api client whose transport is a table of replies: tests state the calls a screen makes. */
export interface MockApi {
  client: ApiClient;
  /** Replies to method + url (exact full path, or a RegExp) until reset; a later standing reply wins. */
  on(method: MockMethod, url: string | RegExp, responder: Responder): MockApi;
  /** Replies once; one-off replies are used before standing ones, in the order they were given. */
  onceOn(method: MockMethod, url: string | RegExp, responder: Responder): MockApi;
  /** Every request the client sent, in order. */
  readonly calls: MockRequest[];
  reset(): void;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * A mock transport for an api client (an in-memory axios adapter): pass the client to mock (e.g. one from
 * createApiClient, so its headers and error catalogue run) or get a bare axios instance. A request without
 * a route fails with a 501 whose message names it, so a test never passes on a call it did not expect.
 */
export function createMockApi(client?: ApiClient): MockApi {
  const routes: Route[] = [];
  const calls: MockRequest[] = [];

  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toLowerCase() as MockMethod;
    // Routes name the full path (baseURL + url, e.g. /api/v3/auth/session), as docs/integration.md does.
    const url = config.url ?? '';
    const full = /^https?:\/\//.test(url) ? url : `${(config.baseURL ?? '').replace(/\/$/, '')}${url}`;
    const path = full.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const request: MockRequest = {
      method,
      url: path,
      params: (config.params as Record<string, unknown>) ?? {},
      data: parseBody(config.data),
      headers: { ...(config.headers as object) },
    };
    calls.push(request);
    const matches = routes.filter(
      (route) =>
        route.method === method &&
        (typeof route.url === 'string' ? route.url === path : route.url.test(path)),
    );
    // One-off replies answer first, in the order given; then the latest standing reply.
    const route = matches.find((candidate) => candidate.once) ?? matches[matches.length - 1];
    if (!route) {
      const response: AxiosResponse = {
        status: 501,
        statusText: 'No mock',
        data: { code: 'no_mock', message: `no mock for ${method.toUpperCase()} ${path}` },
        headers: {},
        config,
      };
      throw new AxiosError(
        `no mock for ${method.toUpperCase()} ${path}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    if (route.once) routes.splice(routes.indexOf(route), 1);
    const reply = typeof route.responder === 'function' ? await route.responder(request) : route.responder;
    const response: AxiosResponse = {
      status: reply.status ?? 200,
      statusText: String(reply.status ?? 200),
      data: reply.data ?? null,
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    const validate = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (!validate(response.status)) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
        config,
        null,
        response,
      );
    }
    return response;
  };

  const api = client ?? axios.create();
  api.defaults.adapter = adapter;

  const mock: MockApi = {
    client: api,
    on(method, url, responder) {
      routes.push({ method, url, responder, once: false });
      return mock;
    },
    onceOn(method, url, responder) {
      routes.push({ method, url, responder, once: true });
      return mock;
    },
    calls,
    reset() {
      routes.length = 0;
      calls.length = 0;
    },
  };
  return mock;
}

/** A request that got no answer (the gateway unreachable), as the api client rejects with. */
export function networkError(): AxiosError {
  return new AxiosError('Network Error', 'ERR_NETWORK');
}

/** An axios error as a failed request rejects with (for unit tests of error handling). */
export function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config };
  return new AxiosError(
    `Request failed with status code ${status}`,
    status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    config,
    null,
    response,
  );
}
