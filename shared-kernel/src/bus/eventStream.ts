/**
 * The server's event stream (spec §7): server-sent events with credentials, started 1.5 s after load,
 * closed while offline and reopened when back online; messages are grouped by entity id and debounced
 * 700 ms before they reach the bus, so a burst of updates to one payment order is one reload.
 */
import { entityIdOf, isStreamEventType } from './entity';
import type { EventBus, StreamMessage } from './types';

/** Spec §9. */
export const EVENT_STREAM_START_DELAY_MS = 1500;
export const EVENT_DEBOUNCE_MS = 700;
/** A stream the browser gave up on (HTTP error, gateway restart) is reopened after 5 s, doubling up to 60 s. */
export const EVENT_STREAM_RETRY_MS = 5000;
export const EVENT_STREAM_MAX_RETRY_MS = 60_000;
/**
 * The gateway's answer to a person's call says where its event log stood when the call was taken (an event id,
 * as the stream's `id:`). A stream opened later resumes from the oldest such position the page's reads saw, so a
 * change committed after a screen read its data reaches that screen even when it came before the stream opened
 * (the stream starts 1.5 s after load).
 */
export const EVENT_POSITION_HEADER = 'x-kontor-event-position';
/** An event id: what EVENT_POSITION_HEADER and the stream's `id:` carry (the gateway refuses anything else). */
export const EVENT_ID_PATTERN = /^\d{1,18}$/;

export interface EventStreamOptions {
  url?: string;
  startDelayMs?: number;
  debounceMs?: number;
  retryMs?: number;
  /** Injected for tests; the browser's EventSource by default. */
  EventSourceImpl?: typeof EventSource;
  /** Where online/offline events come from; the window by default. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: { onLine: boolean } };
  onError?: (error: unknown) => void;
  /**
   * Where a stream that has received nothing yet starts: the oldest EVENT_POSITION_HEADER the page's reads
   * answered with (null: the gateway's newest event when the stream opens).
   */
  startAfter?: () => string | null;
}

export interface EventStreamConnection {
  /** Whether an EventSource is currently open (or connecting). */
  readonly connected: boolean;
  close(): void;
}

function parse(data: unknown): StreamMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as Partial<StreamMessage>;
    if (!isStreamEventType(parsed.type) || typeof parsed.guid !== 'string') return null;
    return { ...parsed, message: parsed.message ?? {} } as StreamMessage;
  } catch {
    return null;
  }
}

export function connectEventStream(bus: EventBus, options: EventStreamOptions = {}): EventStreamConnection {
  const url = options.url ?? '/api/dispatcher/events';
  const debounceMs = options.debounceMs ?? EVENT_DEBOUNCE_MS;
  const EventSourceImpl = options.EventSourceImpl ?? globalThis.EventSource;
  const target = options.target ?? window;
  const onError = options.onError ?? ((error: unknown) => console.error('[event stream]', error));

  let source: EventSource | null = null;
  let started = false;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  const firstRetryMs = options.retryMs ?? EVENT_STREAM_RETRY_MS;
  let retryMs = firstRetryMs;
  // The id of the last event received: a stream reopened by this code (back online, after the browser gave up)
  // resumes from it, as the browser's own reconnect does with Last-Event-ID (the gateway reads ?lastEventId=).
  let lastEventId = '';
  const pending = new Map<string, { message: StreamMessage; timer: ReturnType<typeof setTimeout> }>();

  // Grouped by type and entity id: the latest message of a group wins once it has been quiet for debounceMs.
  const receive = (message: StreamMessage) => {
    const key = `${message.type}:${entityIdOf(message)}`;
    const waiting = pending.get(key);
    if (waiting) clearTimeout(waiting.timer);
    const timer = setTimeout(() => {
      pending.delete(key);
      bus.publishStream(message);
    }, debounceMs);
    pending.set(key, { message, timer });
  };

  const open = () => {
    if (closed || source || !target.navigator.onLine) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const from = lastEventId || options.startAfter?.() || '';
    const resumeUrl = from
      ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(from)}`
      : url;
    source = new EventSourceImpl(resumeUrl, { withCredentials: true });
    source.onopen = () => {
      retryMs = firstRetryMs;
    };
    source.onmessage = (event: MessageEvent) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      const message = parse(event.data);
      if (message) receive(message);
      else onError(new Error(`Unreadable event stream message: ${String(event.data).slice(0, 200)}`));
    };
    source.onerror = (event) => {
      // EventSource reconnects by itself (resuming with Last-Event-ID); once it gives up, retry with backoff.
      if (source?.readyState === EventSourceImpl.CLOSED) {
        source = null;
        onError(event);
        retryTimer = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, EVENT_STREAM_MAX_RETRY_MS);
      }
    };
  };

  const shut = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    source?.close();
    source = null;
  };

  const onOnline = () => {
    if (started) open();
  };
  const onOffline = () => shut();
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);

  const startTimer = setTimeout(() => {
    started = true;
    open();
  }, options.startDelayMs ?? EVENT_STREAM_START_DELAY_MS);

  return {
    get connected() {
      return source !== null;
    },
    close() {
      closed = true;
      clearTimeout(startTimer);
      target.removeEventListener('online', onOnline);
      target.removeEventListener('offline', onOffline);
      pending.forEach(({ timer }) => clearTimeout(timer));
      pending.clear();
      shut();
    },
  };
}
