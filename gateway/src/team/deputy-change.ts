/**
 * Spec §7 GET/POST /v2/partnerships/{uid}/deputy-change: who becomes or stops being an admin (deputy). Spec §4:
 * "adding or removing an admin posts a change that starts and is done at once"; "a change with status approve or
 * edit marks a person as being added or removed". The kernel's adminNominationRefusal / adminRemovalRefusal
 * decide each person, under the partnership's lock (./locks.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  adminNominationRefusal,
  adminRemovalRefusal,
  deputyChangeBodySchema,
  deputyChangeSchema,
  isSignatoryOrAdmin,
  OPEN_DEPUTY_CHANGE_STATUSES,
  openDeputyChangeRefusal,
  uidPathParams,
  type DeputyChange,
  type DeputyChangeBody,
  type UidPathParams,
} from 'shared-kernel/domain';
import type { Selectable } from 'kysely';
import type { KontorExecutor } from '../db/database';
import type { DeputyChangesTable } from '../db/tables/team';
import { requirePerson } from '../http/access';
import { badRequest, conflict, forbidden } from '../http/errors';
import { defineRoute } from '../http/route';
import { requireEngagement } from '../partnerships/engagement';
import { publishMembersChanged, publishRightsChanged } from './audience';
import {
  engagementOf,
  lockEngagements,
  lockPartnership,
  without,
  withValue,
  writeRoles,
  type LockedEngagement,
} from './locks';

const OPEN: readonly string[] = OPEN_DEPUTY_CHANGE_STATUSES;
/** "All rights" of an admin: every action on every account of the partnership. */
const ALL_ACCOUNT_ACTIONS = ['view', 'capture', 'approve'] as const;

export const changeView = (row: Selectable<DeputyChangesTable> | undefined): DeputyChange =>
  row
    ? {
        changeData: {
          uid: row.uid,
          changeStatus: row.change_status as 'start' | 'approve' | 'edit' | 'done',
          requestedBy: row.requested_by,
          created: row.created_at.toISOString(),
        },
        deputiesToAdd: row.deputies_to_add,
        deputiesToRemove: row.deputies_to_remove,
      }
    : { changeData: null, deputiesToAdd: [], deputiesToRemove: [] };

export const openChange = (db: KontorExecutor, partnershipUid: string, forUpdate: boolean) => {
  const query = db
    .selectFrom('deputy_changes')
    .selectAll()
    .where('partnership_uid', '=', partnershipUid)
    .where('change_status', 'in', OPEN)
    .orderBy('created_at', 'desc')
    .limit(1);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
};

/** 400 for a body no state can make right: nothing to change, someone both added and removed, stray all-rights. */
function checkShape(body: DeputyChangeBody, completing: boolean): void {
  const add = body.deputiesToAdd;
  const remove = body.deputiesToRemove;
  const addAll = body.agentsToAddAllRights ?? [];
  const removeAll = body.agentsToRemoveAllRights ?? [];
  const invalid = (message: string) => badRequest('invalid_deputy_change', message);
  if (!completing && add.length + remove.length === 0) throw invalid('nothing to add or remove');
  if (add.some((uid) => remove.includes(uid))) throw invalid('a person is both added and removed');
  if (!completing && addAll.some((uid) => !add.includes(uid)))
    throw invalid('all rights go only to people the change adds');
  if (!completing && removeAll.some((uid) => !remove.includes(uid)))
    throw invalid('all rights are taken only from people the change removes');
  // An open change is stored without its rights (deputy_changes has no column for them): they come at done.
  if (body.start && !body.done && addAll.length + removeAll.length > 0)
    throw invalid('all rights are given when the change is done');
}

/** Each person of the change, decided by the kernel against the locked engagements. */
function checkPeople(
  engagements: Map<string, LockedEngagement>,
  actorRoles: readonly string[],
  registered: ReadonlySet<string>,
  add: readonly string[],
  remove: readonly string[],
): void {
  for (const personUid of add) {
    const target = engagementOf(engagements, personUid);
    const refusal = adminNominationRefusal(actorRoles, {
      roles: target.roles,
      isRegistered: registered.has(personUid),
    });
    if (refusal === 'notPermitted') throw forbidden('partners or admins only');
    if (refusal) throw conflict('admin_nomination_not_allowed', refusal, { agentUid: personUid });
  }
  for (const personUid of remove) {
    const refusal = adminRemovalRefusal(actorRoles, engagementOf(engagements, personUid));
    if (refusal === 'notPermitted') throw forbidden('partners or admins only');
    if (refusal) throw conflict('admin_removal_not_allowed', refusal, { agentUid: personUid });
  }
}

/** Marks the people of an open change (pending deputy for those being added), clearing the marks of a replaced one. */
export async function markPending(
  trx: KontorExecutor,
  partnershipUid: string,
  engagements: Map<string, LockedEngagement>,
  previouslyAdded: readonly string[],
  added: readonly string[],
): Promise<void> {
  for (const personUid of previouslyAdded.filter((uid) => !added.includes(uid))) {
    const row = engagements.get(personUid);
    if (row)
      await writeRoles(trx, partnershipUid, personUid, row.roles, without(row.pending_roles, 'deputy'));
  }
  for (const personUid of added) {
    const row = engagementOf(engagements, personUid);
    await writeRoles(trx, partnershipUid, personUid, row.roles, withValue(row.pending_roles, 'deputy'));
  }
}

/** The change done: roles granted or taken, and all rights on the partnership's accounts if asked. */
async function apply(
  trx: KontorExecutor,
  partnershipUid: string,
  engagements: Map<string, LockedEngagement>,
  change: {
    add: readonly string[];
    remove: readonly string[];
    addAll: readonly string[];
    removeAll: readonly string[];
  },
): Promise<void> {
  for (const personUid of change.add) {
    const row = engagementOf(engagements, personUid);
    await writeRoles(
      trx,
      partnershipUid,
      personUid,
      withValue(row.roles, 'deputy'),
      without(row.pending_roles, 'deputy'),
    );
  }
  for (const personUid of change.remove) {
    const row = engagementOf(engagements, personUid);
    await writeRoles(
      trx,
      partnershipUid,
      personUid,
      without(row.roles, 'deputy'),
      without(row.pending_roles, 'deputy'),
    );
  }
  if (change.addAll.length) {
    const accounts = await trx
      .selectFrom('cash_accounts')
      .select('uid')
      .where('owner_uid', '=', partnershipUid)
      .execute();
    for (const personUid of change.addAll) {
      const held = await trx
        .selectFrom('entitlements')
        .select(['entity_uid', 'action'])
        .where('partnership_uid', '=', partnershipUid)
        .where('person_uid', '=', personUid)
        .where('entity_type', '=', 'CashAccount')
        .forUpdate()
        .execute();
      const missing = accounts.flatMap((account) =>
        ALL_ACCOUNT_ACTIONS.filter(
          (action) => !held.some((row) => row.entity_uid === account.uid && row.action === action),
        ).map((action) => ({
          person_uid: personUid,
          partnership_uid: partnershipUid,
          entity_uid: account.uid,
          entity_type: 'CashAccount',
          action,
        })),
      );
      if (missing.length) await trx.insertInto('entitlements').values(missing).execute();
    }
  }
  if (change.removeAll.length)
    await trx
      .deleteFrom('entitlements')
      .where('partnership_uid', '=', partnershipUid)
      .where('person_uid', 'in', [...change.removeAll])
      .where('entity_type', '=', 'CashAccount')
      .execute();
}

export const deputyChangeRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/partnerships/:uid/deputy-change',
    family: 'team.read',
    auth: 'strong',
    context: 'partnership',
    schema: {
      summary: 'The open deputy change (approve or edit): who is being added or removed as admin',
      params: uidPathParams,
      response: { 200: deputyChangeSchema },
    },
    handler: async (request) => {
      await requireEngagement(request.server.db, request.ctx, request.params.uid);
      return changeView(await openChange(request.server.db, request.params.uid, false));
    },
  }),
  defineRoute<{ Params: UidPathParams; Body: DeputyChangeBody }>({
    method: 'POST',
    url: '/api/v2/partnerships/:uid/deputy-change',
    family: 'team.write',
    auth: 'strong',
    context: 'partnership',
    schema: {
      summary: 'Adds or removes admins: at once (start and done), opened, edited or completed',
      params: uidPathParams,
      body: deputyChangeBodySchema,
      response: { 200: deputyChangeSchema },
    },
    // Partners and admins; asked again under the partnership's lock below.
    permission: async (request) => {
      const roles = await requireEngagement(
        request.server.db,
        request.ctx,
        (request.params as UidPathParams).uid,
      );
      if (!isSignatoryOrAdmin(roles)) throw forbidden('partners or admins only');
    },
    handler: async (request) => {
      const db = request.server.db;
      const partnershipUid = request.params.uid;
      const actorUid = requirePerson(request.ctx);
      const body = request.body;
      const completing = body.done && !body.start;
      checkShape(body, completing);
      return db.transaction().execute(async (trx) => {
        await lockPartnership(trx, partnershipUid);
        const engagements = await lockEngagements(trx, partnershipUid);
        const actorRoles = engagementOf(engagements, actorUid).roles;
        if (!isSignatoryOrAdmin(actorRoles)) throw forbidden('partners or admins only');
        const open = await openChange(trx, partnershipUid, true);
        let add = body.deputiesToAdd;
        let remove = body.deputiesToRemove;
        if (completing || (!body.start && !body.done)) {
          if (openDeputyChangeRefusal(actorRoles, open?.change_status) === 'noOpenChange' || !open)
            throw conflict('no_open_deputy_change', 'there is no open deputy change');
          if (completing) {
            add = open.deputies_to_add;
            remove = open.deputies_to_remove;
          }
        } else if (open) {
          const touched = [...open.deputies_to_add, ...open.deputies_to_remove];
          // One open change at a time; an immediate change may not touch the people of the open one.
          if (!body.done || [...add, ...remove].some((uid) => touched.includes(uid)))
            throw conflict('deputy_change_open', 'a deputy change is already open', { changeUid: open.uid });
        }
        const people = [...add, ...remove];
        const registered = new Set(
          people.length
            ? (
                await trx
                  .selectFrom('natural_persons')
                  .select('uid')
                  .where('uid', 'in', people)
                  .where('is_registered', '=', true)
                  .execute()
              ).map((row) => row.uid)
            : [],
        );
        checkPeople(engagements, actorRoles, registered, add, remove);
        const addAll = body.agentsToAddAllRights ?? [];
        const removeAll = body.agentsToRemoveAllRights ?? [];
        if (
          completing &&
          (addAll.some((u) => !add.includes(u)) || removeAll.some((u) => !remove.includes(u)))
        )
          throw badRequest('invalid_deputy_change', 'all rights only for people the change adds or removes');
        let row: Selectable<DeputyChangesTable>;
        if (body.done) {
          await apply(trx, partnershipUid, engagements, { add, remove, addAll, removeAll });
          row =
            open && completing
              ? await trx
                  .updateTable('deputy_changes')
                  .set({ change_status: 'done' })
                  .where('uid', '=', open.uid)
                  .returningAll()
                  .executeTakeFirstOrThrow()
              : await trx
                  .insertInto('deputy_changes')
                  .values({
                    uid: randomUUID(),
                    partnership_uid: partnershipUid,
                    change_status: 'done',
                    deputies_to_add: [...add],
                    deputies_to_remove: [...remove],
                    requested_by: actorUid,
                  })
                  .returningAll()
                  .executeTakeFirstOrThrow();
        } else if (body.start) {
          await markPending(trx, partnershipUid, engagements, [], add);
          row = await trx
            .insertInto('deputy_changes')
            .values({
              uid: randomUUID(),
              partnership_uid: partnershipUid,
              change_status: 'approve',
              deputies_to_add: [...add],
              deputies_to_remove: [...remove],
              requested_by: actorUid,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        } else {
          await markPending(trx, partnershipUid, engagements, open!.deputies_to_add, add);
          row = await trx
            .updateTable('deputy_changes')
            .set({ change_status: 'edit', deputies_to_add: [...add], deputies_to_remove: [...remove] })
            .where('uid', '=', open!.uid)
            .returningAll()
            .executeTakeFirstOrThrow();
        }
        await publishMembersChanged(trx, partnershipUid, people);
        if (body.done) await publishRightsChanged(trx, partnershipUid, people);
        return changeView(row);
      });
    },
  }),
];
