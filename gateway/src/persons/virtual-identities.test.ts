/** Virtual identities carry the eBill status (spec §4): the person's and the partnership's. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ANNA, CLAIRE } from '../../test/personas';
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

  it("gives the Bäckerei's seeded eBill business ACTIVE", async () => {
    const baeckerei = world.baeckerei;
    const url = `/api/v2/partnerships/${baeckerei}/virtual-identities`;
    expect((await call(ANNA, 'GET', url, { partnership: baeckerei })).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ typeName: 'ebill-business', status: 'ACTIVE' })]),
    );
  });

  it("shows a partnership's requested eBill business registration as REQUESTED", async () => {
    const asl = await world.partnership('Association Sportive Lausanne');
    const url = `/api/v2/partnerships/${asl}/virtual-identities`;
    const before = (await call(CLAIRE, 'GET', url, { partnership: asl })).json() as {
      typeName: string;
    }[];
    expect(before.some((identity) => identity.typeName.startsWith('ebill'))).toBe(false);
    await sql`insert into ebill_participants (uid, owner_uid, owner_type, status, email)
      values (${randomUUID()}, ${asl}, 'partnership', 'REQUESTED', 'finance@asl.ch')`.execute(world.db);
    const after = (await call(CLAIRE, 'GET', url, { partnership: asl })).json();
    expect(after).toEqual(
      expect.arrayContaining([expect.objectContaining({ typeName: 'ebill-business', status: 'REQUESTED' })]),
    );
  });
});
