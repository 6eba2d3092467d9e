import { isHttpError, type ApiClient } from 'shared-kernel/api';
import type { ProspectGrant, ProspectLoginBody, ProspectVerifyBody } from 'shared-kernel/domain';

/** Every way a prospect sign-in step can fail, each with its own translated message. */
export type ProspectLoginFailure =
  | { kind: 'invalid_code' }
  | { kind: 'code_expired' }
  | { kind: 'locked'; minutes: number }
  | { kind: 'unknown_email' }
  | { kind: 'invalid_email' }
  | { kind: 'technical' };

/** Maps a gateway error of the prospect login or verify call to the failure the screen explains. */
export function prospectLoginFailureOf(error: unknown): ProspectLoginFailure {
  if (!isHttpError(error) || !error.response) return { kind: 'technical' };
  const { status, data } = error.response;
  const body = (typeof data === 'object' && data !== null ? data : {}) as {
    code?: unknown;
    name?: unknown;
    retryAfterSeconds?: unknown;
  };
  if (status === 423) {
    const seconds = typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : 60;
    return { kind: 'locked', minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (status === 401 && body.code === 'code_expired') return { kind: 'code_expired' };
  // Any other 401 of the verify call means the email and code do not match.
  if (status === 401) return { kind: 'invalid_code' };
  if (status === 404) return { kind: 'unknown_email' };
  if (status === 400 && body.name === 'ValidationError') return { kind: 'invalid_email' };
  return { kind: 'technical' };
}

/**
 * The prospect's sign-in calls. A 401 here is a wrong code, not an expired session, so they skip the
 * api client's error catalogue (no "session expired" alert); the screen explains every failure itself.
 */
export function createProspectAuth(api: ApiClient) {
  const own = { skipErrorCatalogue: true };
  return {
    /** Sends a 6-digit code to the email (the gateway answers alike whether or not the email is known). */
    async requestCode(email: string): Promise<void> {
      await api.post('/v2/auth/prospects/login', { email } satisfies ProspectLoginBody, own);
    },
    async verify(email: string, code: string): Promise<ProspectGrant> {
      const body: ProspectVerifyBody = { email, code };
      return (await api.post<ProspectGrant>('/v2/auth/prospects/verify', body, own)).data;
    },
  };
}
