import { parseRefreshTokenExp, planRefresh, refreshGivesUp } from './refreshPlan';
import type { SessionChannel } from './sessionChannel';
import { readLocal, REFRESH_TOKEN_EXP_KEY, writeLocal } from './storageKeys';

/** Web Locks name: the tab holding it is the one that refreshes (spec §9: tabs sync). */
export const REFRESH_LOCK_NAME = 'kontor.session.refresh';
/** Without Web Locks, tabs claim the refresh on the channel and the lowest uuid wins after this wait. */
export const REFRESH_CLAIM_WAIT_MS = 200;
/**
 * The refreshing tab keeps the lock this long after it stored and announced the new expiry, so that a
 * tab whose timer fires just after finds the refresh taken rather than a stale localStorage in its own
 * process (storage and channel messages reach other tabs' processes a little later).
 */
export const REFRESH_SETTLE_MS = 1_000;
/** A tab that finds another tab refreshing looks again after this, unless that tab's news came first. */
export const REFRESH_BUSY_RETRY_MS = 3_000;

export interface RefresherDeps {
  /** POST /v3/auth/refresh; resolves with the new expiry from x-refresh-token-exp. */
  refresh: () => Promise<number>;
  channel: SessionChannel;
  locks?: Pick<LockManager, 'request'> | null;
  now?: () => number;
  random?: () => number;
  uuid?: string;
  log?: (message: string, error?: unknown) => void;
  /** The refresh gave up (more than 5 failures in a row): the session ends at the stored expiry. */
  onGiveUp?: (refreshTokenExp: number | null) => void;
  /** The stored expiry has passed after a give-up: refreshTokenExp is already removed. */
  onExpired?: () => void;
}

/**
 * Keeps the session token fresh for every open tab: one tab refreshes (Web Locks leader, else a
 * claim on the BroadcastChannel), the new expiry reaches the others through the channel and
 * localStorage refreshTokenExp.
 */
export class SessionRefresher {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private expiryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private running = false;
  private readonly claims = new Set<string>();
  private readonly unsubscribe: () => void;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly uuid: string;

  constructor(private readonly deps: RefresherDeps) {
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
    this.uuid = deps.uuid ?? globalThis.crypto?.randomUUID?.() ?? String(Math.random());
    this.unsubscribe = deps.channel.subscribe((message) => {
      if (message.type === 'refreshed' && this.running) {
        writeLocal(REFRESH_TOKEN_EXP_KEY, String(message.refreshTokenExp));
        this.failures = 0;
        this.schedule();
      } else if (message.type === 'refreshClaim') {
        this.claims.add(message.uuid);
      }
    });
  }

  /** Starts (or restarts) the timer; a given expiry is stored first. */
  start(refreshTokenExp?: number | null): void {
    if (refreshTokenExp) writeLocal(REFRESH_TOKEN_EXP_KEY, String(refreshTokenExp));
    this.running = true;
    this.failures = 0;
    this.schedule();
  }

  stop(): void {
    this.running = false;
    this.clearTimer();
    if (this.expiryTimer !== null) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
  }

  dispose(): void {
    this.stop();
    this.unsubscribe();
  }

  /** Whether a timer is pending (for tests and the debug page). */
  get scheduled(): boolean {
    return this.timer !== null;
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    this.clearTimer();
    if (!this.running) return;
    const plannedFor = parseRefreshTokenExp(readLocal(REFRESH_TOKEN_EXP_KEY));
    const plan = planRefresh(plannedFor, this.now(), this.random());
    if (plan.kind === 'expired') {
      // Spec §9: timer cleared and expiry removed if already expired.
      writeLocal(REFRESH_TOKEN_EXP_KEY, null);
      this.running = false;
      return;
    }
    this.fireAfter(plan.delayMs, plannedFor);
  }

  /** The one timer: fires the refresh planned for the expiry `plannedFor` after `delayMs`. */
  private fireAfter(delayMs: number, plannedFor: number | null): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.fire(plannedFor);
    }, delayMs);
  }

  /**
   * One tab refreshes: the one that takes the lock. A tab that finds it held leaves the refresh to the
   * holder (whose `refreshed` message reschedules it) and looks again later in case the holder failed;
   * waiting in the lock's queue instead would decide "already done" from a localStorage that may not
   * have caught up with the other tab yet, and refresh a second time.
   */
  private async fire(plannedFor: number | null): Promise<void> {
    const locks = this.deps.locks;
    if (locks) {
      const took = await locks.request(REFRESH_LOCK_NAME, { ifAvailable: true }, async (lock) => {
        if (lock === null) return false;
        const refreshed = await this.refreshUnlessDone(plannedFor);
        if (refreshed) await new Promise((resolve) => setTimeout(resolve, REFRESH_SETTLE_MS));
        return true;
      });
      if (!took) this.retryWhenFree(plannedFor);
      return;
    }
    if (await this.winsClaim()) await this.refreshUnlessDone(plannedFor);
    else this.schedule();
  }

  private retryWhenFree(plannedFor: number | null): void {
    this.clearTimer();
    if (this.running) this.fireAfter(REFRESH_BUSY_RETRY_MS, plannedFor);
  }

  private async winsClaim(): Promise<boolean> {
    this.claims.clear();
    this.deps.channel.post({ type: 'refreshClaim', uuid: this.uuid, time: this.now() });
    await new Promise((resolve) => setTimeout(resolve, REFRESH_CLAIM_WAIT_MS));
    return [...this.claims].every((other) => other > this.uuid);
  }

  /**
   * Spec §9: the timer stops after more than 5 failures. The user is told, and at the expiry the stored
   * refreshTokenExp goes (spec: "expiry removed if already expired") and the session ends in this tab.
   */
  private giveUp(): void {
    this.stop();
    const expiry = parseRefreshTokenExp(readLocal(REFRESH_TOKEN_EXP_KEY));
    this.deps.onGiveUp?.(expiry);
    const expire = () => {
      this.expiryTimer = null;
      writeLocal(REFRESH_TOKEN_EXP_KEY, null);
      this.deps.onExpired?.();
    };
    if (expiry === null || expiry <= this.now()) expire();
    else this.expiryTimer = setTimeout(expire, expiry - this.now());
  }

  /**
   * Another tab may have refreshed since this one's timer was set: then only reschedule. Resolves
   * whether this tab refreshed.
   */
  private async refreshUnlessDone(plannedFor: number | null): Promise<boolean> {
    if (!this.running) return false;
    const stored = parseRefreshTokenExp(readLocal(REFRESH_TOKEN_EXP_KEY));
    if (stored !== null && plannedFor !== null && stored > plannedFor) {
      this.schedule();
      return false;
    }
    try {
      const refreshTokenExp = await this.deps.refresh();
      this.failures = 0;
      writeLocal(REFRESH_TOKEN_EXP_KEY, String(refreshTokenExp));
      this.deps.channel.post({ type: 'refreshed', refreshTokenExp });
      this.schedule();
      return true;
    } catch (error) {
      // Spec §8: refresh failures are logged and counted; more than 5 in a row stop the timer.
      this.failures += 1;
      this.deps.log?.(`session refresh failed (${this.failures} in a row)`, error);
      if (refreshGivesUp(this.failures)) this.giveUp();
      else this.schedule();
      return false;
    }
  }
}
