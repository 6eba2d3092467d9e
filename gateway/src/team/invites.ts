/**
 * Invitations (issue 32; spec §3 Invite, §4 invite status and filter, §7 `GET /v2/invites`): signatories and
 * admins (the kernel's mayManageTeamRights) list, create, cancel and resend them. Creating or resending mails a
 * link `/invitation/<token>` (the sandbox outbox, purpose `invite`); only the token's SHA-256 is stored, and a
 * resend replaces it (the old link stops working). Writes lock the partnership row first, then the invitation.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import {
  accountRightsRefusal,
  effectiveInviteStatus,
  INVITATION_VALID_DAYS,
  invitationFilterStatuses,
  inviteCreateBodySchema,
  invitePathParams,
  inviteSchema,
  invitesQuerySchema,
  invitesSchema,
  inviteTransitionAllowed,
  mayManageTeamRights,
  uidPathParams,
  type Invite,
  type InviteAction,
  type InviteCreateBody,
  type InvitePathParams,
  type InvitesQuery,
  type InviteStatus,
  type UidPathParams,
} from 'shared-kernel/domain';
import { normalizeEmail } from '../auth/login';
import type { KontorExecutor } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import type { InvitesTable } from '../db/tables/team';
import { requirePerson } from '../http/access';
import type { RequestContext } from '../http/context';
import { conflict, forbidden, notFound, validationError } from '../http/errors';
import { defineRoute } from '../http/route';
import { requireEngagement } from '../partnerships/engagement';
import { lockPartnership } from './locks';

export type InviteRow = Selectable<InvitesTable>;

/** The link's token: 32 random bytes (base64url, 43 characters); stored only as its SHA-256. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');
export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
export const invitationLink = (token: string): string => `/invitation/${token}`;

const validUntil = (now: Date): Date => new Date(now.getTime() + INVITATION_VALID_DAYS * 86_400_000);

/** The caller may manage the partnership's people (spec §6, the kernel's mayManageTeamRights), else 403. */
export async function requireTeamManager(
  db: KontorExecutor,
  ctx: RequestContext,
  partnershipUid: string,
): Promise<string> {
  const roles = await requireEngagement(db, ctx, partnershipUid);
  if (!mayManageTeamRights(roles)) throw forbidden('signatories and admins only');
  return requirePerson(ctx);
}

/** The permission of a route on the partnership its path names (`:uid`): the caller manages its people. */
export const teamManagerPermission = (request: FastifyRequest): Promise<string> =>
  requireTeamManager(request.server.db, request.ctx, (request.params as UidPathParams).uid);

/** The partnership a list of invitations is asked for: the context's unless the query names it. */
const invitesPartnership = (request: FastifyRequest): string =>
  (request.query as InvitesQuery).partnershipUid ?? request.ctx.partnershipUid!;

export function inviteView(row: InviteRow, inviterName: string, now = new Date()): Invite {
  return {
    uid: row.uid,
    partnershipUid: row.partnership_uid,
    email: row.email,
    name: row.name,
    roles: row.roles.filter((role): role is 'delegate' => role === 'delegate'),
    asAdmin: row.as_admin,
    status: effectiveInviteStatus(row.status as InviteStatus, row.expires_at, now),
    invitedBy: { uid: row.invited_by, name: inviterName },
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    accountRights: row.account_rights,
    registeredPersonUid: row.registered_person_uid,
  };
}

async function inviterName(db: KontorExecutor, personUid: string): Promise<string> {
  const person = await db
    .selectFrom('natural_persons')
    .select(['name', 'family_name'])
    .where('uid', '=', personUid)
    .executeTakeFirstOrThrow();
  return `${person.name} ${person.family_name}`;
}

/** Mails the link (the sandbox outbox in local and sandbox: the dev mail catcher). */
async function mailInvitation(trx: KontorExecutor, email: string, token: string): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({ email, purpose: 'invite', code: invitationLink(token), session_id: null })
    .execute();
}

/** Account rights name accounts of the partnership only, each once, capture and approve with view. */
async function checkAccountRights(
  db: KontorExecutor,
  partnershipUid: string,
  entries: InviteCreateBody['accountRights'],
  roles: readonly string[],
): Promise<void> {
  const refusal = accountRightsRefusal(entries, roles);
  if (refusal) throw validationError([{ field: 'accountRights', code: refusal, message: refusal }]);
  if (entries.length === 0) return;
  const accounts = await db
    .selectFrom('cash_accounts')
    .select('uid')
    .where('owner_uid', '=', partnershipUid)
    .where(
      'uid',
      'in',
      entries.map((entry) => entry.accountUid),
    )
    .execute();
  if (accounts.length !== entries.length)
    throw validationError([
      { field: 'accountRights', code: 'unknownAccount', message: 'an account of another owner' },
    ]);
}

const listInvites = defineRoute<{ Querystring: InvitesQuery }>({
  method: 'GET',
  url: '/api/v2/invites',
  family: 'team.rights.read',
  auth: 'strong',
  context: 'partnership',
  schema: {
    summary:
      "The partnership's invitations (spec §7; filter all, registered, cancelled; total in x-total-count)",
    querystring: invitesQuerySchema,
    response: { 200: invitesSchema },
  },
  // The context's partnership unless the query names it (then they must agree: requireEngagement).
  permission: (request) => requireTeamManager(request.server.db, request.ctx, invitesPartnership(request)),
  async handler(request, reply) {
    const db = request.server.db;
    const partnershipUid = invitesPartnership(request);
    const statuses = [...invitationFilterStatuses(request.query.status ?? 'all')];
    let query = db
      .selectFrom('invites as i')
      .innerJoin('natural_persons as p', 'p.uid', 'i.invited_by')
      .where('i.partnership_uid', '=', partnershipUid)
      .where('i.status', 'in', statuses);
    if (request.query.asAdmin !== undefined) query = query.where('i.as_admin', '=', request.query.asAdmin);
    if (request.query.roles?.length) query = query.where('i.roles', '@>', request.query.roles);
    const total = await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll('i')
      .select(['p.name as inviter_name', 'p.family_name as inviter_family_name'])
      .orderBy('i.created_at', 'desc')
      .orderBy('i.uid')
      .limit(request.query.count ?? 10)
      .offset(request.query.offset ?? 0)
      .execute();
    reply.header('x-total-count', String(total.count));
    const now = new Date();
    return rows.map((row) => inviteView(row, `${row.inviter_name} ${row.inviter_family_name}`, now));
  },
});

const createInvite = defineRoute<{ Params: UidPathParams; Body: InviteCreateBody }>({
  method: 'POST',
  url: '/api/v2/partnerships/:uid/invites',
  family: 'team.rights.write',
  auth: 'strong',
  context: 'partnership',
  schema: {
    summary: 'Invite a person as member or admin with account rights; mails the link /invitation/<token>',
    params: uidPathParams,
    body: inviteCreateBodySchema,
    response: { 201: inviteSchema },
  },
  permission: teamManagerPermission,
  async handler(request, reply) {
    const db = request.server.db;
    const partnershipUid = request.params.uid;
    const inviter = requirePerson(request.ctx);
    const body = request.body;
    const email = normalizeEmail(body.email);
    await checkAccountRights(db, partnershipUid, body.accountRights, body.roles);
    const token = newInvitationToken();
    const now = new Date();
    try {
      const row = await db.transaction().execute(async (trx) => {
        await lockPartnership(trx, partnershipUid);
        const member = await trx
          .selectFrom('partnership_engagements as e')
          .innerJoin('natural_persons as p', 'p.uid', 'e.person_uid')
          .select('p.uid')
          .where('e.partnership_uid', '=', partnershipUid)
          .where('p.email', '=', email)
          .executeTakeFirst();
        if (member) throw conflict('already_member', 'this person is already a member of the partnership');
        const invite = await trx
          .insertInto('invites')
          .values({
            uid: randomUUID(),
            partnership_uid: partnershipUid,
            email,
            name: body.name.trim(),
            roles: body.roles,
            as_admin: body.asAdmin ?? false,
            status: 'new',
            invited_by: inviter,
            expires_at: validUntil(now),
            token_hash: tokenHashOf(token),
            account_rights: JSON.stringify(body.accountRights),
            registered_person_uid: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await mailInvitation(trx, email, token);
        return invite;
      });
      return reply.code(201).send(inviteView(row, await inviterName(db, inviter), now));
    } catch (error) {
      if (isUniqueViolation(error, 'invites_open_email'))
        throw conflict('invite_exists', 'an open invitation for this e-mail exists');
      throw error;
    }
  },
});

/** Cancel or resend under the partnership's lock, as the kernel's inviteTransitionAllowed allows. */
async function changeInvite(
  request: FastifyRequest<{ Params: InvitePathParams }>,
  action: Exclude<InviteAction, 'accept'>,
): Promise<Invite> {
  const db = request.server.db;
  const { uid: partnershipUid, inviteUid } = request.params;
  const token = newInvitationToken();
  const now = new Date();
  const row = await db.transaction().execute(async (trx) => {
    await lockPartnership(trx, partnershipUid);
    const invite = await trx
      .selectFrom('invites')
      .selectAll()
      .where('uid', '=', inviteUid)
      .where('partnership_uid', '=', partnershipUid)
      .forUpdate()
      .executeTakeFirst();
    if (!invite) throw notFound('invite_not_found', 'no such invitation');
    const status = effectiveInviteStatus(invite.status as InviteStatus, invite.expires_at, now);
    if (!inviteTransitionAllowed(status, action, { expiresAt: invite.expires_at, now }))
      throw conflict(
        `invite_${status}`,
        `a ${status} invitation cannot be ${action === 'cancel' ? 'cancelled' : 'resent'}`,
      );
    if (action === 'cancel')
      return trx
        .updateTable('invites')
        .set({ status: 'cancelled' })
        .where('uid', '=', inviteUid)
        .returningAll()
        .executeTakeFirstOrThrow();
    const resent = await trx
      .updateTable('invites')
      .set({ status: 'new', token_hash: tokenHashOf(token), expires_at: validUntil(now), sent_at: now })
      .where('uid', '=', inviteUid)
      .returningAll()
      .executeTakeFirstOrThrow();
    await mailInvitation(trx, resent.email, token);
    return resent;
  });
  return inviteView(row, await inviterName(db, row.invited_by), now);
}

const cancelInvite = defineRoute<{ Params: InvitePathParams }>({
  method: 'POST',
  url: '/api/v2/partnerships/:uid/invites/:inviteUid/cancel',
  family: 'team.rights.write',
  auth: 'strong',
  context: 'partnership',
  schema: {
    summary: 'Cancel an invitation (its link stops working)',
    params: invitePathParams,
    response: { 200: inviteSchema },
  },
  permission: teamManagerPermission,
  handler: (request) => changeInvite(request, 'cancel'),
});

const resendInvite = defineRoute<{ Params: InvitePathParams }>({
  method: 'POST',
  url: '/api/v2/partnerships/:uid/invites/:inviteUid/resend',
  family: 'team.rights.write',
  auth: 'strong',
  context: 'partnership',
  schema: {
    summary: 'Mail a new link (the old one stops working) with a new expiry',
    params: invitePathParams,
    response: { 200: inviteSchema },
  },
  permission: teamManagerPermission,
  handler: (request) => changeInvite(request, 'resend'),
});

export const inviteRoutes = [listInvites, createInvite, cancelInvite, resendInvite];
