/**
 * Spec §8 for the invitations and account rights: a refusal's code becomes its translated text; a 403 the
 * "signatories and admins only" text; anything else the generic one. Only codes listed here are looked up,
 * so a new gateway code reads as the generic text, never as a raw key.
 */
import { errorCodeOf, fieldErrorsOf, httpStatusOf } from 'shared-kernel/api';

const CODES = [
  'invite_exists',
  'already_member',
  'invite_cancelled',
  'invite_registered',
  'invite_expired',
  'invite_retired',
  'invite_not_found',
  'member_not_found',
] as const;
const FIELD_CODES = [
  'captureNeedsView',
  'approveNeedsView',
  'duplicateAccount',
  'registeredOnly',
  'unknownAccount',
] as const;

export function teamRefusalKeyOf(error: unknown): string {
  const code = errorCodeOf(error);
  if (code && (CODES as readonly string[]).includes(code)) return `team.invitations.errors.${code}`;
  const fieldCode = Object.values(fieldErrorsOf(error))[0];
  if (fieldCode && (FIELD_CODES as readonly string[]).includes(fieldCode))
    return `team.accountRights.errors.${fieldCode}`;
  if (httpStatusOf(error) === 403) return 'team.invitations.errors.forbidden';
  return 'team.invitations.errors.unknown';
}
