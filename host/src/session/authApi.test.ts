import type { ApiClient } from 'shared-kernel/api';
import { createAuthApi, type GatewaySession } from './authApi';
import { handOver, SESSION_REQUEST } from '../boot/earlyRequests';

const SIGNED_IN: GatewaySession = {
  authLevel: 'strong',
  refreshTokenExp: 1_900_000_000,
  userUid: 'f8d0647a-c897-4398-8172-0000615801cb',
  prospect: null,
};
const NONE: GatewaySession = { authLevel: 'none', refreshTokenExp: null, userUid: null, prospect: null };

function clientAnswering(session: GatewaySession) {
  const get = jest.fn(async () => ({ data: session, status: 200, headers: {} }));
  return { api: { get } as unknown as ApiClient, get };
}

/** The part of a fetch Response the session read uses (jsdom has no Response). */
const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

afterEach(() => {
  window.__kontorEarly?.clear();
});

describe('the session read', () => {
  it("takes the page's early answer once, then asks the gateway", async () => {
    handOver(SESSION_REQUEST, Promise.resolve(answer(200, SIGNED_IN)));
    const { api, get } = clientAnswering(NONE);
    const auth = createAuthApi(api);
    await expect(auth.session()).resolves.toEqual(SIGNED_IN);
    expect(get).not.toHaveBeenCalled();
    await expect(auth.session()).resolves.toEqual(NONE);
    expect(get).toHaveBeenCalledWith('/v3/auth/session', { skipErrorCatalogue: true });
  });

  it('asks again through the api client when the early answer is not a session', async () => {
    handOver(SESSION_REQUEST, Promise.resolve(answer(401, { code: 'unauthorized' })));
    const { api, get } = clientAnswering(NONE);
    await expect(createAuthApi(api).session()).resolves.toEqual(NONE);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('asks again when the early request failed on the network', async () => {
    handOver(SESSION_REQUEST, Promise.reject(new TypeError('Failed to fetch')));
    const { api, get } = clientAnswering(SIGNED_IN);
    await expect(createAuthApi(api).session()).resolves.toEqual(SIGNED_IN);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('asks the gateway when the page made no early request (the login, development)', async () => {
    const { api, get } = clientAnswering(SIGNED_IN);
    await expect(createAuthApi(api).session()).resolves.toEqual(SIGNED_IN);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
