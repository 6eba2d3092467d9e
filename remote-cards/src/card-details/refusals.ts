/**
 * Spec §8 for the card actions: a refusal's code (the gateway's 409/403/400 codes of the kernel's card rules)
 * becomes its translated text `webapp.cards.errors.{code}`; any other failure the generic one. Only codes the
 * catalogue names are looked up, so a new gateway code reads as the generic text, never as a raw key.
 */
import { errorCodeOf, httpStatusOf } from 'shared-kernel/api';

export const KNOWN_REFUSALS = [
  'card_status_forbids_action',
  'card_not_expiring',
  'card_already_replaced',
  'card_action_forbidden',
  'card_feature_missing',
  'card_status_changed',
  'card_not_found',
  'password_check_failed',
  'pin_not_viewable',
  'too_many_transaction_filters',
  'card_program_not_found',
  'debit_account_not_allowed',
  'card_holder_not_member',
] as const;

export type CardRefusal = (typeof KNOWN_REFUSALS)[number];

export function refusalKeyOf(error: unknown): string {
  const code = errorCodeOf(error);
  if (code && (KNOWN_REFUSALS as readonly string[]).includes(code)) return `webapp.cards.errors.${code}`;
  if (httpStatusOf(error) === 400) return 'webapp.cards.errors.invalid';
  return 'webapp.cards.errors.unknown';
}
