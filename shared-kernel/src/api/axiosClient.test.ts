/**
 * The signed-in app's client on its transport (appTransport) against a local server: fetch until axios has loaded
 * (jsdom has no fetch: a stand-in records the call), then axios's XMLHttpRequest. Upload progress comes from
 * axios's progress events (such a call loads axios), the answer is parsed, a failure's status and body reach the
 * HttpError, the call's own header wins over the gateway's. The tests run in order: axios loads in the second.
 * The catalogue and headers on a swapped transport: client.test.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEventBus } from '../bus/eventBus';
import { appTransport, createApiClient, loadAxiosTransport } from './axiosClient';
import { isHttpError } from './httpError';

let server: http.Server;
let base = '';
const seen: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'GET, POST',
      'Access-Control-Expose-Headers': 'X-Trace',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, headers: request.headers, body });
      const failing = request.url?.startsWith('/api/fail');
      response.writeHead(failing ? 422 : 200, {
        ...cors,
        'Content-Type': 'application/json',
        'X-Trace': 't-1',
      });
      response.end(
        JSON.stringify(failing ? { code: 'limit_exceeded', message: 'Tageslimite' } : { size: body.length }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () =>
  createApiClient({
    baseURL: base,
    env: 'local',
    bus: createEventBus(),
    getLanguage: () => 'fr',
    getContext: () => ({ uid: 'p-1', type: 'partnership' }),
    onUnauthorized: () => undefined,
  });

/** A stand-in for the browser's fetch (jsdom has none): records the url, answers as the server would. */
function fetchStandIn() {
  const fetched: string[] = [];
  const fetchMock = jest.fn(async (url: string) => {
    fetched.push(url);
    return {
      status: 200,
      headers: new Map([['x-by', 'fetch']]),
      text: async () => JSON.stringify({ by: 'fetch' }),
    };
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return { fetched, restore: () => Reflect.deleteProperty(globalThis, 'fetch') };
}

describe('the signed-in client on the app transport', () => {
  it('is on the app transport by default', () => {
    expect(client().transport).toBe(appTransport);
  });

  it('sends a call on fetch until axios has loaded', async () => {
    const stand = fetchStandIn();
    try {
      const answer = await client().get<{ by: string }>('/v2/x', { params: { status: 'a' } });
      expect(answer.data).toEqual({ by: 'fetch' });
      expect(answer.headers['x-by']).toBe('fetch');
      expect(stand.fetched).toEqual([`${base}/v2/x?status=a`]);
    } finally {
      stand.restore();
    }
  });

  it('loads axios for a call that reports upload progress, and sends it there', async () => {
    const progress: { loaded: number; total?: number }[] = [];
    const content = 'x'.repeat(200_000);
    const answer = await client().post<{ size: number }>(
      '/v2/file-resources',
      { content },
      {
        onUploadProgress: (event) => progress.push(event),
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.data.size).toBe(JSON.stringify({ content }).length);
    expect(answer.headers['x-trace']).toBe('t-1');
    const sent = seen[seen.length - 1]!;
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers['x-partnership-uid']).toBe('p-1');
    expect(sent.headers['accept-language']).toBe('fr');
    // axios's upload events reached the caller (jsdom's XMLHttpRequest counts no bytes; a browser does).
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((event) => typeof event.loaded === 'number')).toBe(true);
  });

  it('sends every call on axios once it has loaded', async () => {
    await loadAxiosTransport();
    const stand = fetchStandIn();
    try {
      const before = seen.length;
      const answer = await client().get<{ size: number }>('/v2/x');
      expect(answer.data).toEqual({ size: 0 });
      expect(seen.length).toBe(before + 1);
      expect(stand.fetched).toEqual([]);
    } finally {
      stand.restore();
    }
  });

  it('lets a call name its own header', async () => {
    await client().get('/v2/x', { headers: { 'Accept-Language': 'it' }, params: { status: ['a', 'b'] } });
    expect(seen[seen.length - 1]!.headers['accept-language']).toBe('it');
  });

  it('rejects a status outside 2xx with an HttpError carrying the answer', async () => {
    const error = await client()
      .post('/fail', { amount: 1 })
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(isHttpError(error)).toBe(true);
    if (!isHttpError(error)) return;
    expect(error.code).toBe('ERR_BAD_REQUEST');
    expect(error.response?.status).toBe(422);
    expect(error.response?.data).toEqual({ code: 'limit_exceeded', message: 'Tageslimite' });
    expect(error.config.url).toBe('/fail');
  });

  it('reports a call cancelled by its signal as cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await client()
      .get('/v2/x', { signal: controller.signal })
      .catch((failure: unknown) => failure);
    expect(isHttpError(error) && error.code).toBe('ERR_CANCELED');
  });
});

describe('loading axios', () => {
  it('tries a failed load again on the next call that needs it', async () => {
    let attempts = 0;
    jest.doMock('./axiosWire', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('ChunkLoadError');
      return { axiosWire: async () => ({ status: 200, data: 'axios', headers: {} }) };
    });
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./axiosClient');
      await expect(fresh.loadAxiosTransport()).rejects.toThrow('ChunkLoadError');
      const reply = await fresh.appTransport({
        method: 'post',
        url: '/api/v2/file-resources',
        params: {},
        headers: {},
        responseType: 'json',
        onUploadProgress: () => undefined,
      });
      expect(reply.data).toBe('axios');
      expect(attempts).toBe(2);
    });
    jest.dontMock('./axiosWire');
  });
});
