/**
 * @jest-environment node
 *
 * The opening reads: remembered at the end of a start, asked for in one request by the next page's early script,
 * taken once by the api client and the catalogue loader (Node's fetch Response is the browser's).
 */
import { gatewayHeaders, type Transport, type TransportRequest } from 'shared-kernel/api';
import { OPENING_CALLS_KEY } from '../session/storageKeys';
import {
  createOpening,
  prefetchOpeningTexts,
  rememberedOpeningCalls,
  startOpeningCalls,
} from './openingCalls';

const store = new Map<string, string>();
Object.assign(globalThis, {
  window: globalThis,
  localStorage: {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, String(value)),
    removeItem: (key: string) => store.delete(key),
    clear: () => store.clear(),
  },
});

const ANNA = 'f8d0647a-c897-4398-8172-0000615801cb';
const BAKERY = '1a9cf107-b468-4802-a0db-195e5276bcbc';

const get = (url: string, language = 'de', partnership: string | null = null): TransportRequest => ({
  method: 'get',
  url,
  params: {},
  headers: gatewayHeaders(language, partnership ? { uid: partnership, type: 'partnership' } : null),
  responseType: 'json',
});

/** The inner transport: answers every call it is given from "the network". */
const network = () => {
  const calls: string[] = [];
  const transport: Transport = async (request) => {
    calls.push(request.url);
    return { status: 200, data: { from: 'network' }, headers: {} };
  };
  return { calls, transport };
};

/** A start that made these reads and showed Anna's dashboard, in German. */
function rememberStart(reads: TransportRequest[], context: string | null = ANNA) {
  if (context) localStorage.setItem('currentContextUid', context);
  const opening = createOpening();
  const { transport } = network();
  const wrapped = opening.transport(transport);
  return Promise.all(reads.map((read) => wrapped(read))).then(() => opening.finish(true, 'de'));
}

let fetchMock: jest.Mock;
beforeEach(() => {
  store.clear();
  globalThis.__kontorEarly?.clear();
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

/** POST /api/v3/reads answering each read with its url and language. */
function answerReads(status = 200) {
  fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
    const { reads } = JSON.parse(String(init.body)) as { reads: { url: string; language: string }[] };
    const answers = reads.map((read) => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: 'early', url: read.url, language: read.language }),
    }));
    return new Response(JSON.stringify({ answers }), { status });
  });
}

describe('remembering the reads of a start', () => {
  it('keeps the GETs a signed-in start made, with its context and language, once each', async () => {
    await rememberStart([
      get('/api/v2/profile'),
      get('/api/v2/profile'),
      get(`/api/v2/partnerships/${BAKERY}/confirmations`, 'de', BAKERY),
      get('/api/v3/auth/session'),
    ]);
    expect(JSON.parse(store.get(OPENING_CALLS_KEY)!)).toEqual({
      context: ANNA,
      language: 'de',
      calls: [
        { url: '/api/v2/profile', partnership: null },
        { url: `/api/v2/partnerships/${BAKERY}/confirmations`, partnership: BAKERY },
      ],
    });
  });

  it('leaves the list as it was when the start showed no signed-in user', async () => {
    store.set(OPENING_CALLS_KEY, 'before');
    const opening = createOpening();
    await opening.transport(network().transport)(get('/api/v2/profile'));
    opening.finish(false, 'de');
    expect(store.get(OPENING_CALLS_KEY)).toBe('before');
  });

  it('reads back nothing for another language, another context or a list not its own', async () => {
    await rememberStart([get('/api/v2/profile')]);
    expect(rememberedOpeningCalls('de')).toHaveLength(1);
    expect(rememberedOpeningCalls('fr')).toEqual([]);
    localStorage.setItem('currentContextUid', BAKERY);
    expect(rememberedOpeningCalls('de')).toEqual([]);
    localStorage.setItem('currentContextUid', ANNA);
    store.set(
      OPENING_CALLS_KEY,
      JSON.stringify({
        context: ANNA,
        language: 'de',
        calls: [{ url: 'https://elsewhere.test/api/x', partnership: null }, { url: '/api//x' }, 'x', null, 7],
      }),
    );
    expect(rememberedOpeningCalls('de')).toEqual([]);
    store.set(OPENING_CALLS_KEY, '{not json');
    expect(rememberedOpeningCalls('de')).toEqual([]);
    store.set(OPENING_CALLS_KEY, '42');
    expect(rememberedOpeningCalls('de')).toEqual([]);
  });
});

describe('the next page start', () => {
  it('asks for every remembered read in one request, with the headers the api client sends', async () => {
    await rememberStart([
      get('/api/v2/profile'),
      get(`/api/v2/partnerships/${BAKERY}/confirmations`, 'de', BAKERY),
    ]);
    answerReads();
    startOpeningCalls('de');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v3/reads');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject(gatewayHeaders('de'));
    expect(JSON.parse(String(init.body))).toEqual({
      reads: [
        { url: '/api/v2/profile', language: 'de' },
        { url: `/api/v2/partnerships/${BAKERY}/confirmations`, language: 'de', partnership: BAKERY },
      ],
    });
  });

  it('asks nothing when nothing is remembered for this language', async () => {
    await rememberStart([get('/api/v2/profile')]);
    startOpeningCalls('en');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(globalThis.__kontorEarly?.size ?? 0).toBe(0);
  });

  it('hands each early answer to the api client once; the same call again, or another, goes out', async () => {
    await rememberStart([get('/api/v2/profile')]);
    answerReads();
    startOpeningCalls('de');
    const opening = createOpening();
    const { calls, transport } = network();
    const send = opening.transport(transport);
    expect((await send(get('/api/v2/profile'))).data).toEqual({
      from: 'early',
      url: '/api/v2/profile',
      language: 'de',
    });
    expect(calls).toEqual([]);
    expect((await send(get('/api/v2/profile'))).data).toEqual({ from: 'network' });
    // Another language or partnership is another call.
    await send(get('/api/v2/natural-person', 'fr'));
    expect(calls).toEqual(['/api/v2/profile', '/api/v2/natural-person']);
  });

  it('a call in another partnership than remembered is not answered early', async () => {
    await rememberStart([get('/api/v2/profile', 'de', BAKERY)]);
    answerReads();
    startOpeningCalls('de');
    const { calls, transport } = network();
    await createOpening().transport(transport)(get('/api/v2/profile', 'de', null));
    expect(calls).toEqual(['/api/v2/profile']);
  });

  it('asks as usual when the early request failed or was refused', async () => {
    await rememberStart([get('/api/v2/profile'), get('/api/v2/natural-person')]);
    fetchMock.mockRejectedValueOnce(new TypeError('Network Error'));
    startOpeningCalls('de');
    const { calls, transport } = network();
    const send = createOpening().transport(transport);
    expect((await send(get('/api/v2/profile'))).data).toEqual({ from: 'network' });
    answerReads(400);
    startOpeningCalls('de');
    expect((await send(get('/api/v2/natural-person'))).data).toEqual({ from: 'network' });
    expect(calls).toEqual(['/api/v2/profile', '/api/v2/natural-person']);
  });

  it('drops the answers nobody took when the start ends', async () => {
    await rememberStart([get('/api/v2/profile')]);
    answerReads();
    startOpeningCalls('de');
    const opening = createOpening();
    opening.finish(false, 'de');
    const { calls, transport } = network();
    await opening.transport(transport)(get('/api/v2/profile'));
    expect(calls).toEqual(['/api/v2/profile']);
  });

  it('hands the catalogues to the catalogue loader', async () => {
    const catalogues = '/api/collections?names=webapp,app,dict,team';
    localStorage.setItem('currentContextUid', ANNA);
    const opening = createOpening();
    fetchMock.mockResolvedValueOnce(new Response('{}'));
    await opening.fetch(catalogues, { headers: gatewayHeaders('de') });
    opening.finish(true, 'de');
    answerReads();
    startOpeningCalls('de');
    fetchMock.mockClear();
    const response = await createOpening().fetch(catalogues, { headers: gatewayHeaders('de') });
    expect(await response.json()).toEqual({ from: 'early', url: catalogues, language: 'de' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('remembers only the reads its filter keeps (the page start’s catalogues, not a screen’s own)', async () => {
    localStorage.setItem('currentContextUid', ANNA);
    const start = '/api/collections?names=dict,webapp.shell';
    const opening = createOpening((url) => !url.startsWith('/api/collections?') || url === start);
    fetchMock.mockImplementation(async () => new Response('{}'));
    for (const url of [start, '/api/collections?names=app.onboarding'])
      await opening.fetch(url, { headers: gatewayHeaders('de') });
    opening.finish(true, 'de');
    expect(rememberedOpeningCalls('de')).toEqual([{ url: start, partnership: null }]);
  });

  it('hands the opening screen’s texts, asked for by the early script, to the catalogue loader once', async () => {
    const texts = '/api/collections?names=app.accounts,app.customer';
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ from: 'early' })));
    prefetchOpeningTexts(['app.accounts', 'app.customer'], 'de');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(texts);
    expect(init.headers).toMatchObject(gatewayHeaders('de'));
    fetchMock.mockClear();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ from: 'network' })));
    const opening = createOpening();
    expect(await (await opening.fetch(texts, { headers: gatewayHeaders('de') })).json()).toEqual({
      from: 'early',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    // Once: asked again (or in another language), it goes out.
    expect(await (await opening.fetch(texts, { headers: gatewayHeaders('de') })).json()).toEqual({
      from: 'network',
    });
  });

  it('asks for the opening screen’s texts once when the remembered route and the registry name the same', () => {
    fetchMock.mockImplementation(async () => new Response('{}'));
    prefetchOpeningTexts(['app.accounts', 'app.customer'], 'de');
    prefetchOpeningTexts(['app.accounts', 'app.customer'], 'de');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Other names (a remote deployed since the route was remembered), or another language: asked for.
    prefetchOpeningTexts(['app.accounts', 'app.customer', 'app.settings'], 'de');
    prefetchOpeningTexts(['app.accounts', 'app.customer'], 'fr');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // No names (a remote without texts of its own): nothing, not every catalogue.
    prefetchOpeningTexts([], 'de');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
