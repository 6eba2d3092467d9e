/**
 * The signed-in app's client on axios, on the wire (axiosTransport, XMLHttpRequest in jsdom against a local
 * server): upload progress comes from axios's progress events, the answer is parsed, a failure's status and
 * body reach the HttpError, the call's own header wins over the gateway's. The catalogue and headers on a
 * swapped transport: client.test.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEventBus } from '../bus/eventBus';
import { axiosTransport, createApiClient } from './axiosClient';
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

describe('the signed-in client on axios', () => {
  it('is on axios by default', () => {
    expect(client().transport).toBe(axiosTransport);
  });

  it('sends JSON with the gateway headers and reports the upload progress', async () => {
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
