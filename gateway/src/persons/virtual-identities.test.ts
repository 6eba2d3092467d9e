/** Virtual identities carry the eBill status (spec §4): the person's and the partnership's. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ANNA } from '../../test/personas';
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { call, persons } = world;

describe('virtual identities carry the eBill status (spec §4)', () => {
  it("gives Anna's eBill identity ACTIVE and no status to the others", async () => {
    const identities = (
      await call(ANNA, 'GET', `/api/v2/natural-persons/${persons[ANNA]}/virtual-identities`)
    ).json();
    expect(identities).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ typeName: 'ebill', status: 'ACTIVE' }),
        expect.objectContaining({ typeName: 'kontor', status: null }),
      ]),
    );
  });

  it("shows a partnership's requested eBill business registration as REQUESTED", async () => {
    const baeckerei = world.baeckerei;
    const url = `/api/v2/partnerships/${baeckerei}/virtual-identities`;
    const before = (await call(ANNA, 'GET', url, { partnership: baeckerei })).json() as {
      typeName: string;
    }[];
    expect(before.some((identity) => identity.typeName.startsWith('ebill'))).toBe(false);
    await sql`insert into ebill_participants (uid, owner_uid, owner_type, status, email)
      values (${randomUUID()}, ${baeckerei}, 'partnership', 'REQUESTED', 'info@baeckerei-meier.ch')`.execute(
      world.db,
    );
    const after = (await call(ANNA, 'GET', url, { partnership: baeckerei })).json();
    expect(after).toEqual(
      expect.arrayContaining([expect.objectContaining({ typeName: 'ebill-business', status: 'REQUESTED' })]),
    );
  });
});
