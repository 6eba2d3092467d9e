/**
 * Members' account rights (issue 32; spec §3 Entitlement view, capture, approve per cash account, §6): the table
 * member × account for signatories and admins (the kernel's mayManageTeamRights), and changing one member's rights
 * on the accounts named. The change takes the team's one lock order (the partnership row, the member's
 * engagement, the member's entitlement rows) and publishes `entitlementChanged` in the same transaction to the
 * member and those who may read the rights, so an open session follows at once (spec §2: a member who loses
 * capture on the payment form goes to the dashboard).
 */
import {
  accountRightsOverviewSchema,
  accountRightsRefusal,
  accountRightsWriteBodySchema,
  actionsOf,
  entitlementCovers,
  memberAccountRightsParams,
  memberAccountRightsSchema,
  uidPathParams,
  type AccountRightsEntry,
  type AccountRightsOverview,
  type AccountRightsWriteBody,
  type MemberAccountRights,
  type MemberAccountRightsParams,
  type PartnershipRole,
  type UidPathParams,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { notFound, validationError } from '../http/errors';
import { toEntitlementFact } from '../http/rights';
import { defineRoute } from '../http/route';
import { publishEvent } from '../events/publish';
import { teamManagerPermission } from './invites';
import { lockPartnership } from './locks';
import { memberRightsSubject } from './rights-audience';

interface AccountRow {
  uid: string;
  account_name: string;
  iban: string;
  currency: string;
}

const accountsOf = (db: KontorExecutor, partnershipUid: string): Promise<AccountRow[]> =>
  db
    .selectFrom('cash_accounts')
    .select(['uid', 'account_name', 'iban', 'currency'])
    .where('owner_uid', '=', partnershipUid)
    .orderBy('opened_at')
    .orderBy('uid')
    .execute();

/** Every member's rights on the partnership's accounts (all of them, or the one member named). */
async function memberRights(
  db: KontorExecutor,
  partnershipUid: string,
  accounts: readonly AccountRow[],
  memberUid?: string,
): Promise<MemberAccountRights[]> {
  let members = db
    .selectFrom('partnership_engagements as e')
    .innerJoin('natural_persons as p', 'p.uid', 'e.person_uid')
    .select(['p.uid', 'p.name', 'p.family_name', 'e.roles'])
    .where('e.partnership_uid', '=', partnershipUid);
  if (memberUid) members = members.where('p.uid', '=', memberUid);
  const people = await members.orderBy('p.family_name').orderBy('p.name').orderBy('p.uid').execute();
  let rows = db
    .selectFrom('entitlements')
    .select(['person_uid', 'entity_uid', 'entity_type', 'action', 'included_types'])
    .where('partnership_uid', '=', partnershipUid)
    .where('entity_type', 'in', ['CashAccount', 'Partnership']);
  if (memberUid) rows = rows.where('person_uid', '=', memberUid);
  const entitlements = await rows.execute();
  return people.map((person) => {
    const own = entitlements.filter((row) => row.person_uid === person.uid);
    const wide = own.filter((row) => row.entity_type === 'Partnership').map(toEntitlementFact);
    // A partnership-wide entitlement covering cash accounts (spec §3 includedTypes): every account, not per account.
    const covers = (action: 'view' | 'capture' | 'approve') =>
      entitlementCovers(wide, { uid: '', type: 'CashAccount' }, action);
    const holds = (accountUid: string, action: string) =>
      own.some(
        (row) => row.entity_type === 'CashAccount' && row.entity_uid === accountUid && row.action === action,
      );
    return {
      personUid: person.uid,
      name: `${person.name} ${person.family_name}`,
      roleTypes: person.roles as PartnershipRole[],
      partnershipWide: { view: covers('view'), capture: covers('capture'), approve: covers('approve') },
      accounts: accounts.map((account) => ({
        accountUid: account.uid,
        view: holds(account.uid, 'view'),
        capture: holds(account.uid, 'capture'),
        approve: holds(account.uid, 'approve'),
      })),
    };
  });
}

const readAccountRights = defineRoute<{ Params: UidPathParams }>({
  method: 'GET',
  url: '/api/v2/partnerships/:uid/account-rights',
  family: 'team.rights.read',
  auth: 'strong',
  context: 'partnership',
  schema: {
    summary:
      "The partnership's accounts and every member's view, capture and approve on each (signatories and admins)",
    params: uidPathParams,
    response: { 200: accountRightsOverviewSchema },
  },
  permission: teamManagerPermission,
  async handler(request): Promise<AccountRightsOverview> {
    const db = request.server.db;
    const accounts = await accountsOf(db, request.params.uid);
    return {
      accounts: accounts.map((account) => ({
        uid: account.uid,
        name: account.account_name,
        iban: account.iban,
        currency: account.currency,
      })),
      members: await memberRights(db, request.params.uid, accounts),
    };
  },
});

const sameRights = (a: AccountRightsEntry, b: AccountRightsEntry) =>
  a.view === b.view && a.capture === b.capture && a.approve === b.approve;

const writeAccountRights = defineRoute<{ Params: MemberAccountRightsParams; Body: AccountRightsWriteBody }>({
  method: 'PUT',
  url: '/api/v2/partnerships/:uid/members/:memberUid/account-rights',
  family: 'team.rights.write',
  auth: 'strong',
  context: 'partnership',
  schema: {
    summary: "Set a member's view, capture and approve on the accounts named (others unchanged)",
    params: memberAccountRightsParams,
    body: accountRightsWriteBodySchema,
    response: { 200: memberAccountRightsSchema },
  },
  permission: teamManagerPermission,
  async handler(request): Promise<MemberAccountRights> {
    const db = request.server.db;
    const { uid: partnershipUid, memberUid } = request.params;
    const wanted = request.body.accounts;
    return db.transaction().execute(async (trx) => {
      await lockPartnership(trx, partnershipUid);
      const engagement = await trx
        .selectFrom('partnership_engagements')
        .select('roles')
        .where('partnership_uid', '=', partnershipUid)
        .where('person_uid', '=', memberUid)
        .forUpdate()
        .executeTakeFirst();
      if (!engagement) throw notFound('member_not_found', 'not a member of this partnership');
      const refusal = accountRightsRefusal(wanted, engagement.roles);
      if (refusal) throw validationError([{ field: 'accounts', code: refusal, message: refusal }]);
      const accounts = await accountsOf(trx, partnershipUid);
      const known = new Set(accounts.map((account) => account.uid));
      if (wanted.some((entry) => !known.has(entry.accountUid)))
        throw validationError([
          { field: 'accounts', code: 'unknownAccount', message: 'an account of another owner' },
        ]);
      // The member's entitlement rows, locked (the third step of the lock order).
      await trx
        .selectFrom('entitlements')
        .select('id')
        .where('partnership_uid', '=', partnershipUid)
        .where('person_uid', '=', memberUid)
        .orderBy('id')
        .forUpdate()
        .execute();
      const [before] = await memberRights(trx, partnershipUid, accounts, memberUid);
      const changed = wanted.filter((entry) => {
        const current = before!.accounts.find((account) => account.accountUid === entry.accountUid)!;
        return !sameRights(current, entry);
      });
      for (const entry of changed) {
        await trx
          .deleteFrom('entitlements')
          .where('partnership_uid', '=', partnershipUid)
          .where('person_uid', '=', memberUid)
          .where('entity_type', '=', 'CashAccount')
          .where('entity_uid', '=', entry.accountUid)
          .execute();
        const actions = actionsOf(entry);
        if (actions.length)
          await trx
            .insertInto('entitlements')
            .values(
              actions.map((action) => ({
                person_uid: memberUid,
                partnership_uid: partnershipUid,
                entity_uid: entry.accountUid,
                entity_type: 'CashAccount',
                action,
              })),
            )
            .execute();
        await publishEvent(trx, {
          type: 'entitlementChanged',
          guid: entry.accountUid,
          message: {
            partnershipUid,
            ownerUid: partnershipUid,
            cashAccountUid: entry.accountUid,
            rootEntityTypeName: 'CashAccount',
            rootEntityUid: entry.accountUid,
          },
          audience: { partnershipUid, subject: memberRightsSubject(partnershipUid, memberUid) },
        });
      }
      const [after] = await memberRights(trx, partnershipUid, accounts, memberUid);
      return after!;
    });
  },
});

export const accountRightsRoutes = [readAccountRights, writeAccountRights];
