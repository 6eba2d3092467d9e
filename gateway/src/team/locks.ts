/**
 * The team routes' one lock order (docs/security.md, issue 10): the partnership row first, then the engagements
 * (by person uid), then entitlements and cards. Every write of a member's roles or rights starts here, so two
 * changes of one partnership's people run one after the other on PostgreSQL too.
 */
import type { VotingRule } from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { notFound } from '../http/errors';

export interface LockedEngagement {
  person_uid: string;
  roles: string[];
  pending_roles: string[];
}

/** `select ... for update` of the partnership row: its voting rule. */
export async function lockPartnership(trx: KontorExecutor, partnershipUid: string): Promise<VotingRule> {
  const row = await trx
    .selectFrom('partnerships')
    .select('voting_rule')
    .where('uid', '=', partnershipUid)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('partnership_not_found');
  return row.voting_rule as VotingRule;
}

/** Every engagement of the partnership, locked in person-uid order (after lockPartnership). */
export async function lockEngagements(
  trx: KontorExecutor,
  partnershipUid: string,
): Promise<Map<string, LockedEngagement>> {
  const rows = await trx
    .selectFrom('partnership_engagements')
    .select(['person_uid', 'roles', 'pending_roles'])
    .where('partnership_uid', '=', partnershipUid)
    .orderBy('person_uid')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.person_uid, row]));
}

/** One engagement from the locked set; a person not engaged is 404 member_not_found. */
export function engagementOf(
  engagements: Map<string, LockedEngagement>,
  personUid: string,
): LockedEngagement {
  const engagement = engagements.get(personUid);
  if (!engagement) throw notFound('member_not_found', 'the person is not a member of the partnership');
  return engagement;
}

/** Writes one engagement's roles (granted and pending) as the caller decided them under the lock. */
export async function writeRoles(
  trx: KontorExecutor,
  partnershipUid: string,
  personUid: string,
  roles: readonly string[],
  pendingRoles: readonly string[],
): Promise<void> {
  await trx
    .updateTable('partnership_engagements')
    .set({ roles: [...roles], pending_roles: [...pendingRoles] })
    .where('partnership_uid', '=', partnershipUid)
    .where('person_uid', '=', personUid)
    .execute();
}

export const without = (values: readonly string[], value: string): string[] =>
  values.filter((v) => v !== value);
export const withValue = (values: readonly string[], value: string): string[] =>
  values.includes(value) ? [...values] : [...values, value];
