/**
 * The signed-in app's api client, on axios (issue 27 item 8; DESIGN.md "Wire contracts"): one instance, made by
 * the host when the app starts and handed to every remote, whose interceptors add the gateway's headers (spec §7)
 * and send every failure through the error catalogue (spec §8) as an HttpError. Upload progress comes from
 * axios's own progress events. Its adapter hands each call to the client's transport: axios's XMLHttpRequest
 * adapter, unless a test, the dev harness's fixtures or the page's early answers (host boot) swap it.
 */
import axios, { type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { bodyOf, contentTypeOf, dataOf } from './body';
import { errorCatalogue, gatewayHeaders, type ApiClientOptions } from './client';
import { withQuery, type Transport, type TransportClient, type TransportRequest } from './http';
import { HttpError, isHttpError } from './httpError';
import type { ApiRequest, HttpMethod, RequestConfig } from './types';

/** axios on the wire: XMLHttpRequest (which reports upload progress), every status answered, no transforms. */
export const axiosTransport: Transport = async (request) => {
  const { body, type } = bodyOf(request.data);
  const reply = await axios.request<unknown>({
    adapter: 'xhr',
    method: request.method,
    url: withQuery(request.url, request.params),
    data: body,
    headers: { ...(type ? { 'Content-Type': type } : {}), ...request.headers },
    responseType: request.responseType === 'blob' ? 'blob' : 'text',
    transformResponse: [(data: unknown) => data],
    validateStatus: () => true,
    signal: request.signal,
    onUploadProgress: request.onUploadProgress
      ? (event) => request.onUploadProgress?.({ loaded: event.loaded, total: event.total })
      : undefined,
  });
  const data = request.responseType === 'blob' ? reply.data : dataOf(String(reply.data ?? ''));
  return { status: reply.status, data, headers: plainHeaders(reply.headers) };
};

/** Answer headers as a plain object, names in lower case. */
function plainHeaders(headers: unknown): Record<string, string> {
  const plain: Record<string, string> = {};
  const entries = axios.AxiosHeaders.from(headers as Record<string, string>).toJSON();
  for (const [name, value] of Object.entries(entries)) {
    if (typeof value === 'string') plain[name.toLowerCase()] = value;
  }
  return plain;
}

/** The call as the client's caller made it (without the base): what an HttpError names. */
function callOf(config: InternalAxiosRequestConfig): ApiRequest {
  const own = config as InternalAxiosRequestConfig & Pick<RequestConfig, 'skipErrorCatalogue'>;
  return {
    method: (config.method ?? 'get') as HttpMethod,
    url: config.url ?? '',
    params: config.params as Record<string, unknown> | undefined,
    data: config.data,
    headers: config.headers.toJSON() as Record<string, string>,
    responseType: config.responseType === 'blob' ? 'blob' : 'json',
    signal: config.signal as AbortSignal | undefined,
    skipErrorCatalogue: own.skipErrorCatalogue,
  };
}

const isAbort = (error: unknown) =>
  axios.isCancel(error) ||
  (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError');

/** An axios failure as the HttpError every screen reads (isHttpError, httpStatusOf). */
function httpErrorOf(error: unknown): HttpError {
  if (isHttpError(error)) return error;
  if (!axios.isAxiosError(error) || !error.config)
    return new HttpError('Network Error', 'ERR_NETWORK', { method: 'get', url: '' });
  const call = callOf(error.config);
  const response = error.response;
  if (!response) {
    return isAbort(error.cause ?? error) || error.code === 'ERR_CANCELED'
      ? new HttpError('The call was cancelled', 'ERR_CANCELED', call)
      : new HttpError('Network Error', 'ERR_NETWORK', call);
  }
  return new HttpError(
    `Request failed with status code ${response.status}`,
    response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    call,
    { status: response.status, data: response.data, headers: plainHeaders(response.headers) },
  );
}

/** The signed-in app's api client: an axios instance with the gateway's interceptors, on a swappable transport. */
export function createApiClient(options: ApiClientOptions): TransportClient {
  const catalogue = errorCatalogue(options);
  const baseURL = options.baseURL ?? '/api';
  // The transport gets the call as made: its body as a value, its answer parsed (no axios transforms).
  const adapter: AxiosAdapter = async (config) => {
    const sent: TransportRequest = {
      method: (config.method ?? 'get') as HttpMethod,
      url: `${baseURL}${config.url ?? ''}`,
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      data: config.data,
      headers: config.headers.toJSON() as Record<string, string>,
      responseType: config.responseType === 'blob' ? 'blob' : 'json',
      signal: config.signal as AbortSignal | undefined,
      // The caller's own callback (send passes it as is): it takes {loaded, total}, which the transport gives.
      onUploadProgress: config.onUploadProgress as TransportRequest['onUploadProgress'],
    };
    let reply;
    try {
      reply = await client.transport(sent);
    } catch (error) {
      // No answer came: axios makes it an AxiosError with this config (network, cancelled), kept as the cause.
      if (isHttpError(error)) throw error;
      throw new axios.AxiosError(
        isAbort(error) ? 'canceled' : 'Network Error',
        isAbort(error) ? 'ERR_CANCELED' : 'ERR_NETWORK',
        config,
        null,
        undefined,
      );
    }
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: reply.headers,
      config,
      request: null,
    };
    // A custom adapter settles the call itself (axios's own adapters do it with validateStatus).
    if (config.validateStatus?.(reply.status) === false) {
      const code = reply.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
      throw new axios.AxiosError(
        `Request failed with status code ${reply.status}`,
        code,
        config,
        null,
        response,
      );
    }
    return response;
  };
  const instance = axios.create({
    adapter,
    transformRequest: [(data: unknown) => data],
    transformResponse: [(data: unknown) => data],
    validateStatus: (status) => status >= 200 && status < 300,
  });
  // Spec §7: the gateway's headers on every call, read when it is made; a call's own headers win.
  instance.interceptors.request.use((config) => {
    for (const [name, value] of Object.entries(gatewayHeaders(options.getLanguage(), options.getContext()))) {
      if (!config.headers.has(name)) config.headers.set(name, value);
    }
    return config;
  });
  // Spec §8: every failure through the catalogue, then to the caller as an HttpError.
  instance.interceptors.response.use(undefined, (error: unknown) => {
    const failure = httpErrorOf(error);
    catalogue(failure);
    return Promise.reject(failure);
  });

  const send = async <T>(request: ApiRequest) => {
    // The body's own content type (else axios would name a form's), unless the call names one.
    const type = contentTypeOf(request.data);
    const reply = await instance.request<T>({
      ...request,
      headers: { ...(type ? { 'Content-Type': type } : {}), ...request.headers },
    });
    return { status: reply.status, data: reply.data, headers: plainHeaders(reply.headers) };
  };
  const client: TransportClient = {
    transport: options.transport ?? axiosTransport,
    request: send,
    get: (url, config) => send({ ...config, method: 'get', url }),
    delete: (url, config) => send({ ...config, method: 'delete', url }),
    post: (url, data, config) => send({ ...config, method: 'post', url, data }),
    put: (url, data, config) => send({ ...config, method: 'put', url, data }),
    patch: (url, data, config) => send({ ...config, method: 'patch', url, data }),
  };
  return client;
}
