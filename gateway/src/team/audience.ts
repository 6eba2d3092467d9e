/**
 * The team's events (spec §7 event stream): `agentInPartnership` when the partnership's people or roles change, to
 * every member and to the persons concerned (a removed member still hears of it); `entitlementChanged` to each
 * person whose roles or rights changed, so their session snapshot (menus, guards) follows without a reload.
 */
import type { KontorExecutor } from '../db/database';
import { publishEvent } from '../events/publish';

export async function publishMembersChanged(
  trx: KontorExecutor,
  partnershipUid: string,
  concerned: readonly string[],
): Promise<void> {
  await publishEvent(trx, {
    type: 'agentInPartnership',
    guid: partnershipUid,
    message: { partnershipUid },
    audience: { partnershipUid, personUids: [...concerned] },
  });
}

export async function publishRightsChanged(
  trx: KontorExecutor,
  partnershipUid: string,
  personUids: readonly string[],
): Promise<void> {
  for (const personUid of new Set(personUids))
    await publishEvent(trx, {
      type: 'entitlementChanged',
      guid: `${partnershipUid}:${personUid}`,
      message: { partnershipUid, rootEntityTypeName: 'Partnership', rootEntityUid: partnershipUid },
      audience: { personUids: [personUid] },
    });
}
