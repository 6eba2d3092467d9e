/**
 * Who may read a cash account, as an event's audience (events/audience.ts): whoever may view it by the kernel's
 * `accountRight` in the account's own context (its owner for a private account; for a partnership's, the
 * members whose entitlements cover `view` on it). The accounts resource declares it; events/ knows no account.
 */
import { accountRight, type EntitlementFact } from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import type { EventSubject } from '../events/audience';
import { toEntitlementFact } from '../http/rights';

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

/** An event about a cash account: those who may view it receive it. */
export const cashAccountSubject = (accountUid: string): EventSubject => ({
  kind: 'cashAccount',
  uid: accountUid,
  readers: accountViewers,
});
