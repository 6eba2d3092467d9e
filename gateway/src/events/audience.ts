/**
 * Who may receive an event (issue 10 item 2, docs/security.md "Events"): exactly those who may read what it
 * carries, decided by the same rule as the reads when the event is published, in the writer's transaction.
 * - An event about a cash account reaches whoever may view that account: the shared-kernel's `accountRight`
 *   (its owner for a private account; for a partnership's, the members whose entitlements cover `view` on it).
 * - An event about the partnership itself (members, roles) reaches everyone engaged in it.
 * - Listed persons (the owner of a private object, the requester of an export) always.
 */
import { accountRight, type EntitlementFact } from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { toEntitlementFact } from '../http/rights';

/**
 * What an event is about. `accountUid` makes the account's viewers the audience (a partnershipUid beside it
 * says whose account it is and widens nothing); `partnershipUid` alone makes every member the audience.
 */
export interface EventAudience {
  personUids?: string[];
  partnershipUid?: string | null;
  accountUid?: string | null;
}

/** The persons who may view the account, by the kernel's account right in the account's own context. */
export async function accountViewers(db: KontorExecutor, accountUid: string): Promise<string[]> {
  const account = await db
    .selectFrom('cash_accounts')
    .select(['uid', 'owner_uid', 'owner_type'])
    .where('uid', '=', accountUid)
    .executeTakeFirst();
  if (!account) return [];
  const facts = { account: { uid: account.uid, ownerUid: account.owner_uid } };
  if (account.owner_type === 'person') {
    const owner = {
      ...facts,
      context: { type: 'private', uid: account.owner_uid } as const,
      entitlements: [],
    };
    return accountRight(owner, 'view') ? [account.owner_uid] : [];
  }
  const rows = await db
    .selectFrom('entitlements as e')
    .innerJoin('partnership_engagements as g', (join) =>
      join.onRef('g.person_uid', '=', 'e.person_uid').onRef('g.partnership_uid', '=', 'e.partnership_uid'),
    )
    .select(['e.person_uid', 'e.entity_uid', 'e.entity_type', 'e.action', 'e.included_types'])
    .where('e.partnership_uid', '=', account.owner_uid)
    .execute();
  const byPerson = new Map<string, EntitlementFact[]>();
  for (const row of rows)
    byPerson.set(row.person_uid, [...(byPerson.get(row.person_uid) ?? []), toEntitlementFact(row)]);
  const context = { type: 'business', uid: account.owner_uid } as const;
  return [...byPerson]
    .filter(([, entitlements]) => accountRight({ ...facts, context, entitlements }, 'view'))
    .map(([personUid]) => personUid);
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
  const reached = audience.accountUid
    ? await accountViewers(db, audience.accountUid)
    : audience.partnershipUid
      ? await partnershipMembers(db, audience.partnershipUid)
      : [];
  for (const personUid of reached) recipients.add(personUid);
  return [...recipients].sort();
}
