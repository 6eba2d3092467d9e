/**
 * Who may use the sandbox tools (issues 10 and 26, docs/security.md "Sandbox tools"). They exist only in local
 * and sandbox (routes.ts) and answer only
 * - the sandbox operator: `x-sandbox-operator-key` equal to KONTOR_SANDBOX_OPERATOR_KEY (test runners, people
 *   running the sandbox). The bank's own side is the operator's alone (`operatorOnly`): reviewing
 *   held orders, moving the shared clock, running the scheduler, bookings other than a persona's own credit;
 * - a seeded persona (PERSONAS.md: their passwords are public in the sandbox) with a session of the level the
 *   tool asks for, playing the outside world for itself only: its own codes in the outbox, a credit from
 *   another bank to an account it may view, a confirmation asked of itself.
 * Anyone else gets 401 sandbox_credential_required (403 sandbox_operator_required for the bank's side);
 * real people's codes and accounts stay out of reach.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AuthLevel } from '../db/database';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { LEVEL_RANK } from '../http/context';
import type { CallerGuard } from '../http/route';
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

/** The bank's own side of the sandbox (review, clock, scheduler): the operator key only. */
export const operatorOnly: CallerGuard = {
  requires: 'the sandbox operator key (x-sandbox-operator-key)',
  check(request, session) {
    if (isSandboxOperator(request)) return;
    const message = "the bank's side of the sandbox needs the operator key";
    if (session === null) throw unauthorized('sandbox_operator_required', message);
    throw new HttpError(403, { code: 'sandbox_operator_required', message });
  },
};

/**
 * A tool where a persona plays the outside world for itself: the operator, or a seeded persona's session of at
 * least `level` (the tool's handler then keeps the persona to what is its own).
 */
export const operatorOrPersona = (level: AuthLevel = 'strong'): CallerGuard => ({
  requires: `the sandbox operator key (x-sandbox-operator-key) or a ${level} session of a seeded persona, acting on itself`,
  check(request, session) {
    if (isSandboxOperator(request)) return;
    const persona = session !== null && SEEDED_PERSONA_EMAILS.has(session.email);
    if (!persona || LEVEL_RANK[session.level] < LEVEL_RANK[level])
      throw unauthorized(
        'sandbox_credential_required',
        'the sandbox tools need the operator key or a session of a seeded persona',
      );
  },
});

/** A persona (not the operator) may act only on itself: e.g. read its own codes. */
export function requireOperatorOrSelf(request: FastifyRequest, email: string): void {
  if (isSandboxOperator(request)) return;
  if (request.ctx.email !== email) throw forbidden('a persona may use the sandbox tools on itself only');
}
