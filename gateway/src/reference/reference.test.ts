/** Reference data: lookups and catalogues in the request language, suggestion pictures. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { WEB_HEADERS } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';
import { selectCollections } from './collections';

const world = personaApp();

describe('lookups and catalogues', () => {
  it('serves country lookups and agreement texts in the request language', async () => {
    const alpha3 = await world.app.inject({
      method: 'GET',
      url: '/api/collection-lookup/country-codes/CH',
      headers: WEB_HEADERS,
    });
    expect(alpha3.json()).toMatchObject({ content: 'CHE' });
    const name = await world.app.inject({
      method: 'GET',
      url: '/api/collection-lookup/countries/DEU',
      headers: { ...WEB_HEADERS, 'accept-language': 'fr' },
    });
    expect(name.json()).toMatchObject({ content: 'Allemagne' });
    const gtc = await world.app.inject({
      method: 'GET',
      url: '/api/collection-lookup/agreements/GTC?type=long',
      headers: { ...WEB_HEADERS, 'accept-language': 'de' },
    });
    expect(gtc.json<{ content: string }>().content).toContain('Allgemeine Geschäftsbedingungen');
    const collections = await world.app.inject({
      method: 'GET',
      url: '/api/collections?names=dict,app',
      headers: { ...WEB_HEADERS, 'accept-language': 'it' },
    });
    expect(collections.json()).toMatchObject({
      dict: { cardStatus: { frozen: 'Congelata' } },
      app: { error: { offline: { title: 'È offline' } } },
    });
  });
  it('answers a prefix name with its part of the catalogue only, nested under its path (spec §7)', async () => {
    const ask = async (names: string) =>
      (
        await world.app.inject({
          method: 'GET',
          url: `/api/collections?names=${names}`,
          headers: { ...WEB_HEADERS, 'accept-language': 'de' },
        })
      ).json<Record<string, Record<string, unknown>>>();
    const whole = await ask('webapp,app');
    const parts = await ask('app.payments,webapp.nav');
    expect(parts).toEqual({
      app: { payments: whole.app?.payments },
      webapp: { nav: whole.webapp?.nav },
    });
    expect(Object.keys(whole.app ?? {}).length).toBeGreaterThan(1);
    // A prefix beside its whole collection adds nothing; a name the catalogue lacks answers {} under that name.
    expect(await ask('app.payments,app')).toEqual({ app: whole.app });
    expect(await ask('webapp.nav,webapp.nope,nope')).toEqual({
      webapp: { nav: whole.webapp?.nav },
      'webapp.nope': {},
      nope: {},
    });
  });

  it('follows only the catalogue’s own keys: a name cannot reach a prototype', () => {
    const catalogue = { app: { payments: { title: 'Zahlungen' } } };
    expect(selectCollections(catalogue, ['__proto__.polluted', 'app.constructor', 'app.payments'])).toEqual({
      '__proto__.polluted': {},
      'app.constructor': {},
      app: { payments: { title: 'Zahlungen' } },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(catalogue).toEqual({ app: { payments: { title: 'Zahlungen' } } });
  });
});

describe('compression', () => {
  it('sends the catalogues compressed as the client accepts, the same JSON as uncompressed', async () => {
    const request = (encoding?: string) =>
      world.app.inject({
        method: 'GET',
        url: '/api/collections?names=webapp,app,dict',
        headers: {
          ...WEB_HEADERS,
          'accept-language': 'de',
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      });
    const plain = await request();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await request('gzip, deflate, br');
    const gzip = await request('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('compresses a page of transactions, and no answer of under 1 KB', async () => {
    const page = await world.call(
      'anna@kontor.test',
      'GET',
      `/api/v2/cash-accounts/${world.accounts['anna:Privatkonto']}/transactions?count=50`,
      { headers: { 'accept-encoding': 'gzip' } },
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(Array.isArray(JSON.parse(gunzipSync(page.rawPayload).toString()))).toBe(true);
    const profile = await world.call('anna@kontor.test', 'GET', '/api/v2/profile', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(profile.rawPayload.length).toBeLessThan(1024);
    expect(profile.headers['content-encoding']).toBeUndefined();
  });
});

describe('suggestion pictures', () => {
  it('serves a picture per type and theme without an api key', async () => {
    const response = await world.app.inject({
      method: 'GET',
      url: '/api/public/suggestions/month_stats-dark.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
    const light = await world.app.inject({
      method: 'GET',
      url: '/api/public/suggestions/month_stats-light.svg',
    });
    expect(light.body).not.toBe(response.body);
    expect(
      (await world.app.inject({ method: 'GET', url: '/api/public/suggestions/unknown-dark.svg' })).statusCode,
    ).toBe(404);
  });
});

describe('plans and conditions', () => {
  it('serves a plan with its price and features, and a condition text', async () => {
    const plan = await world.call('anna@kontor.test', 'GET', '/api/extension/plans/grow_ch');
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toMatchObject({
      plan: {
        code: 'grow_ch',
        price: { factor: 2, currency: 'CHF' },
        features: { AdditionalAccounts: true },
      },
    });
    const condition = await world.app.inject({
      method: 'GET',
      url: '/api/collection-lookup/conditions/CSTC?type=short',
      headers: { ...WEB_HEADERS, 'accept-language': 'fr' },
    });
    expect(condition.statusCode).toBe(200);
    expect(condition.json()).toMatchObject({ key: 'CSTC', hidden: false });
  });
});
