import {
  IDLE_ACTIVITY_EVENTS,
  IDLE_BROADCAST_INTERVAL_MS,
  IDLE_TAB_SYNC,
  type IdlePhase,
  type IdleTabRecord,
  freshRecords,
  idlePhase,
  isIdleTabRecord,
  sessionIdleFor,
} from './idle';

export const IDLE_CHANNEL_NAME = 'kontor.idle';

export interface IdleTrackerOptions {
  timeoutMs: number;
  onPhase: (phase: IdlePhase) => void;
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Defaults to a BroadcastChannel; null when the browser has none (then this tab alone decides). */
  channel?: Pick<
    BroadcastChannel,
    'postMessage' | 'addEventListener' | 'removeEventListener' | 'close'
  > | null;
  now?: () => number;
  uuid?: string;
}

/**
 * Watches the user's activity in this tab and shares it with the other tabs (spec §9: IDLE_TAB_SYNC
 * every 5 s); the least idle tab decides when the warning shows and when the session ends.
 */
export class IdleTracker {
  private lastActive: number;
  private readonly others = new Map<string, IdleTabRecord>();
  private broadcastTimer: ReturnType<typeof setInterval> | null = null;
  private tickTimer: ReturnType<typeof setInterval> | null = null;
  private lastPhaseKey = '';
  private readonly now: () => number;
  private readonly uuid: string;
  private readonly target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  private readonly channel: IdleTrackerOptions['channel'];

  constructor(private readonly options: IdleTrackerOptions) {
    this.now = options.now ?? Date.now;
    this.uuid = options.uuid ?? globalThis.crypto?.randomUUID?.() ?? String(Math.random());
    this.target = options.target ?? window;
    this.channel =
      options.channel !== undefined
        ? options.channel
        : typeof BroadcastChannel === 'function'
          ? new BroadcastChannel(IDLE_CHANNEL_NAME)
          : null;
    this.lastActive = this.now();
  }

  private readonly onActivity = () => {
    this.lastActive = this.now();
  };

  private readonly onMessage = (event: Event) => {
    const data = (event as MessageEvent).data;
    if (isIdleTabRecord(data) && data.uuid !== this.uuid) this.others.set(data.uuid, data);
  };

  start(): void {
    this.lastActive = this.now();
    IDLE_ACTIVITY_EVENTS.forEach((type) =>
      this.target.addEventListener(type, this.onActivity, { passive: true }),
    );
    this.channel?.addEventListener('message', this.onMessage);
    this.broadcast();
    this.broadcastTimer = setInterval(() => this.broadcast(), IDLE_BROADCAST_INTERVAL_MS);
    this.tickTimer = setInterval(() => this.tick(), 1_000);
  }

  /** The warning's stay button: counts as activity and tells the other tabs at once. */
  stay(): void {
    this.lastActive = this.now();
    this.broadcast();
    this.tick();
  }

  stop(): void {
    IDLE_ACTIVITY_EVENTS.forEach((type) => this.target.removeEventListener(type, this.onActivity));
    this.channel?.removeEventListener('message', this.onMessage);
    if (this.broadcastTimer !== null) clearInterval(this.broadcastTimer);
    if (this.tickTimer !== null) clearInterval(this.tickTimer);
    this.broadcastTimer = this.tickTimer = null;
    this.others.clear();
  }

  dispose(): void {
    this.stop();
    this.channel?.close();
  }

  /** The session's idle time as this tab sees it now. */
  idleFor(): number {
    return sessionIdleFor(this.lastActive, this.others.values(), this.now());
  }

  private broadcast(): void {
    const now = this.now();
    const record: IdleTabRecord = {
      type: IDLE_TAB_SYNC,
      uuid: this.uuid,
      time: now,
      lastActive: this.lastActive,
      idleFor: now - this.lastActive,
    };
    this.channel?.postMessage(record);
    // Spec §9: entries older than 10 s are dropped.
    const fresh = new Set(freshRecords(this.others.values(), now).map((other) => other.uuid));
    [...this.others.keys()].filter((uuid) => !fresh.has(uuid)).forEach((uuid) => this.others.delete(uuid));
  }

  private tick(): void {
    const phase = idlePhase(this.idleFor(), this.options.timeoutMs);
    const key = phase.kind === 'warning' ? `warning:${phase.secondsLeft}` : phase.kind;
    if (key === this.lastPhaseKey) return;
    this.lastPhaseKey = key;
    this.options.onPhase(phase);
  }
}
