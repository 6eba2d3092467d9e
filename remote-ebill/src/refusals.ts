/**
 * Spec §8 for eBill: a refusal's code (the gateway's codes of the kernel's eBill contract, EBILL_ERROR_CODES)
 * becomes its translated text `webapp.ebill.errors.{code}`; any other failure the generic one. Only codes the
 * contract names are looked up, so a new gateway code reads as the generic text, never as a raw key.
 */
import { errorCodeOf, httpStatusOf } from 'shared-kernel/api';
import { EBILL_ERROR_CODES } from 'shared-kernel/domain';

export function refusalKeyOf(error: unknown): string {
  const code = errorCodeOf(error);
  if (code && (EBILL_ERROR_CODES as readonly string[]).includes(code)) return `webapp.ebill.errors.${code}`;
  if (httpStatusOf(error) === 403) return 'webapp.ebill.errors.ebill_forbidden';
  if (httpStatusOf(error) === 400) return 'webapp.ebill.errors.invalid';
  return 'webapp.ebill.errors.unknown';
}
