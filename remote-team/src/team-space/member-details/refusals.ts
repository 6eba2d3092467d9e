/**
 * Spec §8 for the team: a refusal's code (the kernel's TEAM_ERROR_CODES) becomes `team.alerts.codes.{code}`; only
 * codes the contract names are looked up, so a new gateway code reads as the given fallback, never as a raw key.
 */
import { errorCodeOf } from 'shared-kernel/api';
import { TEAM_ERROR_CODES } from 'shared-kernel/domain';

export function refusalKeyOf(error: unknown, fallback: string): string {
  const code = errorCodeOf(error);
  return code && (TEAM_ERROR_CODES as readonly string[]).includes(code)
    ? `team.alerts.codes.${code}`
    : fallback;
}
