import type { ApiClient } from '../api/types';
import type { SessionSnapshot } from '../domain/session';
import { SANDBOX_PASSWORD } from './persona';

// The harness reports a failed sign-in itself (one banner), so these calls bypass the error catalogue.
const quiet = { skipErrorCatalogue: true } as const;

interface OutboxEntry {
  email: string;
  code: string;
}

async function latestCode(api: ApiClient, email: string): Promise<string> {
  const { data } = await api.get<OutboxEntry[]>('/sandbox/outbox', { ...quiet, params: { email } });
  const entry = data[0];
  if (!entry) throw new Error(`no code in the sandbox outbox for ${email}`);
  return entry.code;
}

/**
 * Gives the harness a real gateway session for the persona, the way a tester would sign in (DESIGN.md:
 * password then the 6-digit code from the sandbox outbox; a prospect enters email and code only).
 * Keeps an existing session of the same person and level.
 */
export async function signInAsPersona(api: ApiClient, session: SessionSnapshot): Promise<void> {
  const email = session.user?.email ?? session.prospect?.emailAddress;
  if (!email) return;
  const { data: current } = await api.get<{ authLevel: string; userUid?: string | null }>(
    '/v3/auth/session',
    quiet,
  );
  if (current.authLevel === session.authLevel && (!session.user || current.userUid === session.user.uid))
    return;
  if (session.authLevel === 'pin') {
    await api.post('/v2/auth/prospects/login', { email }, quiet);
    await api.post('/v2/auth/prospects/verify', { email, code: await latestCode(api, email) }, quiet);
    return;
  }
  await api.post('/v3/auth/login', { email, password: SANDBOX_PASSWORD }, quiet);
  await api.post('/v3/auth/strong', { code: await latestCode(api, email) }, quiet);
}
