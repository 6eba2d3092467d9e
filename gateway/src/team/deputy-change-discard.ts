/**
 * Discarding the open deputy change (issue 32): a change awaiting signatures (spec §4 approve or edit) that the
 * partnership does not want. Nobody becomes or stops being an admin; those it was adding lose their pending deputy
 * role (the "being added" marker), and the change stays recorded as `discarded` with who discarded it. Who may:
 * the kernel's openDeputyChangeRefusal (partners or deputies), under the team's one lock order (./locks.ts).
 */
import {
  openDeputyChangeRefusal,
  deputyChangeSchema,
  uidPathParams,
  type UidPathParams,
} from 'shared-kernel/domain';
import { requirePerson } from '../http/access';
import { conflict, forbidden } from '../http/errors';
import { defineRoute } from '../http/route';
import { requireEngagement } from '../partnerships/engagement';
import { publishMembersChanged } from './audience';
import { changeView, markPending, openChange } from './deputy-change';
import { engagementOf, lockEngagements, lockPartnership } from './locks';

export const deputyChangeDiscardRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'POST',
    url: '/api/v2/partnerships/:uid/deputy-change/discard',
    family: 'team.write',
    auth: 'strong',
    context: 'partnership',
    schema: {
      summary: 'Discards the open deputy change (approve or edit): nobody is added or removed as admin',
      params: uidPathParams,
      response: { 200: deputyChangeSchema },
    },
    handler: async (request) => {
      const db = request.server.db;
      const partnershipUid = request.params.uid;
      const actorUid = requirePerson(request.ctx);
      const roles = await requireEngagement(db, request.ctx, partnershipUid);
      if (openDeputyChangeRefusal(roles, 'approve') === 'notPermitted')
        throw forbidden('partners or admins only');
      return db.transaction().execute(async (trx) => {
        await lockPartnership(trx, partnershipUid);
        const engagements = await lockEngagements(trx, partnershipUid);
        const open = await openChange(trx, partnershipUid, true);
        const refusal = openDeputyChangeRefusal(
          engagementOf(engagements, actorUid).roles,
          open?.change_status,
        );
        if (refusal === 'notPermitted') throw forbidden('partners or admins only');
        if (refusal || !open) throw conflict('no_open_deputy_change', 'there is no open deputy change');
        await markPending(trx, partnershipUid, engagements, open.deputies_to_add, []);
        await trx
          .updateTable('deputy_changes')
          .set({ change_status: 'discarded', discarded_by: actorUid })
          .where('uid', '=', open.uid)
          .execute();
        await publishMembersChanged(trx, partnershipUid, [
          ...open.deputies_to_add,
          ...open.deputies_to_remove,
        ]);
        // What is open now: nothing.
        return changeView(undefined);
      });
    },
  }),
];
