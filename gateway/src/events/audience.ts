/**
 * Who may receive an event (issue 10 item 2, docs/security.md "Events"): exactly those who may read what it
 * carries, decided by the same rule as the reads when the event is published, in the writer's transaction.
 * - An event about an entity reaches whoever may read it, by the rule its resource declares with the subject
 *   (a cash account: accounts/audience.ts, the kernel's `accountRight`).
 * - An event about the partnership itself (members, roles) reaches everyone engaged in it.
 * - Listed persons (the owner of a private object, the requester of an export) always.
 */
import type { KontorExecutor } from '../db/database';

/** The persons who may read an entity of a resource now (its read rule, asked when the event is published). */
export type ReadersOf = (db: KontorExecutor, uid: string) => Promise<string[]>;

/**
 * The entity an event is about, as its resource declares it (e.g. accounts/audience.ts `cashAccountSubject`):
 * its kind and uid are stored with the event, and its `readers` decide who receives it. The platform knows no
 * resource's rule: a cards or team folder declares its own subject without editing events/.
 */
export interface EventSubject {
  kind: string;
  uid: string;
  readers: ReadersOf;
}

/**
 * What an event is about. A `subject` makes its readers the audience (a partnershipUid beside it says whose it
 * is and widens nothing); `partnershipUid` alone makes every member the audience; `personUids` always receive.
 */
export interface EventAudience {
  personUids?: string[];
  partnershipUid?: string | null;
  subject?: EventSubject | null;
}

async function partnershipMembers(db: KontorExecutor, partnershipUid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('partnership_engagements')
    .select('person_uid')
    .where('partnership_uid', '=', partnershipUid)
    .execute();
  return rows.map((row) => row.person_uid);
}

/** The person uids an event with this audience is delivered to (sorted, each once). */
export async function recipientsOf(db: KontorExecutor, audience: EventAudience): Promise<string[]> {
  const recipients = new Set(audience.personUids ?? []);
  const reached = audience.subject
    ? await audience.subject.readers(db, audience.subject.uid)
    : audience.partnershipUid
      ? await partnershipMembers(db, audience.partnershipUid)
      : [];
  for (const personUid of reached) recipients.add(personUid);
  return [...recipients].sort();
}
