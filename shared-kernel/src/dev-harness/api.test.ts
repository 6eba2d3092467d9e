import type { TransportClient } from '../api/http';
import { APP_VERSION } from '../api/constants';
import { createEventBus } from '../bus/eventBus';
import type { Alert } from '../bus/types';
import { annaBaeckerei, annaPrivate } from '../domain/fixtures/personas';
import type { SessionSnapshot } from '../domain/session';
import { createHarnessApi } from './api';

/** Captures the request the client would send, answering 200 without a network. */
function capture(getSession: () => SessionSnapshot, actsInContext?: () => boolean) {
  const api = createHarnessApi(getSession, { bus: createEventBus(), actsInContext });
  const sent: Record<string, unknown>[] = [];
  (api as TransportClient).transport = async (request) => {
    sent.push({ url: request.url, ...request.headers });
    return { data: null, status: 200, headers: {} };
  };
  return { api, sent };
}

describe('createHarnessApi', () => {
  it("sends the web app's headers below /api", async () => {
    const { api, sent } = capture(() => annaPrivate);
    await api.get('/v3/auth/session');
    expect(sent[0]).toMatchObject({
      url: '/api/v3/auth/session',
      'x-api-key': 'kontor-web',
      'x-origin': 'kontor-web',
      'x-origin-version': APP_VERSION,
      'Accept-Language': annaPrivate.language,
    });
    expect(sent[0]).not.toHaveProperty('x-partnership-uid');
  });

  it('names the partnership in a partnership context, once it acts in it', async () => {
    let signedIn = false;
    const { api, sent } = capture(
      () => annaBaeckerei,
      () => signedIn,
    );
    await api.get('/collections');
    signedIn = true;
    await api.get('/v3/cash-accounts');
    expect(sent[0]).not.toHaveProperty('x-partnership-uid');
    expect(sent[1]).toHaveProperty('x-partnership-uid', annaBaeckerei.currentContext!.uid);
  });

  it('answers from fixtures and refuses what has none with a 404', async () => {
    const api = createHarnessApi(() => annaPrivate, {
      bus: createEventBus(),
      fixtures: { 'GET /v3/auth/session': { authLevel: 'strong' } },
    });
    await expect(api.get('/v3/auth/session?x=1')).resolves.toMatchObject({
      status: 200,
      data: { authLevel: 'strong' },
    });
    await expect(api.post('/v3/auth/session')).rejects.toMatchObject({
      response: { status: 404, data: { code: 'not_found' } },
    });
  });

  it("applies the host's error catalogue: a 404 without fixture alerts, a 401 ends the session", async () => {
    const bus = createEventBus();
    const alerts: Alert[] = [];
    bus.alerts$.subscribe((alert) => alerts.push(alert));
    const onUnauthorized = jest.fn();
    const api = createHarnessApi(() => annaPrivate, {
      bus,
      fixtures: { 'GET /v3/auth/session': { authLevel: 'strong' } },
      onUnauthorized,
    });
    await expect(api.get('/v3/cash-accounts')).rejects.toBeTruthy();
    expect(alerts.map((alert) => alert.message)).toEqual(['app.error.technical']);

    (api as TransportClient).transport = async () => ({ status: 401, data: {}, headers: {} });
    await expect(api.get('/v3/auth/session')).rejects.toBeTruthy();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(alerts.map((alert) => alert.message)).toContain('app.error.session_expired');
  });
});
