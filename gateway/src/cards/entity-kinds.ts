/**
 * The cards resource's entities a partnership-wide entitlement may include (spec §3 includedTypes): a
 * partnership's card programs (`CardProgram`). Registered with the server (routes.ts `gatewayEntityKinds`), so
 * `ctx.can(programUid, action)` decides by the kernel's entitlementCovers without http/ reading card tables.
 */
import type { KontorExecutor } from '../db/database';
import type { EntityKind } from '../http/rights';

export const cardProgramKind: EntityKind = {
  type: 'CardProgram',
  async ownedBy(db: KontorExecutor, partnershipUid: string, uids: readonly string[]) {
    const rows = await db
      .selectFrom('card_programs')
      .select('uid')
      .where('uid', 'in', [...uids])
      .where('partnership_uid', '=', partnershipUid)
      .execute();
    return new Set(rows.map((row) => row.uid));
  },
};
