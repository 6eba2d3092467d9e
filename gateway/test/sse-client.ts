import { request, type IncomingMessage } from 'node:http';
import type { StreamMessage } from 'shared-kernel/bus';

export interface ReceivedEvent {
  id: string;
  message: StreamMessage;
}

/** A minimal EventSource for tests: collects `id:`/`data:` events and heartbeat comments of one connection. */
export class TestEventStream {
  readonly events: ReceivedEvent[] = [];
  comments = 0;
  /** Resolves when the server ends the stream (or the connection closes). */
  readonly ended: Promise<void>;
  private markEnded!: () => void;
  private response: IncomingMessage | null = null;
  private buffer = '';

  private constructor() {
    this.ended = new Promise((resolve) => (this.markEnded = resolve));
  }

  static open(
    baseUrl: string,
    cookie: string,
    headers: Record<string, string> = {},
    query = '',
  ): Promise<TestEventStream> {
    const stream = new TestEventStream();
    return new Promise((resolve, reject) => {
      const req = request(`${baseUrl}/api/dispatcher/events${query}`, {
        headers: { cookie, accept: 'text/event-stream', ...headers },
      });
      req.on('response', (response) => {
        stream.response = response;
        if (response.statusCode !== 200) {
          reject(new Error(`event stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => stream.feed(chunk));
        response.on('end', () => stream.markEnded());
        response.on('close', () => stream.markEnded());
        resolve(stream);
      });
      req.on('error', reject);
      req.end();
    });
  }

  private feed(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let id = '';
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments++;
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data += line.slice(6);
      }
      if (data) this.events.push({ id, message: JSON.parse(data) as StreamMessage });
    }
  }

  /** Resolves once `count` events arrived; rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedEvent[]> {
    const started = Date.now();
    while (this.events.length < count) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`waited for ${count} events, got ${this.events.length}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.events;
  }

  /** Resolves once the events received satisfy `done`; rejects after `timeoutMs`. */
  async waitUntil(done: (events: ReceivedEvent[]) => boolean, timeoutMs = 10_000): Promise<ReceivedEvent[]> {
    const started = Date.now();
    while (!done(this.events)) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`waited ${timeoutMs} ms, got ${this.events.length} events that do not satisfy it`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.events;
  }

  /** Resolves when the server has ended the stream; rejects if it is still open after `timeoutMs`. */
  endedWithin(timeoutMs = 5_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the stream is still open after ${timeoutMs} ms`)),
        timeoutMs,
      );
      void this.ended.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  close(): void {
    this.response?.destroy();
  }
}
