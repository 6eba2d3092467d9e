/** Domicile and phone changes: verified, planned moves, own data only (screen /personal-details). */
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { call, persons } = world;

describe('PATCH /api/v2/natural-persons/:uid/domicile and /phone-number', () => {
  const anna = () => persons['anna@kontor.test']!;

  it('changes the own domicile at once and reads it back', async () => {
    const address = { street: 'Kramgasse', number: '49', postalCode: '3011', city: 'Bern', country: 'CHE' };
    const response = await call(
      'nora@kontor.test',
      'PATCH',
      `/api/v2/natural-persons/${persons['nora@kontor.test']}/domicile`,
      {
        payload: address,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ agentAddress: address, planned: null });
    const read = await call(
      'nora@kontor.test',
      'GET',
      `/api/v2/natural-persons/${persons['nora@kontor.test']}/domicile`,
    );
    expect(read.json()).toMatchObject({ agentAddress: address });
  });

  it('plans a move with a future validFrom and keeps the current address', async () => {
    const validFrom = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const response = await call('anna@kontor.test', 'PATCH', `/api/v2/natural-persons/${anna()}/domicile`, {
      payload: {
        street: 'Rue du Rhône',
        number: '1',
        postalCode: '1204',
        city: 'Genève',
        country: 'CHE',
        validFrom,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      agentAddress: { street: 'Schaffhauserstrasse', postalCode: '8057' },
      planned: { street: 'Rue du Rhône', validFrom },
    });
  });

  it('refuses an address the postal reference corrects or does not know (422)', async () => {
    const corrected = await call('anna@kontor.test', 'PATCH', `/api/v2/natural-persons/${anna()}/domicile`, {
      payload: { street: 'Bahnhofstr.', number: '1', postalCode: '8001', city: 'Zürich', country: 'CHE' },
    });
    expect(corrected.statusCode).toBe(422);
    expect(corrected.json()).toMatchObject({
      code: 'address_corrected',
      suggestions: [{ street: 'Bahnhofstrasse' }],
    });
    const unknown = await call('anna@kontor.test', 'PATCH', `/api/v2/natural-persons/${anna()}/domicile`, {
      payload: { street: 'Nowhere', number: '1', postalCode: '9999', city: 'Atlantis', country: 'CHE' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'address_not_found' });
  });

  it('refuses a move in the past as a ValidationError', async () => {
    const response = await call('anna@kontor.test', 'PATCH', `/api/v2/natural-persons/${anna()}/domicile`, {
      payload: {
        street: 'Kramgasse',
        number: '1',
        postalCode: '3011',
        city: 'Bern',
        country: 'CHE',
        validFrom: '2020-01-01',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      data: [{ field: 'validFrom', code: 'date_in_past' }],
    });
  });

  it('changes only the own data (403 for another person, 403 in a partnership context)', async () => {
    const other = await call('luca@kontor.test', 'PATCH', `/api/v2/natural-persons/${anna()}/phone-number`, {
      payload: { countryCode: '+41', number: '791112233' },
    });
    expect(other.statusCode).toBe(403);
    const inPartnership = await call(
      'anna@kontor.test',
      'PATCH',
      `/api/v2/natural-persons/${anna()}/phone-number`,
      {
        payload: { countryCode: '+41', number: '791112233' },
        partnership: world.baeckerei,
      },
    );
    expect(inPartnership.statusCode).toBe(403);
  });

  it('validates the phone number by its country (spec §9 masks)', async () => {
    const short = await call('anna@kontor.test', 'PATCH', `/api/v2/natural-persons/${anna()}/phone-number`, {
      payload: { countryCode: '+41', number: '79 123' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      name: 'ValidationError',
      data: [{ field: 'number', code: 'invalid_phone_number' }],
    });
    const saved = await call('anna@kontor.test', 'PATCH', `/api/v2/natural-persons/${anna()}/phone-number`, {
      payload: { countryCode: '+41', number: '079 765 43 21' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ agentPhoneNumber: { countryCode: '+41', number: '797654321' } });
  });
});
