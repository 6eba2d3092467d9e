/** The sandbox signing office: a confirmation set up for a test, then accepted or refused as the spec says. */
import { SANDBOX_OPERATOR_HEADERS } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const QUENTIN = 'quentin@kontor.test';
const FAVRE = 'Favre Architectes SA';

async function askQuentin(): Promise<{ confirmationHandle: string; contextUid: string }> {
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/sandbox/confirmations',
    headers: SANDBOX_OPERATOR_HEADERS,
    payload: { email: QUENTIN, partnershipName: FAVRE },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('sandbox confirmations', () => {
  it('asks for a confirmation the person then sees, accepts once, and cannot decide twice', async () => {
    const { confirmationHandle, contextUid } = await askQuentin();
    expect(contextUid).toBe(await world.partnership(FAVRE));
    const listed = await world.call(QUENTIN, 'GET', `/api/v2/partnerships/${contextUid}/confirmations`, {
      partnership: contextUid,
    });
    expect(listed.json<{ confirmationHandle: string }[]>().map((c) => c.confirmationHandle)).toContain(
      confirmationHandle,
    );
    const accept = (codes: string[]) =>
      world.call(QUENTIN, 'POST', `/api/v2/partnerships/${contextUid}/confirmation/accept`, {
        partnership: contextUid,
        payload: { confirmationHandle, acceptedConditionCodes: codes },
      });
    expect((await accept(['GTC'])).statusCode).toBe(400);
    expect((await accept(['GTC', 'PTC', 'BOD', 'PSC'])).statusCode).toBe(200);
    expect((await accept(['GTC', 'PTC', 'BOD', 'PSC'])).statusCode).toBe(409);
  });

  it('lets the person refuse with the reason code reject', async () => {
    const { confirmationHandle, contextUid } = await askQuentin();
    const refused = await world.call(
      QUENTIN,
      'POST',
      `/api/v2/partnerships/${contextUid}/confirmation/refuse`,
      {
        partnership: contextUid,
        payload: { confirmationHandle, reasonCode: 'reject' },
      },
    );
    expect(refused.json()).toMatchObject({ confirmationHandle, status: 'refused' });
  });

  it('answers 404 for a partnership the person is not engaged in', async () => {
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/sandbox/confirmations',
      headers: SANDBOX_OPERATOR_HEADERS,
      payload: { email: QUENTIN, partnershipName: 'Bäckerei Meier GmbH' },
    });
    expect(response.statusCode).toBe(404);
  });
});
