import { createMockApi, httpError, networkError } from '../testing/mockApi';
import { httpStatusOf, isHttpError } from './httpError';

describe('isHttpError and httpStatusOf read the api client’s failures by their mark', () => {
  it('recognise a failure the client itself rejected with, and its status', async () => {
    const mock = createMockApi().on('get', '/missing', { status: 409, data: { code: 'already_decided' } });
    const failure = await mock.client.get('/missing').catch((error: unknown) => error);
    expect(isHttpError(failure)).toBe(true);
    expect(httpStatusOf(failure)).toBe(409);
  });

  it('give no status for a request that got no answer', () => {
    expect(isHttpError(networkError())).toBe(true);
    expect(httpStatusOf(networkError())).toBeUndefined();
    expect(httpStatusOf(httpError(422, {}))).toBe(422);
  });

  it.each([
    new Error('boom'),
    null,
    undefined,
    'text',
    { isHttpError: 'yes' },
    { response: { status: 400 } },
  ])('refuse what is not a failed request: %p', (value) => {
    expect(isHttpError(value)).toBe(false);
    expect(httpStatusOf(value)).toBeUndefined();
  });
});
