/**
 * The auth resource, once (issue 27 item 1; docs/integration.md, spec §7 "Auth and user"): the password and code
 * sign-in, the session read, the prospect's sign-in and data. The gateway declares them as its routes' schemas;
 * the host's login and session, and remote-onboarding's prospect screens read the types.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, closed, integer, nullableText, orNull, text } from './pieces';

/** Spec §4 auth level: none < pin < weak < strong. */
export const AUTH_LEVELS = ['none', 'pin', 'weak', 'strong'] as const;
/** Spec §4 prospect status: new, active once the email is proven (verified), converted. */
export const PROSPECT_STATUSES = ['new', 'active', 'converted'] as const;

/** An email as the sign-in takes it (trimmed and lower-cased by the gateway). */
export const emailAddressSchema = {
  type: 'string',
  minLength: 3,
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+$',
} as const;
/** A one-time code: 6 digits. */
export const oneTimeCodeSchema = { type: 'string', pattern: '^\\d{6}$' } as const;

/** POST /v3/auth/login */
export const loginBodySchema = closed({
  email: emailAddressSchema,
  password: { type: 'string', minLength: 1, maxLength: 1024 },
});

/** POST /v3/auth/strong: the code mailed for the weak session. */
export const strongBodySchema = closed({ code: oneTimeCodeSchema });

/** POST /v3/auth/login (weak) and /v3/auth/strong (strong): the level granted and the cookie's expiry (ms). */
export const authGrantSchema = closed({
  authLevel: { type: 'string', enum: AUTH_LEVELS },
  refreshTokenExp: integer,
});

/** GET /v3/auth/session: the current session level, whose it is (person or prospect). */
export const gatewaySessionSchema = closed({
  authLevel: { type: 'string', enum: AUTH_LEVELS },
  /** The session's expiry (ms); null without a session. */
  refreshTokenExp: orNull(integer),
  userUid: nullableText,
  prospect: orNull(closed({ uid: text, email: text, status: { type: 'string', enum: PROSPECT_STATUSES } })),
});

/** POST /v2/auth/prospects/login: a code to the email (204 whether or not the email is known). */
export const prospectLoginBodySchema = closed({ email: emailAddressSchema });

/** POST /v2/auth/prospects/verify */
export const prospectVerifyBodySchema = closed({ email: emailAddressSchema, code: oneTimeCodeSchema });

/** POST /v2/auth/prospects/verify: a pin-level session. */
export const prospectGrantSchema = closed({
  authLevel: { type: 'string', enum: ['pin'] },
  refreshTokenExp: integer,
});

/** A condition the prospect is to accept, with its texts in the caller's language. */
export const prospectConditionSchema = closed({ code: text, title: text, text });

/** Spec §3 prospect data: GET /v2/auth/prospects (verified when status is active, spec §4). */
export const prospectDetailsSchema = closed({
  status: { type: 'string', enum: PROSPECT_STATUSES },
  conditionCodes: arrayOf(text),
  conditionsLong: arrayOf(prospectConditionSchema),
  emailAddress: text,
  nickName: nullableText,
});

export type ProspectStatus = (typeof PROSPECT_STATUSES)[number];
export type LoginBody = FromSchema<typeof loginBodySchema>;
export type StrongBody = FromSchema<typeof strongBodySchema>;
export type AuthGrant = FromSchema<typeof authGrantSchema>;
export type GatewaySession = FromSchema<typeof gatewaySessionSchema>;
export type ProspectLoginBody = FromSchema<typeof prospectLoginBodySchema>;
export type ProspectVerifyBody = FromSchema<typeof prospectVerifyBodySchema>;
export type ProspectGrant = FromSchema<typeof prospectGrantSchema>;
export type ProspectCondition = FromSchema<typeof prospectConditionSchema>;
export type ProspectDetails = FromSchema<typeof prospectDetailsSchema>;
