/** Spec §9 "Refresh": the timer fires at expiry − 3 min − random 0–10 s jitter, never sooner than 3 s. */
export const REFRESH_LEAD_MS = 3 * 60 * 1000;
export const REFRESH_JITTER_MAX_MS = 10 * 1000;
export const REFRESH_MIN_DELAY_MS = 3 * 1000;
/** Spec §9: refreshing stops after more than 5 consecutive failures. */
export const REFRESH_MAX_CONSECUTIVE_FAILURES = 5;

export type RefreshPlan = { kind: 'expired' } | { kind: 'schedule'; delayMs: number };

/**
 * When to refresh the session token.
 * @param refreshTokenExp expiry in epoch ms (localStorage refreshTokenExp), null when unknown
 * @param jitter a random number in [0, 1): spreads the refreshes of many tabs and users
 */
export function planRefresh(refreshTokenExp: number | null, now: number, jitter: number): RefreshPlan {
  if (refreshTokenExp === null || !Number.isFinite(refreshTokenExp) || refreshTokenExp <= now) {
    return { kind: 'expired' };
  }
  const jitterMs = Math.floor(Math.min(Math.max(jitter, 0), 1) * REFRESH_JITTER_MAX_MS);
  const delayMs = refreshTokenExp - now - REFRESH_LEAD_MS - jitterMs;
  return { kind: 'schedule', delayMs: Math.max(REFRESH_MIN_DELAY_MS, delayMs) };
}

/** Whether the refresh timer gives up (spec §9: more than 5 consecutive failures). */
export function refreshGivesUp(consecutiveFailures: number): boolean {
  return consecutiveFailures > REFRESH_MAX_CONSECUTIVE_FAILURES;
}

/** Reads localStorage refreshTokenExp (epoch ms); null when absent or not a number. */
export function parseRefreshTokenExp(stored: string | null): number | null {
  if (stored === null || stored.trim() === '') return null;
  const value = Number(stored);
  return Number.isFinite(value) && value > 0 ? value : null;
}
