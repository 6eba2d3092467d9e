/**
 * Invitations (spec §3 Invite, §4 invite status and filter, §7 `GET /v2/invites`, issue 32): a signatory or
 * admin invites a person by e-mail with roles and account rights; the invitee opens the mailed link
 * `/invitation/<token>`, registers and logs in holding exactly the rights given. The gateway declares these as
 * its routes' schemas; remote-team's screens read the types.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { emailAddressSchema } from './auth';
import { arrayOf, boolean, closed, nullableText, text, timestamp, uuid } from './pieces';
import type { QueryOf } from './request-pieces';

/** Spec §4 invite status. */
export const INVITE_STATUSES = ['active', 'cancelled', 'expired', 'new', 'registered', 'retired'] as const;
/** Spec §4 invitation filter. */
export const INVITATION_FILTERS = ['all', 'registered', 'cancelled'] as const;
/** The roles an invitation may give: a member (delegate); `asAdmin` adds deputy (spec §6 deputies = admins). */
export const INVITABLE_ROLES = ['delegate'] as const;

const inviteStatus = { type: 'string', enum: INVITE_STATUSES } as const;
const invitableRole = { type: 'string', enum: INVITABLE_ROLES } as const;

/** One account's rights as an invitation or a member's rights give them (spec §3 Entitlement actions). */
export const accountRightsEntrySchema = closed({
  accountUid: uuid,
  view: boolean,
  capture: boolean,
  approve: boolean,
});

/** Spec §3 Invite as listed (`GET /v2/invites`). */
export const inviteSchema = closed({
  uid: text,
  partnershipUid: text,
  email: text,
  name: text,
  roles: arrayOf(invitableRole),
  asAdmin: boolean,
  status: inviteStatus,
  invitedBy: closed({ uid: text, name: text }),
  createdAt: timestamp,
  expiresAt: timestamp,
  accountRights: arrayOf(accountRightsEntrySchema),
  /** The person the invitation registered (null until then). */
  registeredPersonUid: nullableText,
});

export const invitesSchema = arrayOf(inviteSchema);

/**
 * GET /v2/invites?partnershipUid&status&roles&asAdmin&count&offset (total in x-total-count; spec §9 pages of 10).
 * partnershipUid defaults to the context's (x-partnership-uid) and must name it when given.
 */
export const invitesQuerySchema = {
  type: 'object',
  properties: {
    partnershipUid: uuid,
    status: { type: 'string', enum: INVITATION_FILTERS, default: 'all' },
    roles: arrayOf(invitableRole),
    asAdmin: boolean,
    count: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    offset: { type: 'integer', minimum: 0, default: 0 },
  },
} as const;

/** A password the invitee chooses (rules/team-rights.ts `newPasswordRefusal` says what else it needs). */
export const newPasswordSchema = { type: 'string', minLength: 12, maxLength: 200 } as const;

/** POST /v2/partnerships/{uid}/invites: who is invited, as member or admin, with which rights per account. */
export const inviteCreateBodySchema = closed(
  {
    email: emailAddressSchema,
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    roles: { type: 'array', items: invitableRole, minItems: 1, maxItems: 1, uniqueItems: true },
    asAdmin: boolean,
    accountRights: { type: 'array', items: accountRightsEntrySchema, maxItems: 50 },
  },
  ['asAdmin'],
);

/** `/v2/partnerships/{uid}/invites/{inviteUid}` */
export const invitePathParams = closed({ uid: uuid, inviteUid: uuid });

/** The link's token: 32 random bytes, base64url (43 characters). */
export const invitationTokenParams = closed({
  token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
});

/** GET /v2/invitations/{token} (logged out): what the invitee may know before registering, nothing more. */
export const invitationPublicSchema = closed({
  partnershipName: text,
  inviterName: text,
  status: inviteStatus,
  /** Whether it can still be accepted (status new or active and not past its expiry). */
  open: boolean,
});

/** POST /v2/invitations/{token}/accept: the invitee's own details and password. */
export const invitationAcceptBodySchema = closed({
  name: { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' },
  familyName: { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' },
  birthdate: { type: 'string', format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
  password: newPasswordSchema,
});

/** The answer of accept: the e-mail to log in with at /login. */
export const invitationAcceptedSchema = closed({ email: text, status: inviteStatus });

export type InviteStatus = (typeof INVITE_STATUSES)[number];
export type InvitationFilter = (typeof INVITATION_FILTERS)[number];
export type AccountRightsEntry = FromSchema<typeof accountRightsEntrySchema>;
export type Invite = FromSchema<typeof inviteSchema>;
export type InvitesQuery = QueryOf<typeof invitesQuerySchema>;
export type InviteCreateBody = FromSchema<typeof inviteCreateBodySchema>;
export type InvitePathParams = FromSchema<typeof invitePathParams>;
export type InvitationTokenParams = FromSchema<typeof invitationTokenParams>;
export type InvitationPublic = FromSchema<typeof invitationPublicSchema>;
export type InvitationAcceptBody = FromSchema<typeof invitationAcceptBodySchema>;
export type InvitationAccepted = FromSchema<typeof invitationAcceptedSchema>;
