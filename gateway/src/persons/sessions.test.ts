/** Active sessions and signing out the others (screen /settings). */
import { loginAs } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { call } = world;

describe('active sessions', () => {
  it('lists the live sessions with the current one marked and signs out the others', async () => {
    const first = await loginAs(world.app, 'claire@kontor.test');
    const second = await loginAs(world.app, 'claire@kontor.test');
    const listed = await call('claire@kontor.test', 'GET', '/api/v3/auth/sessions', { cookie: second });
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json<{ id: string; current: boolean; signedInAt: string; level: string }[]>();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.every((session) => session.level === 'strong' || session.level === 'weak')).toBe(true);

    const signOut = await call('claire@kontor.test', 'POST', '/api/v3/auth/sessions/sign-out-others', {
      cookie: second,
    });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json<{ signedOut: number }>().signedOut).toBeGreaterThanOrEqual(1);
    expect(
      (await call('claire@kontor.test', 'GET', '/api/v3/auth/sessions', { cookie: first })).statusCode,
    ).toBe(401);
    const after = await call('claire@kontor.test', 'GET', '/api/v3/auth/sessions', { cookie: second });
    expect(after.json()).toEqual([expect.objectContaining({ current: true })]);
  });

  it('needs a session', async () => {
    expect((await call(null, 'GET', '/api/v3/auth/sessions')).statusCode).toBe(401);
  });
});
