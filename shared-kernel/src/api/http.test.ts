/**
 * @jest-environment node
 *
 * The api client's fetch transport against a real HTTP server (Node's fetch is the browser's API).
 */
import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, fetchTransport, withQuery } from './http';
import { httpStatusOf, isHttpError } from './httpError';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const path = (request.url ?? '').split('?')[0];
      if (path === '/json') {
        response.writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': '42' });
        response.end(JSON.stringify({ ok: true }));
      } else if (path === '/refused') {
        response.writeHead(409, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ code: 'already_decided', message: 'decided' }));
      } else if (path === '/file') {
        response.writeHead(200, { 'Content-Type': 'text/csv' });
        response.end('a;b\n1;2\n');
      } else if (path === '/empty') {
        response.writeHead(204);
        response.end();
      } else if (path === '/slow') {
        setTimeout(() => response.end('late'), 2_000);
      } else {
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        response.end('plain');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

const client = () => createHttpClient({ baseURL: base, headers: () => ({ 'x-api-key': 'kontor-web' }) });

describe('withQuery', () => {
  it('repeats an array’s name, leaves out null and undefined, and encodes', () => {
    expect(
      withQuery('/v2/x', {
        status: ['booked', 'pending'],
        count: 50,
        none: null,
        missing: undefined,
        q: 'Coop Zürich & Co',
        flag: true,
      }),
    ).toBe('/v2/x?status=booked&status=pending&count=50&q=Coop+Z%C3%BCrich+%26+Co&flag=true');
    expect(withQuery('/v2/x', {})).toBe('/v2/x');
  });
});

describe('fetchTransport through createHttpClient', () => {
  it('sends the headers and the query, and answers JSON with the headers in lower case', async () => {
    const response = await client().get<{ ok: boolean }>('/json', { params: { status: ['a', 'b'] } });
    expect(response).toEqual({
      status: 200,
      data: { ok: true },
      headers: expect.objectContaining({ 'x-total-count': '42', 'content-type': 'application/json' }),
    });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/json?status=a&status=b' });
    expect(seen[0]!.headers['x-api-key']).toBe('kontor-web');
    expect(seen[0]!.headers.accept).toContain('application/json');
  });

  it('sends a body as JSON with its content type, a call’s own header beside the client’s', async () => {
    await client().post('/json', { amount: 12.5, note: 'Miete' }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"amount":12.5,"note":"Miete"}' });
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.headers['idempotency-key']).toBe('k-1');
    expect(seen[0]!.headers['x-api-key']).toBe('kontor-web');
  });

  it('rejects an answer outside 2xx with its status and body', async () => {
    const error = await client()
      .patch('/refused', {})
      .catch((failure: unknown) => failure);
    expect(isHttpError(error)).toBe(true);
    expect(httpStatusOf(error)).toBe(409);
    expect(isHttpError(error) && error.response?.data).toEqual({
      code: 'already_decided',
      message: 'decided',
    });
  });

  it('answers text that is not JSON as text, an empty answer as an empty string, a file as a Blob', async () => {
    expect((await client().get('/plain')).data).toBe('plain');
    expect((await client().delete('/empty')).data).toBe('');
    const file = (await client().get<Blob>('/file', { responseType: 'blob' })).data;
    expect(await file.text()).toBe('a;b\n1;2\n');
  });

  it('tells a cancelled call from a network failure', async () => {
    const controller = new AbortController();
    const pending = client()
      .get('/slow', { signal: controller.signal })
      .catch((failure: unknown) => failure);
    controller.abort();
    const cancelled = await pending;
    expect(isHttpError(cancelled) && cancelled.code).toBe('ERR_CANCELED');

    const nowhere = createHttpClient({ baseURL: 'http://127.0.0.1:9', transport: fetchTransport });
    const failed = await nowhere.get('/x').catch((failure: unknown) => failure);
    expect(isHttpError(failed) && failed.code).toBe('ERR_NETWORK');
    expect(httpStatusOf(failed)).toBeUndefined();
  });
});
