/**
 * An account must belong to the current context (private: the caller's own; partnership: the header's) and
 * carry the needed right (`ctx.can`). Everything else is 403, or 404 when the account does not exist.
 */
import type { Selectable } from 'kysely';
import type { KontorExecutor } from '../db/database';
import type { CashAccountsTable } from '../db/tables/accounts';
import { requirePerson } from '../http/access';
import type { EntitlementAction, RequestContext } from '../http/context';
import { forbidden, notFound } from '../http/errors';

/** The account's owner in the caller's current context (private: the person; partnership: the header's partnership). */
function contextOwner(ctx: RequestContext): { uid: string; type: 'person' | 'partnership' } {
  if (ctx.partnershipUid) return { uid: ctx.partnershipUid, type: 'partnership' };
  return { uid: requirePerson(ctx), type: 'person' };
}

export async function loadAccountInContext(
  db: KontorExecutor,
  ctx: RequestContext,
  accountUid: string,
  action: EntitlementAction,
): Promise<Selectable<CashAccountsTable>> {
  const account = await db
    .selectFrom('cash_accounts')
    .selectAll()
    .where('uid', '=', accountUid)
    .executeTakeFirst();
  await requireAccountInContext(ctx, account, action);
  return account!;
}

/**
 * The check of loadAccountInContext on an account's row read by the caller (a read that fetches the account
 * with its data in one statement): 404 without the account, 403 outside the context or without the right.
 */
export async function requireAccountInContext(
  ctx: RequestContext,
  account: { uid: string; owner_uid: string; owner_type: string } | undefined,
  action: EntitlementAction,
): Promise<void> {
  if (!account) throw notFound('cash_account_not_found');
  const owner = contextOwner(ctx);
  if (account.owner_uid !== owner.uid || account.owner_type !== owner.type)
    throw forbidden('account not in this context');
  const [allowed] = await ctx.canOnAccounts([{ uid: account.uid, ownerUid: account.owner_uid }], action);
  if (!allowed) throw forbidden(`no ${action} right on this account`);
}

/** Accounts of the current context the caller may view (partnership: only those with a view entitlement). */
export async function viewableAccounts(
  db: KontorExecutor,
  ctx: RequestContext,
): Promise<Selectable<CashAccountsTable>[]> {
  const owner = contextOwner(ctx);
  const accounts = await db
    .selectFrom('cash_accounts')
    .selectAll()
    .where('owner_uid', '=', owner.uid)
    .where('owner_type', '=', owner.type)
    .orderBy('opened_at')
    .orderBy('account_name')
    .execute();
  // The rows carry their owners: the rule decides on them without reading them again.
  const allowed = await ctx.canOnAccounts(
    accounts.map((account) => ({ uid: account.uid, ownerUid: account.owner_uid })),
    'view',
  );
  return accounts.filter((_, index) => allowed[index]);
}
