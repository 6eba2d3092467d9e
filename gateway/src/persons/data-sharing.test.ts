/** Data sharing agreements and their enriched views (screen /data-sharing). */
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { call } = world;

describe('data sharing agreements', () => {
  it('lists the own agreements and serves the enriched views', async () => {
    const list = await call('anna@kontor.test', 'GET', '/api/v2/data-sharing-agreements');
    expect(list.statusCode).toBe(200);
    const [agreement] = list.json<{ uid: string; partnerName: string }[]>();
    expect(agreement).toMatchObject({ partnerName: 'bexio AG', contractStatus: 'active' });
    const long = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/data-sharing-agreements/${agreement!.uid}/enriched-long`,
    );
    expect(long.json()).toMatchObject({
      scopes: ['accounts', 'transactions'],
      conditions: { code: 'DSTC', title: 'Data sharing terms and conditions', content: expect.any(String) },
    });
    const short = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/data-sharing-agreements/${agreement!.uid}/enriched-short`,
    );
    expect(short.json<{ conditions: object }>().conditions).not.toHaveProperty('content');
    // Another person's agreement is refused, and their own list is empty.
    expect(
      (
        await call(
          'nora@kontor.test',
          'GET',
          `/api/v2/data-sharing-agreements/${agreement!.uid}/enriched-long`,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('nora@kontor.test', 'GET', '/api/v2/data-sharing-agreements')).json()).toEqual([]);
  });
});
