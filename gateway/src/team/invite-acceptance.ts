/**
 * The invitee's side of an invitation (issue 32), logged out, by the mailed link's token: what they may know
 * before registering (the partnership's name, who invited them, the status), and accepting it with their name,
 * birth date and a password (the kernel's passwordProblems, the one password rule). Accepting creates the natural person (not
 * registered-only: a member; status new, since the bank has not identified them: in the partnership context
 * the kernel's bankableContext asks the partnership's status and the delegate role, not the person's), the
 * engagement with the invited roles (invitedRoles: delegate, and deputy as admin), exactly the entitlements
 * given (the partnership contract's view, and the accounts' rights), and marks the invitation registered. One
 * use: under the partnership's lock one accept wins; a second (the link keeps reading "registered") gets 409.
 */
import { randomUUID } from 'node:crypto';
import {
  actionsOf,
  effectiveInviteStatus,
  invitationAcceptBodySchema,
  invitationAcceptedSchema,
  invitationPublicSchema,
  invitationTokenParams,
  invitedRoles,
  inviteTransitionAllowed,
  passwordProblems,
  type InvitationAcceptBody,
  type InvitationTokenParams,
  type InviteStatus,
} from 'shared-kernel/domain';
import { hashPassword } from '../auth/password';
import { isUniqueViolation } from '../db/errors';
import { conflict, notFound, validationError } from '../http/errors';
import { defineRoute } from '../http/route';
import { publishEvent } from '../events/publish';
import { tokenHashOf } from './invites';
import { lockPartnership } from './locks';

const UNKNOWN_LINK = () => notFound('invitation_not_found', 'this invitation link is not valid');

const readInvitation = defineRoute<{ Params: InvitationTokenParams }>({
  method: 'GET',
  url: '/api/v2/invitations/:token',
  family: 'team.invitation',
  auth: 'none',
  schema: {
    summary: "The invitee's view of an invitation by its link (partnership name, inviter, status only)",
    params: invitationTokenParams,
    response: { 200: invitationPublicSchema },
  },
  async handler(request) {
    const db = request.server.db;
    const now = new Date();
    const row = await db
      .selectFrom('invites as i')
      .innerJoin('partnerships as pa', 'pa.uid', 'i.partnership_uid')
      .innerJoin('natural_persons as p', 'p.uid', 'i.invited_by')
      .select(['i.uid', 'i.status', 'i.expires_at', 'pa.name as partnership_name', 'p.name', 'p.family_name'])
      .where('i.token_hash', '=', tokenHashOf(request.params.token))
      .executeTakeFirst();
    if (!row) throw UNKNOWN_LINK();
    // Spec §4 "active": the link was opened (a conditional update: only a new one becomes active, once).
    if (row.status === 'new' && new Date(row.expires_at).getTime() > now.getTime())
      await db
        .updateTable('invites')
        .set({ status: 'active' })
        .where('uid', '=', row.uid)
        .where('status', '=', 'new')
        .execute();
    const stored = (row.status === 'new' ? 'active' : row.status) as InviteStatus;
    const status = effectiveInviteStatus(stored, row.expires_at, now);
    return {
      partnershipName: row.partnership_name,
      inviterName: `${row.name} ${row.family_name}`,
      status,
      open: inviteTransitionAllowed(status, 'accept', { expiresAt: row.expires_at, now }),
    };
  },
});

const acceptInvitation = defineRoute<{ Params: InvitationTokenParams; Body: InvitationAcceptBody }>({
  method: 'POST',
  url: '/api/v2/invitations/:token/accept',
  family: 'team.invitation',
  auth: 'none',
  schema: {
    summary: 'Register through an invitation: the person, the engagement and exactly the rights given (once)',
    params: invitationTokenParams,
    body: invitationAcceptBodySchema,
    response: { 201: invitationAcceptedSchema },
  },
  async handler(request, reply) {
    const db = request.server.db;
    const hash = tokenHashOf(request.params.token);
    const found = await db
      .selectFrom('invites')
      .select(['uid', 'partnership_uid', 'email'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    if (!found) throw UNKNOWN_LINK();
    const body = request.body;
    const problems = passwordProblems(body.password, found.email);
    if (problems.length > 0)
      throw validationError(problems.map((problem) => ({ ...problem, message: problem.code })));
    if (new Date(`${body.birthdate}T00:00:00Z`).getTime() > Date.now())
      throw validationError([
        { field: 'birthdate', code: 'inFuture', message: 'a birth date in the future' },
      ]);
    const passwordHash = await hashPassword(body.password);
    const now = new Date();
    try {
      const invite = await db.transaction().execute(async (trx) => {
        // One lock order: the partnership row, then the invitation, the engagement, the entitlements.
        await lockPartnership(trx, found.partnership_uid);
        const locked = await trx
          .selectFrom('invites')
          .selectAll()
          .where('uid', '=', found.uid)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const status = effectiveInviteStatus(locked.status as InviteStatus, locked.expires_at, now);
        if (
          locked.token_hash !== hash ||
          !inviteTransitionAllowed(status, 'accept', { expiresAt: locked.expires_at, now })
        )
          throw conflict(`invite_${status}`, `this invitation is ${status}`);
        const existing = await trx
          .selectFrom('natural_persons')
          .select('uid')
          .where('email', '=', locked.email)
          .executeTakeFirst();
        if (existing) throw conflict('email_in_use', 'a person with this e-mail exists: log in instead');
        const personUid = randomUUID();
        const language = request.ctx.language;
        await trx
          .insertInto('natural_persons')
          .values({
            uid: personUid,
            email: locked.email,
            password_hash: passwordHash,
            status: 'new',
            language,
            name: body.name.trim(),
            family_name: body.familyName.trim(),
            birthdate: body.birthdate,
            // Not asked by the invitation: the bank's identification step records them.
            gender: '',
            nationality: '',
            domicile_country: '',
            is_registered: false,
          })
          .execute();
        await trx
          .insertInto('profiles')
          .values({
            person_uid: personUid,
            language_code: language,
            locale: `${language}_CH`,
            nick_name: body.name.trim(),
          })
          .execute();
        await trx
          .insertInto('partnership_engagements')
          .values({
            person_uid: personUid,
            partnership_uid: locked.partnership_uid,
            roles: invitedRoles(locked.as_admin),
            matching_state: 'matched',
          })
          .execute();
        const rows = [
          { entity_uid: locked.partnership_uid, entity_type: 'PartnershipContract', action: 'view' },
          ...locked.account_rights.flatMap((entry) =>
            actionsOf(entry).map((action) => ({
              entity_uid: entry.accountUid,
              entity_type: 'CashAccount',
              action,
            })),
          ),
        ];
        await trx
          .insertInto('entitlements')
          .values(
            rows.map((row) => ({ ...row, person_uid: personUid, partnership_uid: locked.partnership_uid })),
          )
          .execute();
        const accepted = await trx
          .updateTable('invites')
          .set({ status: 'registered', registered_person_uid: personUid })
          .where('uid', '=', locked.uid)
          .returningAll()
          .executeTakeFirstOrThrow();
        // The members list changed: everyone engaged in the partnership hears of the new member.
        await publishEvent(trx, {
          type: 'agentInPartnership',
          guid: personUid,
          message: { partnershipUid: locked.partnership_uid, uid: personUid, status: 'registered' },
          audience: { partnershipUid: locked.partnership_uid },
        });
        return accepted;
      });
      return reply.code(201).send({ email: invite.email, status: 'registered' });
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('email_in_use', 'a person with this e-mail exists: log in instead');
      throw error;
    }
  },
});

export const invitationRoutes = [readInvitation, acceptInvitation];
