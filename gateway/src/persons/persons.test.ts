/** The person's own data: profile, person, client onboardings, never another's. */
import { ANNA, LUCA } from '../../test/personas';
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { call, persons } = world;

describe('own person and profile', () => {
  it('patches the profile and keeps the person language in step', async () => {
    const response = await call('luca@kontor.test', 'PATCH', '/api/v2/profile', {
      payload: { theme: 'light', amountVisible: false, communication: { languageCode: 'de' } },
    });
    expect(response.json()).toMatchObject({
      theme: 'light',
      amountVisible: false,
      communication: { languageCode: 'de', locale: 'de_CH' },
    });
    const person = await world.db
      .selectFrom('natural_persons')
      .select('language')
      .where('email', '=', 'luca@kontor.test')
      .executeTakeFirstOrThrow();
    expect(person.language).toBe('de');
  });

  it('returns only the caller own person and refuses another uid', async () => {
    const me = await call('anna@kontor.test', 'GET', '/api/v2/natural-person?contactDetails=true');
    expect(me.json()).toMatchObject({
      email: 'anna@kontor.test',
      address: { agentAddress: { city: 'Zürich' } },
    });
    const other = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/natural-persons/${persons['nora@kontor.test']}/domicile`,
    );
    expect(other.statusCode).toBe(403);
  });
});

describe('GET /api/v2/prospective-clients', () => {
  it("lists only the caller's open client onboardings", async () => {
    const annaList = (await call(ANNA, 'GET', '/api/v2/prospective-clients')).json();
    expect(annaList).toEqual([
      expect.objectContaining({ clientName: 'Meier Immobilien AG', status: 'open' }),
    ]);
    expect((await call(LUCA, 'GET', '/api/v2/prospective-clients')).json()).toEqual([]);
  });

  it('is private context only', async () => {
    const response = await call(ANNA, 'GET', '/api/v2/prospective-clients', { partnership: world.baeckerei });
    expect(response.statusCode).toBe(403);
  });
});
