/** Suggestions (spec §3, §7): a removed one stays listed (isRemoved) so it can be restored; commands race safely. */
import { ANNA, NORA } from '../../test/personas';
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { call, persons } = world;

interface Suggestion {
  type: string;
  triggerUid: string;
  isRemovable: boolean;
  isRemoved: boolean;
}

const list = async (email = ANNA) =>
  (await call(email, 'GET', `/api/v2/agents/${persons[email]}/suggestions`)).json<Suggestion[]>();
const command = (trigger: string, which: 'enable' | 'disable', email = ANNA) =>
  call(email, 'POST', `/api/v2/agents/${persons[email]}/suggestions/${trigger}/${which}`);

it('lists a removed suggestion as removed, and enable brings it back', async () => {
  const removed = (await list()).find((suggestion) => suggestion.isRemoved);
  // The seed gives Anna one removed suggestion (release notes).
  expect(removed).toMatchObject({ type: 'release_notes', isRemoved: true });
  expect((await command(removed!.triggerUid, 'enable')).statusCode).toBe(204);
  expect((await list()).find((s) => s.triggerUid === removed!.triggerUid)).toMatchObject({
    isRemoved: false,
  });
  expect((await command(removed!.triggerUid, 'disable')).statusCode).toBe(204);
  expect((await list()).find((s) => s.triggerUid === removed!.triggerUid)).toMatchObject({ isRemoved: true });
});

it('refuses to remove what may not be removed, and leaves it shown', async () => {
  // Nora's welcome is not removable (seed).
  const fixed = (await list(NORA)).find((suggestion) => !suggestion.isRemovable);
  expect(fixed).toMatchObject({ type: 'welcome' });
  expect((await command(fixed!.triggerUid, 'disable', NORA)).statusCode).toBe(403);
  expect((await list(NORA)).find((s) => s.triggerUid === fixed!.triggerUid)).toMatchObject({
    isRemoved: false,
  });
});

it('ends in the state of a command whatever the order of parallel identical commands', async () => {
  const target = (await list()).find((suggestion) => suggestion.isRemovable && !suggestion.isRemoved)!;
  const answers = await Promise.all(Array.from({ length: 6 }, () => command(target.triggerUid, 'disable')));
  expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204, 204, 204]);
  expect((await list()).find((s) => s.triggerUid === target.triggerUid)).toMatchObject({ isRemoved: true });
  await command(target.triggerUid, 'enable');
});
