/** The prospect's own data (spec §7 GET /v2/auth/prospects): verified after the email code, prospects only. */
import { loginProspect, WEB_HEADERS } from '../../test/helpers';
import { ANNA, PAUL } from '../../test/personas';
import { personaApp } from '../../test/persona-app';

const world = personaApp();

describe('GET /api/v2/auth/prospects', () => {
  it("returns the prospect's data, verified (active) after the email code", async () => {
    const cookie = await loginProspect(world.app, PAUL);
    const response = await world.call(PAUL, 'GET', '/api/v2/auth/prospects', { cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'active',
      conditionCodes: ['GTC', 'DPP'],
      emailAddress: PAUL,
      nickName: 'Paul',
    });
    expect(body.conditionsLong.map((entry: { code: string }) => entry.code)).toEqual(['GTC', 'DPP']);
    expect(body.conditionsLong[0].text.length).toBeGreaterThan(20);
  });

  it('is refused to a customer session and to nobody', async () => {
    expect((await world.call(ANNA, 'GET', '/api/v2/auth/prospects')).statusCode).toBe(403);
    const anonymous = await world.app.inject({
      method: 'GET',
      url: '/api/v2/auth/prospects',
      headers: WEB_HEADERS,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
