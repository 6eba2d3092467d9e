/** The cash accounts of a context (spec §7 "Agent, cards, accounts"): only those the caller may view. */
import type { KontorExecutor } from '../db/database';
import { defineRoute } from '../http/route';
import { forbidden } from '../http/errors';
import { requireAgent, requireEngagement } from '../partnerships/engagement';
import { viewableAccounts } from './access';
import { cashAccountView } from './views';
import { cashAccountsSchema, uidPathParams, type UidPathParams } from 'shared-kernel/domain';

async function accountEntitlements(db: KontorExecutor, accountUids: string[]) {
  if (accountUids.length === 0) return new Map<string, { userUid: string; action: string }[]>();
  const rows = await db
    .selectFrom('entitlements')
    .select(['entity_uid', 'person_uid', 'action'])
    .where('entity_uid', 'in', accountUids)
    .where('entity_type', '=', 'CashAccount')
    .execute();
  const byAccount = new Map<string, { userUid: string; action: string }[]>();
  for (const row of rows)
    byAccount.set(row.entity_uid, [
      ...(byAccount.get(row.entity_uid) ?? []),
      { userUid: row.person_uid, action: row.action },
    ]);
  return byAccount;
}

export const accountListRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/partnerships/:uid/cash-accounts',
    family: 'accounts.read',
    auth: 'strong',
    context: 'partnership',
    schema: { params: uidPathParams, response: { 200: cashAccountsSchema } },
    handler: async (request) => {
      await requireEngagement(request.server.db, request.ctx, request.params.uid);
      const accounts = await viewableAccounts(request.server.db, request.ctx);
      const entitlements = await accountEntitlements(
        request.server.db,
        accounts.map((account) => account.uid),
      );
      return accounts.map((account) => cashAccountView(account, entitlements.get(account.uid) ?? []));
    },
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/v2/agents/:uid/accounts',
    family: 'accounts.read',
    auth: 'strong',
    schema: { params: uidPathParams, response: { 200: cashAccountsSchema } },
    handler: async (request) => {
      const kind = await requireAgent(request.server.db, request.ctx, request.params.uid);
      if (kind === 'partnership' && request.ctx.partnershipUid !== request.params.uid)
        throw forbidden('switch to the partnership context first');
      if (kind === 'person' && request.ctx.partnershipUid !== null)
        throw forbidden('private accounts in the private context only');
      return (await viewableAccounts(request.server.db, request.ctx)).map((account) =>
        cashAccountView(account),
      );
    },
  }),
];
