/**
 * The page's first HTTP layer, on the browser's own fetch: the login page and the early calls load before the
 * app's code and carry no axios (issue 17: axios was 20 KB gzip of the login's script). A transport sends one
 * call; tests and the dev harness's fixtures swap it (the signed-in app's axios client has the same seam).
 */
import { bodyOf, dataOf } from './body';
import { HttpError, isHttpError } from './httpError';
import type { ApiClient, ApiRequest, ApiResponse, RequestConfig } from './types';

/** One call as the transport sends it: the full path (base + url) without the query, the query apart. */
export interface TransportRequest {
  method: ApiRequest['method'];
  url: string;
  params: Record<string, unknown>;
  data?: unknown;
  headers: Record<string, string>;
  responseType: 'json' | 'blob';
  signal?: AbortSignal;
  onUploadProgress?: RequestConfig['onUploadProgress'];
}

export interface TransportReply {
  status: number;
  data: unknown;
  headers: Record<string, string>;
}

/** Sends a call and answers whatever status came; rejects only when no answer came (network, abort). */
export type Transport = (request: TransportRequest) => Promise<TransportReply>;

/** A client and the transport it sends with (swapped by shared-kernel/testing's mock). */
export type TransportClient = ApiClient & { transport: Transport };

const queryValue = (value: unknown): string =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The url with its query: arrays repeat the name, null and undefined are left out. */
export function withQuery(url: string, params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) query.append(name, queryValue(item));
    }
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

const ACCEPT = 'application/json, text/plain, */*';

function headersFor(request: TransportRequest, type: string | undefined): Record<string, string> {
  return { Accept: ACCEPT, ...(type ? { 'Content-Type': type } : {}), ...request.headers };
}

/** The browser's transport: fetch on the page's origin with its cookies. */
export const fetchTransport: Transport = async (request) => {
  const url = withQuery(request.url, request.params);
  const { body, type } = bodyOf(request.data);
  const response = await fetch(url, {
    method: request.method.toUpperCase(),
    headers: headersFor(request, type),
    body,
    signal: request.signal,
    credentials: 'same-origin',
  });
  return replyOf(response, request.responseType);
};

/** A fetch Response as the transport answers it (also one the host's early script asked for). */
export async function replyOf(
  response: Response,
  responseType: TransportRequest['responseType'] = 'json',
): Promise<TransportReply> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const data = responseType === 'blob' ? await response.blob() : dataOf(await response.text());
  return { status: response.status, data, headers };
}

export interface HttpClientOptions {
  /** Prefix of every url, e.g. /api ('' for none). */
  baseURL: string;
  /** The headers of every call, read when it is made (a call's own headers win). */
  headers?: () => Record<string, string>;
  transport?: Transport;
  /** Sees every failure before the caller does (the error catalogue); the failure is rethrown after it. */
  onFailure?: (error: HttpError) => void;
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** An api client over a transport: failures become HttpError (a status outside 2xx, network, cancelled). */
export function createHttpClient(options: HttpClientOptions): TransportClient {
  const send = async <T>(request: ApiRequest): Promise<ApiResponse<T>> => {
    const config: ApiRequest = { ...request, headers: { ...options.headers?.(), ...request.headers } };
    let reply: TransportReply;
    try {
      reply = await client.transport({
        method: config.method,
        url: `${options.baseURL}${config.url}`,
        params: config.params ?? {},
        data: config.data,
        headers: config.headers ?? {},
        responseType: config.responseType ?? 'json',
        signal: config.signal,
        onUploadProgress: config.onUploadProgress,
      });
    } catch (error) {
      throw failed(
        isHttpError(error)
          ? error
          : isAbort(error)
            ? new HttpError('The call was cancelled', 'ERR_CANCELED', config)
            : new HttpError('Network Error', 'ERR_NETWORK', config),
      );
    }
    const response: ApiResponse<T> = { status: reply.status, data: reply.data as T, headers: reply.headers };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw failed(
      new HttpError(
        `Request failed with status code ${reply.status}`,
        reply.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
        config,
        response,
      ),
    );
  };
  const failed = (error: HttpError) => {
    options.onFailure?.(error);
    return error;
  };
  const client = {
    transport: options.transport ?? fetchTransport,
    request: send,
    get: (url: string, config?: RequestConfig) => send({ ...config, method: 'get', url }),
    delete: (url: string, config?: RequestConfig) => send({ ...config, method: 'delete', url }),
    post: (url: string, data?: unknown, config?: RequestConfig) =>
      send({ ...config, method: 'post', url, data }),
    put: (url: string, data?: unknown, config?: RequestConfig) =>
      send({ ...config, method: 'put', url, data }),
    patch: (url: string, data?: unknown, config?: RequestConfig) =>
      send({ ...config, method: 'patch', url, data }),
  } as TransportClient;
  return client;
}
