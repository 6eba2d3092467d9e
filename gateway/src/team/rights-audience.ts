/**
 * Who hears of a change of a member's account rights (events/audience.ts EventSubject): the member, and those
 * who may read the rights (the partnership's signatories and admins, the kernel's mayManageTeamRights), decided
 * in the writer's transaction. The team resource declares it; events/ knows no team rule.
 */
import { mayManageTeamRights } from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import type { EventSubject } from '../events/audience';

export async function rightsReaders(
  db: KontorExecutor,
  partnershipUid: string,
  memberUid: string,
): Promise<string[]> {
  const engaged = await db
    .selectFrom('partnership_engagements')
    .select(['person_uid', 'roles'])
    .where('partnership_uid', '=', partnershipUid)
    .execute();
  const readers = engaged.filter((row) => mayManageTeamRights(row.roles)).map((row) => row.person_uid);
  return [...new Set([memberUid, ...readers])];
}

/** An event about a member's rights in a partnership. */
export const memberRightsSubject = (partnershipUid: string, memberUid: string): EventSubject => ({
  kind: 'memberRights',
  uid: memberUid,
  readers: (db) => rightsReaders(db, partnershipUid, memberUid),
});
