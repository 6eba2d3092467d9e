/**
 * Who may use the sandbox tools (issue 10 item 7, docs/security.md "Sandbox tools"). They exist only in local
 * and sandbox (routes.ts) and answer only
 * - the sandbox operator: `x-sandbox-operator-key` equal to KONTOR_SANDBOX_OPERATOR_KEY (test runners, people
 *   running the sandbox); or
 * - a seeded persona (PERSONAS.md: their passwords are public in the sandbox) with a session of the level the
 *   tool asks for, acting on what is theirs: their own codes in the outbox, a booking on an account they may
 *   view, a confirmation asked of themselves.
 * Anyone else gets 401 sandbox_credential_required; real people's codes and accounts stay out of reach.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AuthLevel } from '../db/database';
import { forbidden, unauthorized } from '../http/errors';
import { LEVEL_RANK } from '../http/context';
import { PERSONAS } from '../seed/personas';

export const SANDBOX_OPERATOR_HEADER = 'x-sandbox-operator-key';

const SEEDED_PERSONA_EMAILS = new Set(PERSONAS.map((persona) => persona.email));

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the operator's key (compared in constant time). */
export function isSandboxOperator(request: FastifyRequest): boolean {
  const expected = request.server.config.sandboxOperatorKey;
  const given = request.headers[SANDBOX_OPERATOR_HEADER];
  if (!expected || typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** The guard of a sandbox tool: the operator, or a seeded persona's session of at least `level`. */
export function requireSandboxCaller(
  request: FastifyRequest,
  session: { email: string; level: AuthLevel } | null,
  level: AuthLevel,
): void {
  if (isSandboxOperator(request)) return;
  const persona = session !== null && SEEDED_PERSONA_EMAILS.has(session.email);
  if (!persona || LEVEL_RANK[session.level] < LEVEL_RANK[level])
    throw unauthorized(
      'sandbox_credential_required',
      'the sandbox tools need the operator key or a session of a seeded persona',
    );
}

/** A persona (not the operator) may act only on itself: e.g. read its own codes. */
export function requireOperatorOrSelf(request: FastifyRequest, email: string): void {
  if (isSandboxOperator(request)) return;
  if (request.ctx.email !== email) throw forbidden('a persona may use the sandbox tools on itself only');
}
