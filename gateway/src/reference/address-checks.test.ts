/** Address checks (spec §8): verify with suggestions in the caller's naming, postal code expansion. */
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { call } = world;

describe('POST /api/v2/postaladdress/verify', () => {
  const verify = (payload: object) => call(null, 'POST', '/api/v2/postaladdress/verify', { payload });

  it('answers a correct Swiss address as verified', async () => {
    const response = await verify({
      street: 'Schaffhauserstrasse',
      number: '112',
      postalCode: '8057',
      city: 'Zürich',
      country: 'CHE',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      verified: true,
      address: {
        street: 'Schaffhauserstrasse',
        number: '112',
        postalCode: '8057',
        city: 'Zürich',
        country: 'CHE',
      },
    });
  });

  it('answers a verified address in the caller naming (houseNo, town, zip)', async () => {
    const response = await verify({
      street: 'Schaffhauserstrasse',
      houseNo: '112',
      zip: '8057',
      town: 'Zürich',
      country: 'CHE',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      verified: true,
      address: { street: 'Schaffhauserstrasse', houseNo: '112', zip: '8057', town: 'Zürich', country: 'CHE' },
    });
  });

  it('answers 422 with suggestions in the caller naming (houseNo, town, zip)', async () => {
    const response = await verify({
      street: 'Bahnhofstr.',
      houseNo: '3',
      zip: '8001',
      town: 'Zuerich',
      country: 'CH',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'address_corrected',
      suggestions: [{ street: 'Bahnhofstrasse', houseNo: '3', zip: '8001', town: 'Zürich', country: 'CHE' }],
    });
  });

  it('answers 422 address_not_found for an address that matches nothing', async () => {
    const response = await verify({
      street: 'Hauptweg',
      number: '1',
      postalCode: '9999',
      city: 'Atlantis',
      country: 'CHE',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'address_not_found' });
  });

  it('answers 400 ValidationError for missing fields', async () => {
    const response = await verify({ street: '', country: 'CHE' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ name: string; data: { field: string; code: string }[] }>();
    expect(body.name).toBe('ValidationError');
    expect(body.data.map((error) => error.field).sort()).toEqual(['city', 'postalCode', 'street']);
  });
});

describe('POST /api/v2/postalcode/expand', () => {
  const expand = (payload: object) => call(null, 'POST', '/api/v2/postalcode/expand', { payload });

  it('answers the city of a postal code', async () => {
    const response = await expand({ postalcode: '3011', country: 'CHE' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ postalCode: '3011', cities: ['Bern'], city: 'Bern' });
  });

  it('answers the cities of a shared postal code, and the one typed', async () => {
    expect((await expand({ postalcode: '1213', country: 'CH' })).json()).toEqual({
      postalCode: '1213',
      cities: ['Onex', 'Petit-Lancy'],
    });
    expect((await expand({ postalcode: '1213', country: 'CH', city: 'onex' })).json()).toMatchObject({
      city: 'Onex',
    });
  });

  it('answers 404 for an unknown postal code and 400 for a malformed one', async () => {
    expect((await expand({ postalcode: '0000', country: 'CHE' })).statusCode).toBe(404);
    expect((await expand({ postalcode: '80', country: 'CHE' })).statusCode).toBe(400);
  });
});
