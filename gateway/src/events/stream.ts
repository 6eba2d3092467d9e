import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVENT_ID_PATTERN, EVENT_POSITION_HEADER } from 'shared-kernel/bus';
import { defineRoute } from '../http/route';
import { unauthorized, validationError } from '../http/errors';
import type { DeliveredEvent } from './hub';

/** `id:` lets the browser's EventSource resume with Last-Event-ID; `data:` is the spec's StreamMessage. */
export function formatServerSentEvent(event: DeliveredEvent): string {
  return `id: ${event.id}\nevent: message\ndata: ${JSON.stringify(event.message)}\n\n`;
}

export const eventStreamRoute = defineRoute<{ Querystring: { lastEventId?: string } }>({
  method: 'GET',
  url: '/api/dispatcher/events',
  family: 'events',
  auth: 'strong',
  // EventSource cannot send custom headers: the session cookie is the credential.
  apiKey: false,
  raw: true,
  produces: 'text/event-stream',
  schema: {
    summary: 'Event stream (server-sent events); ends with the session it was opened with',
    querystring: {
      type: 'object',
      properties: { lastEventId: { type: 'string', pattern: EVENT_ID_PATTERN.source } },
      additionalProperties: false,
    },
  },
  async handler(request, reply) {
    const { events, config, db } = request.server;
    const { personUid, sessionId } = request.ctx;
    if (!personUid)
      throw validationError([{ field: 'session', code: 'person', message: 'a person session is required' }]);
    const session = await db
      .selectFrom('sessions')
      .select('expires_at')
      .where('id', '=', sessionId!)
      .executeTakeFirst();
    if (!session) throw unauthorized();
    const header = request.headers['last-event-id'];
    const resumeFrom = (Array.isArray(header) ? header[0] : header) ?? request.query.lastEventId;
    if (resumeFrom !== undefined && !EVENT_ID_PATTERN.test(resumeFrom)) {
      throw validationError([{ field: 'last-event-id', code: 'pattern', message: 'must be an event id' }]);
    }
    // A new stream starts at the newest event now: what commits from here on is its to receive.
    const after = resumeFrom ?? (await events.latestPosition());
    reply.hijack();
    const raw = reply.raw;
    // The gateway's hardening headers (set on the reply by helmet) go out with the stream too.
    raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // Tells EventSource how long to wait before reconnecting; the first bytes also flush proxies.
    raw.write('retry: 3000\n: connected\n\n');
    let closed = false;
    let heartbeat: NodeJS.Timeout | null = null;
    let subscription: { close(): void } | null = null;
    const close = () => {
      if (closed) return;
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      subscription?.close();
      raw.end();
    };
    request.raw.on('close', close);
    raw.on('close', close);
    subscription = await events.subscribe(
      { personUid, sessionId: sessionId!, sessionExpiresAt: new Date(session.expires_at) },
      after,
      { send: (event) => raw.write(formatServerSentEvent(event)), end: close },
    );
    if (closed) subscription.close();
    heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), config.heartbeatMs);
    heartbeat.unref();
  },
});

/**
 * Every answer to a person's call carries the event log's position as the call came in (EVENT_POSITION_HEADER):
 * taken before the handler reads, so a change committed after that read has an event after it. The app's stream,
 * opened after its first screens read their data, resumes from the oldest of these (shared-kernel/bus).
 */
export function installEventPosition(app: FastifyInstance): void {
  const atStart = new WeakMap<FastifyRequest, string>();
  app.addHook('onRequest', async (request) => {
    const position = app.events.position;
    if (position !== null) atStart.set(request, position);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const position = atStart.get(request);
    // Not on an answer a cache may keep (a picture): an old position would replay what the page saw long ago.
    const cacheable = String(reply.getHeader('cache-control') ?? '').includes('public');
    if (position !== undefined && request.ctx?.personUid && !cacheable)
      reply.header(EVENT_POSITION_HEADER, position);
    return payload;
  });
}
