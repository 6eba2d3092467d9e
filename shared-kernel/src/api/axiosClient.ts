/**
 * The signed-in app's api client (issue 27 item 8; DESIGN.md "Wire contracts"): made by the host when the app
 * starts and handed to every remote, with the gateway's headers (spec §7) and every failure through the error
 * catalogue (spec §8) as an HttpError, as the page's first client (client.ts createBootClient), on axios's
 * transport. axios loads after the page's first screen (issue 34 item 2: 20 KB gzip less before the content):
 * until then a call goes on fetch, except one that reports upload progress, which waits for axios.
 */
import { createBootClient, type ApiClientOptions } from './client';
import { fetchTransport, type Transport, type TransportClient } from './http';

let axiosLoading: Promise<Transport> | null = null;
let axiosLoaded: Transport | null = null;

/** Loads axios's transport, once (a failed load is tried again by the next call that needs it). */
export function loadAxiosTransport(): Promise<Transport> {
  axiosLoading ??= import(/* webpackChunkName: "axios" */ './axiosWire').then(
    (module) => (axiosLoaded = module.axiosWire),
    (error: unknown) => {
      axiosLoading = null;
      throw error;
    },
  );
  return axiosLoading;
}

/** axios on the wire (XMLHttpRequest: upload progress), loaded by the first call that needs it if not before. */
export const axiosTransport: Transport = (request) =>
  axiosLoaded ? axiosLoaded(request) : loadAxiosTransport().then((axios) => axios(request));

/** The app's transport: axios once it has loaded; until then fetch, or axios at once for upload progress. */
export const appTransport: Transport = (request) =>
  axiosLoaded || request.onUploadProgress ? axiosTransport(request) : fetchTransport(request);

/** The signed-in app's api client, on the app's transport unless one is given (tests, the dev harness). */
export function createApiClient(options: ApiClientOptions): TransportClient {
  return createBootClient({ ...options, transport: options.transport ?? appTransport });
}
