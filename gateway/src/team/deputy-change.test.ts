/**
 * Issue 32, a deputy change awaiting signatures (spec §4 approve/edit) through the HTTP API, on both databases:
 * opened, edited, completed or discarded by partners and deputies only (the kernel's openDeputyChangeRefusal), the
 * "being added" marker following each step, and racing completions and discards under the partnership lock
 * (exactly one wins, the roles match the winner, never a 500).
 */
import { sql } from 'kysely';
import { openDeputyChangeRefusal } from 'shared-kernel/domain';
import { personaApp } from '../../test/persona-app';
import { ANNA, LUCA, NORA, RITA } from '../../test/personas';

const world = personaApp();
const uid = (email: string) => world.persons[email]!;
const inBakery = (email: string, path: string, payload?: object) =>
  world.call(email, 'POST', `/api/v2/partnerships/${world.baeckerei}${path}`, {
    partnership: world.baeckerei,
    payload,
  });
const read = async () =>
  (
    await world.call(RITA, 'GET', `/api/v2/partnerships/${world.baeckerei}/deputy-change`, {
      partnership: world.baeckerei,
    })
  ).json();
const post = (email: string, body: object) =>
  inBakery(email, '/deputy-change', { deputiesToAdd: [], deputiesToRemove: [], ...body });
const discard = (email: string) => inBakery(email, '/deputy-change/discard');
const rolesOf = async (email: string) =>
  world.db
    .selectFrom('partnership_engagements')
    .select(['roles', 'pending_roles'])
    .where('partnership_uid', '=', world.baeckerei)
    .where('person_uid', '=', uid(email))
    .executeTakeFirstOrThrow();
const BAECKEREI_ROLES: Record<string, string[]> = {
  [ANNA]: ['partner', 'delegate', 'deputy'],
  [NORA]: ['partner', 'delegate'],
  [LUCA]: ['delegate'],
  [RITA]: [],
};
/** Puts Bäckerei back as seeded: Nora's nomination awaiting signatures, Luca a plain delegate. */
async function reseed(): Promise<void> {
  await world.db
    .updateTable('deputy_changes')
    .set({ change_status: 'done' })
    .where('partnership_uid', '=', world.baeckerei)
    .where('change_status', 'in', ['approve', 'edit'])
    .execute();
  for (const [email, roles] of Object.entries(BAECKEREI_ROLES))
    await world.db
      .updateTable('partnership_engagements')
      .set({ roles, pending_roles: [] })
      .where('partnership_uid', '=', world.baeckerei)
      .where('person_uid', '=', uid(email))
      .execute();
  const opened = await post(ANNA, { start: true, done: false, deputiesToAdd: [uid(NORA)] });
  expect(opened.statusCode).toBe(200);
}

describe('discarding the open deputy change', () => {
  afterEach(reseed);

  it.each([
    [LUCA, 403],
    [RITA, 403],
  ])('is refused to %s (not a partner or deputy: %i), and the change stays', async (email, status) => {
    expect(openDeputyChangeRefusal(BAECKEREI_ROLES[email]!, 'approve')).toBe('notPermitted');
    expect((await discard(email)).statusCode).toBe(status);
    expect(await read()).toMatchObject({ deputiesToAdd: [uid(NORA)] });
    expect(await rolesOf(NORA)).toEqual({ roles: ['partner', 'delegate'], pending_roles: ['deputy'] });
  });

  it('by Nora: nobody becomes admin, the marker goes, the change is recorded as discarded', async () => {
    expect(openDeputyChangeRefusal(BAECKEREI_ROLES[NORA]!, 'approve')).toBeNull();
    const response = await discard(NORA);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changeData: null, deputiesToAdd: [], deputiesToRemove: [] });
    expect(await read()).toEqual({ changeData: null, deputiesToAdd: [], deputiesToRemove: [] });
    expect(await rolesOf(NORA)).toEqual({ roles: ['partner', 'delegate'], pending_roles: [] });
    const rows = await world.db
      .selectFrom('deputy_changes')
      .select(['change_status', 'discarded_by'])
      .where('partnership_uid', '=', world.baeckerei)
      .where('change_status', '=', 'discarded')
      .execute();
    expect(rows).toEqual([{ change_status: 'discarded', discarded_by: uid(NORA) }]);
    // Nothing is open any more: a second discard, a completion and an edit are 409.
    for (const refused of [
      await discard(ANNA),
      await post(ANNA, { start: false, done: true }),
      await post(ANNA, { start: false, done: false, deputiesToAdd: [uid(LUCA)] }),
    ])
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'no_open_deputy_change']);
    // A new change may be opened now.
    expect((await post(ANNA, { start: true, done: false, deputiesToAdd: [uid(LUCA)] })).statusCode).toBe(200);
    expect(await rolesOf(LUCA)).toEqual({ roles: ['delegate'], pending_roles: ['deputy'] });
  });

  it('after an edit: the people the change was adding lose the marker, the removals never happen', async () => {
    await world.db
      .updateTable('partnership_engagements')
      .set({ roles: ['partner', 'delegate', 'deputy'] })
      .where('partnership_uid', '=', world.baeckerei)
      .where('person_uid', '=', uid(NORA))
      .execute();
    const edited = await post(ANNA, {
      start: false,
      done: false,
      deputiesToAdd: [uid(LUCA)],
      deputiesToRemove: [uid(NORA)],
    });
    expect(edited.json()).toMatchObject({ changeData: { changeStatus: 'edit' } });
    expect(await rolesOf(LUCA)).toEqual({ roles: ['delegate'], pending_roles: ['deputy'] });
    expect((await discard(ANNA)).statusCode).toBe(200);
    expect(await rolesOf(LUCA)).toEqual({ roles: ['delegate'], pending_roles: [] });
    expect((await rolesOf(NORA)).roles).toEqual(['partner', 'delegate', 'deputy']);
  });

  it('tells every member and the people of the change (agentInPartnership)', async () => {
    const since = Number(
      (await sql<{ max: string | null }>`select max(id::bigint) as max from events`.execute(world.db)).rows[0]
        ?.max ?? 0,
    );
    expect((await discard(ANNA)).statusCode).toBe(200);
    const events = await world.db
      .selectFrom('events')
      .select(['type', 'recipients'])
      .where(sql<boolean>`id::bigint > ${since}`)
      .execute();
    expect(events).toEqual([
      { type: 'agentInPartnership', recipients: [uid(ANNA), uid(LUCA), uid(NORA), uid(RITA)].sort() },
    ]);
  });
});

describe('racing on the open deputy change (the partnership lock)', () => {
  afterEach(reseed);

  it('of two completions exactly one wins; Nora is admin once, nothing stays open', async () => {
    const responses = await Promise.all([
      post(ANNA, { start: false, done: true }),
      post(NORA, { start: false, done: true }),
    ]);
    const outcomes = responses.map((response) => [response.statusCode, response.json().code]).sort();
    expect(outcomes).toEqual([
      [200, undefined],
      [409, 'no_open_deputy_change'],
    ]);
    expect(await rolesOf(NORA)).toEqual({ roles: ['partner', 'delegate', 'deputy'], pending_roles: [] });
    expect((await read()).changeData).toBeNull();
  });

  it('a completion and a discard: one wins, and the roles are the winner’s', async () => {
    const [completed, discarded] = await Promise.all([
      post(ANNA, { start: false, done: true }),
      discard(NORA),
    ]);
    expect([completed.statusCode, discarded.statusCode].sort()).toEqual([200, 409]);
    const loser = completed.statusCode === 200 ? discarded : completed;
    expect(loser.json()).toMatchObject({ code: 'no_open_deputy_change' });
    expect(await rolesOf(NORA)).toEqual({
      roles: completed.statusCode === 200 ? ['partner', 'delegate', 'deputy'] : ['partner', 'delegate'],
      pending_roles: [],
    });
    expect((await read()).changeData).toBeNull();
  });

  it('an edit and a discard: one wins; an edit that lost leaves no marker behind', async () => {
    const [edited, discarded] = await Promise.all([
      post(ANNA, { start: false, done: false, deputiesToAdd: [uid(NORA), uid(LUCA)] }),
      discard(NORA),
    ]);
    expect(discarded.statusCode).toBe(200);
    // The edit either came first (then the discard took both markers) or found nothing open.
    expect([200, 409]).toContain(edited.statusCode);
    expect((await rolesOf(LUCA)).pending_roles).toEqual([]);
    expect((await rolesOf(NORA)).pending_roles).toEqual([]);
    expect((await read()).changeData).toBeNull();
  });
});
