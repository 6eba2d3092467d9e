/** Reference data: lookups and catalogues in the request language, suggestion pictures. */
import { WEB_HEADERS } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';

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
