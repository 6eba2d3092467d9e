/**
 * Spec §8 for partnership administration: a refusal's code becomes its translated text under the screen's
 * namespace (`team.partnership.errors.{code}`, ...); 403 reads as "not permitted", a 400 as invalid input, anything
 * else the generic text. Only codes the screen knows are looked up, so a new gateway code never shows a raw key.
 */
import { errorCodeOf, httpStatusOf } from 'shared-kernel/api';

export function refusalKeyOf(namespace: string, knownCodes: readonly string[], error: unknown): string {
  const code = errorCodeOf(error);
  if (code && knownCodes.includes(code)) return `${namespace}.errors.${code}`;
  const status = httpStatusOf(error);
  if (status === 403) return `${namespace}.errors.forbidden`;
  if (status === 400) return `${namespace}.errors.invalid`;
  return `${namespace}.errors.unknown`;
}
