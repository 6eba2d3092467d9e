/**
 * Who may see what, on top of the platform's guard (api key, level, `x-partnership-uid` membership):
 * a path uid must be the caller or a partnership the caller is engaged in, and an account must belong
 * to the current context and carry the needed entitlement. Everything else is 403 (or 404 when absent).
 */
import type { Selectable } from 'kysely';
import type { KontorExecutor } from '../db/database';
import type { EntitlementAction, RequestContext } from '../http/context';
import { forbidden, notFound, unauthorized } from '../http/errors';
import type { CashAccountsTable } from './schema';

export function requirePerson(ctx: RequestContext): string {
  if (!ctx.personUid) throw unauthorized();
  return ctx.personUid;
}

/** `/natural-persons/{uid}/...` is only ever the caller's own data. */
export function requireSelf(ctx: RequestContext, personUid: string): string {
  const self = requirePerson(ctx);
  if (self !== personUid) throw forbidden('not your data');
  return self;
}

/** The caller's roles in a partnership named in the path; 403 when not engaged. */
export async function requireEngagement(
  db: KontorExecutor,
  ctx: RequestContext,
  partnershipUid: string,
): Promise<string[]> {
  const personUid = requirePerson(ctx);
  if (ctx.partnershipUid !== null && ctx.partnershipUid !== partnershipUid)
    throw forbidden('path and context differ');
  const engagement = await db
    .selectFrom('partnership_engagements')
    .select('roles')
    .where('person_uid', '=', personUid)
    .where('partnership_uid', '=', partnershipUid)
    .executeTakeFirst();
  if (!engagement) throw forbidden('not engaged in this partnership');
  return engagement.roles;
}

/** The agent (person or partnership) a `/v2/agent(s)/{uid}` path names must be the caller or a context of theirs. */
export async function requireAgent(
  db: KontorExecutor,
  ctx: RequestContext,
  agentUid: string,
): Promise<'person' | 'partnership'> {
  const personUid = requirePerson(ctx);
  if (agentUid === personUid) return 'person';
  await requireEngagement(db, ctx, agentUid);
  return 'partnership';
}

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
  if (!account) throw notFound('cash_account_not_found');
  const owner = contextOwner(ctx);
  if (account.owner_uid !== owner.uid || account.owner_type !== owner.type)
    throw forbidden('account not in this context');
  if (!(await ctx.can(account.uid, action))) throw forbidden(`no ${action} right on this account`);
  return account;
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
  const allowed = await ctx.canEach(
    accounts.map((account) => account.uid),
    'view',
  );
  return accounts.filter((_, index) => allowed[index]);
}

/** Spec §6: bootstrapper (plus requestor) only is "not fully set up": no partnership details, subscription or entitlements. */
export function isOnlyBootstrapper(roles: string[]): boolean {
  return roles.length > 0 && roles.every((role) => role === 'bootstrapper' || role === 'requestor');
}

export function refuseBootstrapperOnly(roles: string[]): void {
  if (isOnlyBootstrapper(roles)) throw forbidden('the partnership is not set up yet');
}
