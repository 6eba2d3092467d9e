/** Tags and mentions used so far, for the receipt editor's pickers (spec §5 mentions). */
import type { KontorExecutor } from '../db/database';
import { requireSelf } from '../http/access';
import { defineRoute } from '../http/route';
import { viewableAccounts } from '../accounts/access';
import { requireEngagement } from '../partnerships/engagement';
import { tagProfileSchema, uidPathParams, type TagProfile, type UidPathParams } from 'shared-kernel/domain';

/** Tags and mentions the person or partnership has used, most used first (mention picker, spec §5). */
async function tagProfile(db: KontorExecutor, accountUids: string[]): Promise<TagProfile> {
  if (accountUids.length === 0) return { tags: [], mentions: [] };
  const rows = await db
    .selectFrom('transaction_receipts as r')
    .innerJoin('transactions as t', 't.uid', 'r.transaction_uid')
    .select(['r.tags', 'r.mentions'])
    .where('t.cash_account_uid', 'in', accountUids)
    .execute();
  const rank = (lists: string[][]) => {
    const counts = new Map<string, number>();
    for (const value of lists.flat()) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([value]) => value);
  };
  return { tags: rank(rows.map((row) => row.tags)), mentions: rank(rows.map((row) => row.mentions)) };
}

export const tagProfileRoutes = [
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/natural-persons/:uid/tag-profile',
    family: 'transactions.read',
    auth: 'strong',
    context: 'private',
    schema: { params: uidPathParams, response: { 200: tagProfileSchema } },
    handler: async (request) => {
      requireSelf(request.ctx, request.params.uid);
      return tagProfile(
        request.server.db,
        (await viewableAccounts(request.server.db, request.ctx)).map((account) => account.uid),
      );
    },
  }),
  defineRoute<{ Params: UidPathParams }>({
    method: 'GET',
    url: '/api/partnerships/:uid/tag-profile',
    family: 'transactions.read',
    auth: 'strong',
    context: 'partnership',
    schema: { params: uidPathParams, response: { 200: tagProfileSchema } },
    handler: async (request) => {
      await requireEngagement(request.server.db, request.ctx, request.params.uid);
      return tagProfile(
        request.server.db,
        (await viewableAccounts(request.server.db, request.ctx)).map((account) => account.uid),
      );
    },
  }),
];
