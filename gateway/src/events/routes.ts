import { defineRoute } from '../http/route';
import { validationError } from '../http/errors';
import type { DeliveredEvent } from './hub';

const EVENT_ID = /^\d{1,18}$/;

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
  schema: {
    summary: 'Event stream (server-sent events)',
    querystring: {
      type: 'object',
      properties: { lastEventId: { type: 'string', pattern: '^\\d{1,18}$' } },
      additionalProperties: false,
    },
  },
  async handler(request, reply) {
    const { events, config } = request.server;
    const personUid = request.ctx.personUid;
    if (!personUid)
      throw validationError([{ field: 'session', code: 'person', message: 'a person session is required' }]);
    const header = request.headers['last-event-id'];
    const resumeFrom = (Array.isArray(header) ? header[0] : header) ?? request.query.lastEventId;
    if (resumeFrom !== undefined && !EVENT_ID.test(resumeFrom)) {
      throw validationError([{ field: 'last-event-id', code: 'pattern', message: 'must be an event id' }]);
    }
    const cursor = resumeFrom ?? (await events.latestEventId());

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // Tells EventSource how long to wait before reconnecting; the first bytes also flush proxies.
    raw.write('retry: 3000\n: connected\n\n');

    const subscription = events.subscribe(personUid, cursor, (event) =>
      raw.write(formatServerSentEvent(event)),
    );
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), config.heartbeatMs);
    heartbeat.unref();
    const close = () => {
      clearInterval(heartbeat);
      subscription.close();
    };
    request.raw.on('close', close);
    raw.on('close', close);
  },
});
