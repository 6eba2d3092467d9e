/**
 * Who may read an owner's eBill, as an event's audience (events/audience.ts): the kernel's ebillReadAllowed in
 * the owner's context. A person's eBill: that person. A partnership's: the persons engaged in it with a right
 * on one of its accounts (a registered person, or one not engaged, receives nothing).
 */
import { ebillReadAllowed } from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import type { EventSubject } from '../events/audience';
import { businessContext, partnershipAccounts } from './context';

/** The persons who may read the owner's eBill now. */
export async function ebillReaders(db: KontorExecutor, ownerUid: string): Promise<string[]> {
  const person = await db
    .selectFrom('natural_persons')
    .select('uid')
    .where('uid', '=', ownerUid)
    .executeTakeFirst();
  if (person) return [person.uid];
  const [engagements, accounts] = await Promise.all([
    db
      .selectFrom('partnership_engagements')
      .select(['person_uid', 'roles'])
      .where('partnership_uid', '=', ownerUid)
      .execute(),
    partnershipAccounts(db, ownerUid),
  ]);
  const readers: string[] = [];
  for (const engagement of engagements) {
    const context = await businessContext(db, engagement.person_uid, ownerUid, engagement.roles, accounts);
    if (ebillReadAllowed(context)) readers.push(engagement.person_uid);
  }
  return readers;
}

/** An event about an owner's eBill (its subscription, its invoices): those who may read it receive it. */
export const ebillSubject = (ownerUid: string): EventSubject => ({
  kind: 'ebill',
  uid: ownerUid,
  readers: ebillReaders,
});
