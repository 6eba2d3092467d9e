/**
 * axios on the wire (DESIGN.md "Wire contracts": axios is the transport of the signed-in app's api client): the
 * XMLHttpRequest adapter, which reports upload progress. Loaded on its own after the page's first screen
 * (axiosClient.ts: loadAxiosTransport), so no module of the page's start imports this one.
 */
import axios from 'axios';
import { bodyOf, dataOf } from './body';
import { withQuery, type Transport } from './http';

/** Answer headers as a plain object, names in lower case. */
function plainHeaders(headers: unknown): Record<string, string> {
  const plain: Record<string, string> = {};
  const entries = axios.AxiosHeaders.from(headers as Record<string, string>).toJSON();
  for (const [name, value] of Object.entries(entries)) {
    if (typeof value === 'string') plain[name.toLowerCase()] = value;
  }
  return plain;
}

/**
 * axios on the wire: XMLHttpRequest (which reports upload progress), every status answered, no transforms. A call
 * cancelled by its signal rejects as fetch's does (an AbortError), which the client reports as cancelled.
 */
export const axiosWire: Transport = async (request) => {
  const { body, type } = bodyOf(request.data);
  const reply = await axios
    .request<unknown>({
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
    })
    .catch((error: unknown) => {
      throw axios.isCancel(error) ? new DOMException('The call was cancelled', 'AbortError') : error;
    });
  const data = request.responseType === 'blob' ? reply.data : dataOf(String(reply.data ?? ''));
  return { status: reply.status, data, headers: plainHeaders(reply.headers) };
};
