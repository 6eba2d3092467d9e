/**
 * Spec §8 for eBill: a refusal's code (the gateway's 409/403/400 codes of the kernel's eBill rules) becomes its
 * translated text `webapp.ebill.errors.{code}`; any other failure the generic one. Only codes the catalogue names
 * are looked up, so a new gateway code reads as the generic text, never as a raw key.
 */
import { errorCodeOf, httpStatusOf } from 'shared-kernel/api';

export const KNOWN_REFUSALS = [
  'ebill_not_active',
  'ebill_already_active',
  'ebill_invoice_not_open',
  'ebill_invoice_not_found',
  'ebill_forbidden',
] as const;

export function refusalKeyOf(error: unknown): string {
  const code = errorCodeOf(error);
  if (code && (KNOWN_REFUSALS as readonly string[]).includes(code)) return `webapp.ebill.errors.${code}`;
  if (httpStatusOf(error) === 403) return 'webapp.ebill.errors.ebill_forbidden';
  if (httpStatusOf(error) === 400) return 'webapp.ebill.errors.invalid';
  return 'webapp.ebill.errors.unknown';
}
