/**
 * Several reads in one request (issue 17: fewer round trips to the first screen). The web app's page start asks
 * for the reads its last start made (the session snapshot's, the catalogues) in one request beside its scripts,
 * instead of one request each after them; a phone on HTTP/1.1 has six connections per origin and the scripts need
 * them.
 *
 * Each read is answered exactly as its own GET would be: it goes through the gateway's routing with the caller's
 * cookie, api key, language and partnership, so every route's guard, rights and rules apply unchanged (this
 * route decides nothing about the data). Only JSON GET routes may be read this way: the event stream, files and
 * the auth routes refuse a read (http/authorize.ts, READ_HEADER). The answers are the reads' statuses, the
 * headers a client reads (content type, `x-*`) and bodies; no read sets a cookie.
 */
import type { FastifyRequest } from 'fastify';
import type { RouteDefinition } from '../http/route';
import { defineRoute } from '../http/route';
import { LANGUAGES } from '../http/context';
import { singleHeader } from '../http/authorize';
import { READ_HEADER } from './read-header';

/** As many reads as a first screen makes, with room; more is refused (400). */
export const MAX_READS = 24;

interface Read {
  url: string;
  language?: string;
  partnership?: string;
}

interface ReadAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const readSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url'],
  properties: {
    // A path of this gateway's api with its query; never another host, never this route.
    url: { type: 'string', minLength: 5, maxLength: 512, pattern: '^/api/(?!v3/reads)[^/][^\\s#]*$' },
    language: { type: 'string', enum: [...LANGUAGES] },
    partnership: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' },
  },
} as const;

const answerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'headers', 'body'],
  properties: {
    status: { type: 'integer' },
    headers: { type: 'object', additionalProperties: { type: 'string' } },
    body: { type: 'string' },
  },
} as const;

/** The caller's own headers every read carries: who the client is, and its session. */
const CALLER_HEADERS = ['cookie', 'x-api-key', 'x-origin', 'x-origin-version', 'user-agent'] as const;

/** The headers of a read's answer a client reads: its content type and the gateway's own `x-*` headers. */
function answerHeaders(headers: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (name === 'content-type' || name === 'content-language' || name.startsWith('x-'))
      kept[name] = String(value);
  }
  return kept;
}

async function answer(request: FastifyRequest, read: Read): Promise<ReadAnswer> {
  const headers: Record<string, string> = { [READ_HEADER]: '1', 'accept-encoding': 'identity' };
  for (const name of CALLER_HEADERS) {
    const value = singleHeader(request.headers[name]);
    if (value !== undefined) headers[name] = value;
  }
  headers['accept-language'] = read.language ?? singleHeader(request.headers['accept-language']) ?? 'en';
  if (read.partnership) headers['x-partnership-uid'] = read.partnership;
  const response = await request.server.inject({ method: 'GET', url: read.url, headers });
  return { status: response.statusCode, headers: answerHeaders(response.headers), body: response.body };
}

export const readsRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Body: { reads: Read[] } }>({
    method: 'POST',
    url: '/api/v3/reads',
    family: 'reads',
    // A signed-in device's page start (the only caller) has a strong session; without one the reads are not
    // worth a request, and an anonymous caller may not make the gateway do 24 reads for one request.
    // Every read is then guarded by its own route as well.
    auth: 'strong',
    schema: {
      summary: 'Several GET reads in one request, each answered as its own GET would be',
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['reads'],
        properties: {
          // The same read twice would only multiply the work: refused (400).
          reads: { type: 'array', minItems: 1, maxItems: MAX_READS, uniqueItems: true, items: readSchema },
        },
      },
      response: {
        200: {
          type: 'object',
          additionalProperties: false,
          required: ['answers'],
          properties: { answers: { type: 'array', items: answerSchema } },
        },
      },
    },
    handler: async (request) => ({
      answers: await Promise.all(request.body.reads.map((read) => answer(request, read))),
    }),
  }),
];
