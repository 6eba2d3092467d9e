/**
 * Virtual identities of a person or partnership (spec §9 types). eBill identities carry the eBill
 * subscription status (spec §4: REQUESTED, ACTIVE, INACTIVE, BLOCKED) from the eBill participant, which the
 * host reads for the eBill menu and settings rules. The answer's shape: the persons contract's
 * virtualIdentitySchema (shared-kernel/src/domain/contracts/persons.ts).
 */
import type { KontorExecutor } from '../db/database';

const EBILL_TYPES = new Set(['ebill', 'ebillbusiness']);
const isEbillType = (typeName: string) => EBILL_TYPES.has(typeName.replace(/[^a-z]/gi, '').toLowerCase());

export async function virtualIdentitiesOf(
  db: KontorExecutor,
  ownerUid: string,
  ownerType: 'person' | 'partnership',
) {
  const [rows, participant] = await Promise.all([
    db
      .selectFrom('virtual_identities')
      .selectAll()
      .where('owner_uid', '=', ownerUid)
      .orderBy('created_at')
      .orderBy('uid')
      .execute(),
    db
      .selectFrom('ebill_participants')
      .select(['uid', 'status', 'email'])
      .where('owner_uid', '=', ownerUid)
      .executeTakeFirst(),
  ]);
  const identities = rows.map((row) => ({
    uid: row.uid,
    typeName: row.type_name,
    value: row.value,
    status: isEbillType(row.type_name) ? (participant?.status ?? 'INACTIVE') : null,
  }));
  // An eBill registration (e.g. just REQUESTED) without its identity row still shows as an eBill identity.
  if (participant && !identities.some((identity) => isEbillType(identity.typeName)))
    identities.push({
      uid: participant.uid,
      typeName: ownerType === 'person' ? 'ebill' : 'ebill-business',
      value: participant.email,
      status: participant.status,
    });
  return identities;
}
