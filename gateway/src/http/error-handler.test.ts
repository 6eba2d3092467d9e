/**
 * A database conflict that still reaches a call (a deadlock or serialization failure, issue 26 item 3) is
 * answered as one: 409 with Retry-After, nothing written, never a 500.
 */
import Fastify from 'fastify';
import { installErrorHandling } from './error-handler';

it.each(['40P01', '40001'])('SQLSTATE %s answers 409 transaction_conflict', async (code) => {
  const app = Fastify();
  installErrorHandling(app);
  app.get('/conflict', async () => {
    throw Object.assign(new Error('deadlock detected'), { code });
  });
  const response = await app.inject({ method: 'GET', url: '/conflict' });
  expect(response.statusCode).toBe(409);
  expect(response.headers['retry-after']).toBe('1');
  expect(response.json()).toEqual({
    code: 'transaction_conflict',
    message: 'a concurrent change got in the way; try again',
  });
  await app.close();
});
