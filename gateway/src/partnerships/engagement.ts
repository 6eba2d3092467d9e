/**
 * A partnership named in the path must be one the caller is engaged in (403 otherwise), and an agent
 * (`/v2/agent(s)/{uid}`) the caller or such a partnership.
 */
import { isBootstrapperRoles } from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { requirePerson } from '../http/access';
import type { RequestContext } from '../http/context';
import { forbidden } from '../http/errors';

/** The caller's roles in a partnership named in the path; 403 when not engaged. */
export async function requireEngagement(
  db: KontorExecutor,
  ctx: RequestContext,
  partnershipUid: string,
): Promise<string[]> {
  const personUid = requirePerson(ctx);
  if (ctx.partnershipUid !== null && ctx.partnershipUid !== partnershipUid)
    throw forbidden('path and context differ');
  // The context's partnership: the authorization hook has just read this engagement (ctx.roles).
  if (ctx.partnershipUid === partnershipUid) return ctx.roles;
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

/** Spec §6: the bootstrapper requestor (isBootstrapperRoles) gets no partnership details, subscription or entitlements. */
export function refuseBootstrapperOnly(roles: readonly string[]): void {
  if (isBootstrapperRoles(roles)) throw forbidden('the partnership is not set up yet');
}
