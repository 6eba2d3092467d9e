import type { Environment } from 'shared-kernel/domain';

/** Spec §9: the name of the idle sync message between tabs. */
export const IDLE_TAB_SYNC = 'IDLE_TAB_SYNC';
/** Spec §9: tab idle data is broadcast every 5 s; entries older than 10 s are dropped. */
export const IDLE_BROADCAST_INTERVAL_MS = 5_000;
export const IDLE_RECORD_MAX_AGE_MS = 10_000;
/** Spec §9: the warning modal counts down 60 s before logging out. */
export const IDLE_WARNING_MS = 60_000;
/** Spec §9: the events that count as activity. */
export const IDLE_ACTIVITY_EVENTS = ['mousedown', 'keydown', 'touchstart', 'wheel'] as const;
/** Local and sandbox only: lets tests shorten the idle timeout. */
export const IDLE_TIMEOUT_OVERRIDE_KEY = 'kontor.idleTimeoutMs';

/** Spec §3 "Idle tab record". */
export interface IdleTabRecord {
  type: typeof IDLE_TAB_SYNC;
  uuid: string;
  /** When the record was sent (epoch ms). */
  time: number;
  /** The tab's last activity (epoch ms). */
  lastActive: number;
  /** ms the tab has been idle when sent. */
  idleFor: number;
}

const MINUTE = 60_000;

/** Spec §9: 5 minutes in production and others, 15 in dev, 60 in local and sandbox. */
export function idleTimeoutFor(env: Environment, override: string | null = null): number {
  if ((env === 'local' || env === 'sandbox') && override !== null) {
    const value = Number(override);
    if (Number.isFinite(value) && value > 0) return value;
  }
  switch (env) {
    case 'local':
    case 'sandbox':
      return 60 * MINUTE;
    case 'dev':
      return 15 * MINUTE;
    default:
      return 5 * MINUTE;
  }
}

export function isIdleTabRecord(value: unknown): value is IdleTabRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.type === IDLE_TAB_SYNC &&
    typeof record.uuid === 'string' &&
    typeof record.time === 'number' &&
    typeof record.lastActive === 'number' &&
    typeof record.idleFor === 'number'
  );
}

/** Drops records older than 10 s (a closed or frozen tab no longer keeps the session alive). */
export function freshRecords(records: Iterable<IdleTabRecord>, now: number): IdleTabRecord[] {
  return [...records].filter((record) => now - record.time <= IDLE_RECORD_MAX_AGE_MS);
}

/**
 * How long the whole session has been idle: the least idle tab decides (spec §9).
 * Another tab's idleFor grows by the time since it sent its record.
 */
export function sessionIdleFor(ownLastActive: number, others: Iterable<IdleTabRecord>, now: number): number {
  const own = Math.max(0, now - ownLastActive);
  return freshRecords(others, now).reduce(
    (least, record) => Math.min(least, Math.max(0, record.idleFor + (now - record.time))),
    own,
  );
}

export type IdlePhase = { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' };

/** After the idle timeout the warning counts down 60 s; then the session ends (spec §9). */
export function idlePhase(idleFor: number, timeoutMs: number): IdlePhase {
  if (idleFor < timeoutMs) return { kind: 'active' };
  const left = timeoutMs + IDLE_WARNING_MS - idleFor;
  if (left <= 0) return { kind: 'expired' };
  return { kind: 'warning', secondsLeft: Math.ceil(left / 1000) };
}
