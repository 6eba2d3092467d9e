import { createHttpClient, type Transport, type TransportClient, type TransportReply } from '../api/http';
import { HttpError } from '../api/httpError';
import type { ApiClient, ApiRequest } from '../api/types';

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

/**
 * A mock transport for an api client: pass the client to mock (one from createApiClient, so its headers and
 * error catalogue run) or get a bare client. A request without a route fails with a 501 whose message names it,
 * so a test never passes on a call it did not expect.
 */
export function createMockApi(client?: ApiClient): MockApi {
  const routes: Route[] = [];
  const calls: MockRequest[] = [];

  const transport: Transport = async (sent): Promise<TransportReply> => {
    // A call reaches the server after the code that made it has run on (as over a network): replies a test
    // states right after the render that sends the call still answer it.
    await Promise.resolve();
    // Routes name the full path (baseURL + url, e.g. /api/v3/auth/session), as docs/integration.md does.
    const path = sent.url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const request: MockRequest = {
      method: sent.method,
      url: path,
      params: sent.params,
      // What the server would read: the body as JSON text, parsed again (no shared references).
      data: sent.data === undefined ? undefined : JSON.parse(JSON.stringify(sent.data)),
      headers: { ...sent.headers },
    };
    calls.push(request);
    const matches = routes.filter(
      (route) =>
        route.method === sent.method &&
        (typeof route.url === 'string' ? route.url === path : route.url.test(path)),
    );
    // One-off replies answer first, in the order given; then the latest standing reply.
    const route = matches.find((candidate) => candidate.once) ?? matches[matches.length - 1];
    if (!route) {
      const message = `no mock for ${sent.method.toUpperCase()} ${path}`;
      const config: ApiRequest = { method: sent.method, url: path };
      throw new HttpError(message, 'ERR_BAD_RESPONSE', config, {
        status: 501,
        data: { code: 'no_mock', message },
        headers: {},
      });
    }
    if (route.once) routes.splice(routes.indexOf(route), 1);
    const reply = typeof route.responder === 'function' ? await route.responder(request) : route.responder;
    const headers = Object.fromEntries(
      Object.entries(reply.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    );
    return { status: reply.status ?? 200, data: reply.data ?? null, headers };
  };

  const api = client ?? createHttpClient({ baseURL: '' });
  if (!('transport' in api)) throw new Error('createMockApi: the client must come from createApiClient');
  (api as TransportClient).transport = transport;

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
export function networkError(): HttpError {
  return new HttpError('Network Error', 'ERR_NETWORK', { method: 'get', url: '' });
}

/** A failed request as the api client rejects with (for unit tests of error handling). */
export function httpError(status: number, data: unknown): HttpError {
  return new HttpError(
    `Request failed with status code ${status}`,
    status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    { method: 'get', url: '' },
    { status, data, headers: {} },
  );
}
