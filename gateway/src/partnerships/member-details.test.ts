/**
 * Issue 10 item 9: a member's details (email, every entitlement) by the same rights as entitlements-overview:
 * signatories and admins (Anna, Nora) see them, Rita (registered only) and Luca (delegate) are refused.
 */
import { personaApp } from '../../test/persona-app';
import { ANNA, LUCA, NORA, RITA } from '../../test/personas';

const world = personaApp();

const details = (caller: string, member: string) =>
  world.call(
    caller,
    'GET',
    `/api/v2/partnerships/${world.baeckerei}/members/${world.persons[member]}/details`,
    {
      partnership: world.baeckerei,
    },
  );
const overview = (caller: string) =>
  world.call(caller, 'GET', `/api/v2/partnerships/${world.baeckerei}/entitlements-overview`, {
    partnership: world.baeckerei,
  });

it.each([
  [ANNA, 200],
  [NORA, 200],
  [LUCA, 403],
  [RITA, 403],
])('%s: member details answer %i, as entitlements-overview does', async (caller, status) => {
  expect((await overview(caller)).statusCode).toBe(status);
  const response = await details(caller, NORA);
  expect(response.statusCode).toBe(status);
  if (status === 403) expect(response.body).not.toContain('nora@kontor.test');
});
