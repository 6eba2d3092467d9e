import { createEventBus } from '../bus/eventBus';
import type { Alert } from '../bus/types';
import type { Context } from '../domain/entities';
import { createApiClient } from './axiosClient';
import { errorCodeOf, fieldErrorsOf, paymentErrorKeyOf, submitErrorOf } from './errors';
import type { Transport, TransportRequest } from './http';
import { HttpError, isHttpError } from './httpError';

type Reply = { status: number; data?: unknown } | 'network' | 'abort';

function setup(
  reply: Reply = { status: 200, data: {} },
  context: Pick<Context, 'uid' | 'type'> | null = null,
) {
  const bus = createEventBus();
  const alerts: Alert[] = [];
  bus.alerts$.subscribe((alert) => alerts.push(alert));
  const onUnauthorized = jest.fn();
  const requests: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply === 'abort') throw new DOMException('aborted', 'AbortError');
    return { status: reply.status, data: reply.data, headers: {} };
  };
  let language = 'de_CH';
  const api = createApiClient({
    env: 'local',
    getLanguage: () => language,
    getContext: () => context,
    bus,
    onUnauthorized,
    transport,
  });
  return { api, alerts, onUnauthorized, requests, setLanguage: (l: string) => (language = l) };
}

const header = (request: TransportRequest, name: string) => request.headers[name];

describe('createApiClient headers', () => {
  it('sends the gateway headers under /api', async () => {
    const { api, requests } = setup();
    await api.get('/v2/natural-person');
    const [config] = requests;
    expect(config!.url).toBe('/api/v2/natural-person');
    expect(header(config!, 'x-api-key')).toBe('kontor-web');
    expect(header(config!, 'x-origin')).toBe('kontor-web');
    expect(header(config!, 'x-origin-version')).toBe('1.14.3');
    expect(header(config!, 'Accept-Language')).toBe('de');
    expect(header(config!, 'x-partnership-uid')).toBeFalsy();
  });

  it('follows language changes', async () => {
    const { api, requests, setLanguage } = setup();
    setLanguage('fr');
    await api.get('/x');
    expect(header(requests[0]!, 'Accept-Language')).toBe('fr');
  });

  it.each<[Pick<Context, 'uid' | 'type'> | null, string | undefined]>([
    [{ uid: 'p-1', type: 'partnership' }, 'p-1'],
    [{ uid: 'p-2', type: 'registered' }, 'p-2'],
    [{ uid: 'me', type: 'private' }, undefined],
    [null, undefined],
  ])('context %j sends x-partnership-uid %s', async (context, expected) => {
    const { api, requests } = setup({ status: 200 }, context);
    await api.get('/x');
    expect(header(requests[0]!, 'x-partnership-uid') ?? undefined).toBe(expected);
  });
});

describe('error catalogue (spec §8)', () => {
  const run = async (reply: Reply, config = {}) => {
    const ctx = setup(reply);
    const error = await ctx.api.get('/x', config).then(
      () => null,
      (e: unknown) => e,
    );
    return { ...ctx, error };
  };

  it('401: session expired info alert and the host is told', async () => {
    const { alerts, onUnauthorized, error } = await run({ status: 401 });
    expect(error).toBeInstanceOf(HttpError);
    expect(alerts).toEqual([
      expect.objectContaining({ message: 'app.error.session_expired', alertType: 'info', dismissable: true }),
    ]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each([403, 408, 400, 422])('%s: rejected without alert', async (status) => {
    const { alerts, onUnauthorized, error } = await run({
      status,
      data: { code: 'forbidden', message: 'x' },
    });
    expect(error).toBeInstanceOf(HttpError);
    expect(alerts).toEqual([]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([1125, '2016'])('404 with code %s is ignored', async (code) => {
    const { alerts } = await run({ status: 404, data: { code, message: 'not found' } });
    expect(alerts).toEqual([]);
  });

  it('other 404: technical error alert with a removable id', async () => {
    const { alerts } = await run({ status: 404, data: { code: 9999, message: 'not found' } });
    expect(alerts).toEqual([
      expect.objectContaining({
        id: 'technicalError-404',
        message: 'app.error.technical',
        alertType: 'error',
      }),
    ]);
  });

  it('413: payload too large alert', async () => {
    const { alerts } = await run({ status: 413, data: { code: 'payload_too_large' } });
    expect(alerts).toEqual([
      expect.objectContaining({ message: 'app.error.payload_too_large', alertType: 'error' }),
    ]);
  });

  it.each([500, 503])('%s: technical error alert', async (status) => {
    const { alerts } = await run({ status });
    expect(alerts).toEqual([
      expect.objectContaining({ id: `technicalError-${status}`, message: 'app.error.technical' }),
    ]);
  });

  it('no response: technical error alert', async () => {
    const { alerts, error } = await run('network');
    expect(error).toBeInstanceOf(HttpError);
    expect(alerts).toEqual([
      expect.objectContaining({ id: 'technicalError-network', message: 'app.error.technical' }),
    ]);
  });

  it('a cancelled call is no failure to report', async () => {
    const { alerts, error } = await run('abort');
    expect(isHttpError(error) && error.code).toBe('ERR_CANCELED');
    expect(alerts).toEqual([]);
  });

  it('skipErrorCatalogue leaves everything to the caller', async () => {
    const { alerts, onUnauthorized } = await run(
      { status: 401, data: { code: 'invalid_credentials' } },
      { skipErrorCatalogue: true },
    );
    expect(alerts).toEqual([]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('form errors', () => {
  const failWith = async (status: number, data: unknown) => {
    const { api } = setup({ status, data });
    return api.post('/x', {}).catch((e: unknown) => e);
  };

  it('maps a ValidationError to field messages and no form message', async () => {
    const error = await failWith(400, {
      name: 'ValidationError',
      message: 'invalid',
      data: [
        { field: 'beneficiary.iban', code: 'invalid_creditor_iban', message: 'IBAN ungültig' },
        { field: 'amount', code: 'required' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({ 'beneficiary.iban': 'IBAN ungültig', amount: 'required' });
    expect(submitErrorOf(error)).toBeNull();
  });

  it('shows the message of a 400 with code', async () => {
    const error = await failWith(400, { code: 'limit_exceeded', message: 'Tageslimite überschritten' });
    expect(fieldErrorsOf(error)).toEqual({});
    expect(submitErrorOf(error)).toBe('Tageslimite überschritten');
    expect(errorCodeOf(error)).toBe('limit_exceeded');
    expect(paymentErrorKeyOf(error)).toBe('app.payments.limit_exceeded');
  });

  it.each([
    [422, { code: 'x', message: 'unprocessable' }],
    [500, undefined],
    [400, 'plain text'],
  ])('falls back to app.error.general for %s', async (status, data) => {
    const error = await failWith(status, data);
    expect(submitErrorOf(error)).toBe('app.error.general');
    expect(fieldErrorsOf(error)).toEqual({});
  });

  it('has a fallback payment error key', () => {
    expect(paymentErrorKeyOf(new Error('boom'))).toBe('app.payments.unknown_error');
  });
});
