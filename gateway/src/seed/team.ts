/** Seed: team space changes. */
import { addDays } from './random';
import { people, type SeedWorld } from './world';

/** Bäckerei: Nora's nomination as admin awaiting signatures, and Jana's open invitation. */
export async function seedBakeryTeamChanges(world: SeedWorld): Promise<void> {
  const { db, rng, anchorDay, createdAt, partnerships } = world;
  const { anna, nora } = people(world);
  await db
    .insertInto('deputy_changes')
    .values({
      uid: rng.uuid(),
      partnership_uid: partnerships.baeckerei,
      change_status: 'approve',
      deputies_to_add: [nora],
      deputies_to_remove: [],
      requested_by: anna,
      created_at: createdAt(3),
    })
    .execute();
  await db
    .insertInto('invites')
    .values({
      uid: rng.uuid(),
      partnership_uid: partnerships.baeckerei,
      email: 'jana.kaelin@baeckerei-meier.ch',
      name: 'Jana Kälin',
      roles: ['delegate'],
      as_admin: false,
      status: 'new',
      invited_by: anna,
      created_at: createdAt(4),
      expires_at: `${addDays(anchorDay, 26)}T00:00:00Z`,
    })
    .execute();
}
