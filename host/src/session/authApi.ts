import { isHttpError, type ApiClient } from 'shared-kernel/api';
import type { AuthGrant, GatewaySession, LoginBody, StrongBody } from 'shared-kernel/domain';
import { SESSION_REQUEST, takeEarly } from '../boot/earlyRequests';

/** GET /v3/auth/session and what the login steps grant: the auth contract's (docs/integration.md). */
export type { AuthGrant, GatewaySession };

/** Every way a sign-in step can fail, each with its own translated message on the login screen. */
export type AuthFailure =
  | { kind: 'invalid_credentials' }
  | { kind: 'locked'; minutes: number }
  | { kind: 'invalid_code' }
  | { kind: 'code_expired' }
  /** The weak session behind the code step has ended: the user starts again with the password. */
  | { kind: 'session_lost' }
  | { kind: 'invalid_input' }
  | { kind: 'technical' };

/** Maps a gateway error of /v3/auth/login or /v3/auth/strong (docs/integration.md) to an AuthFailure. */
export function authFailureOf(error: unknown): AuthFailure {
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
  if (status === 401) {
    if (body.code === 'invalid_credentials') return { kind: 'invalid_credentials' };
    if (body.code === 'invalid_code') return { kind: 'invalid_code' };
    if (body.code === 'code_expired') return { kind: 'code_expired' };
    return { kind: 'session_lost' };
  }
  if (status === 400 && body.name === 'ValidationError') return { kind: 'invalid_input' };
  return { kind: 'technical' };
}

export interface AuthApi {
  session(): Promise<GatewaySession>;
  login(email: string, password: string): Promise<AuthGrant>;
  strong(code: string): Promise<AuthGrant>;
  /** Resolves with the new expiry from the x-refresh-token-exp header. */
  refresh(): Promise<number>;
  logout(): Promise<void>;
}

/**
 * The gateway's auth calls. They answer 401 by design (wrong password, wrong code, no session yet), so
 * they skip the api client's error catalogue (no "session expired" alert); their callers handle errors.
 */
export function createAuthApi(api: ApiClient): AuthApi {
  const own = { skipErrorCatalogue: true };
  return {
    async session() {
      // The page's early script asked already (boot/early.ts): its answer is taken when it is one. Anything else
      // (no session, a failure) is asked again here, so it is read with the client's handling of errors.
      const early = await takeEarly(SESSION_REQUEST)?.catch(() => null);
      if (early?.ok) return (await early.json()) as GatewaySession;
      return (await api.get<GatewaySession>('/v3/auth/session', own)).data;
    },
    login: async (email, password) =>
      (await api.post<AuthGrant>('/v3/auth/login', { email, password } satisfies LoginBody, own)).data,
    strong: async (code) =>
      (await api.post<AuthGrant>('/v3/auth/strong', { code } satisfies StrongBody, own)).data,
    async refresh() {
      // Spec §8: refresh failures are logged and counted (SessionRefresher), not alerted.
      const response = await api.post('/v3/auth/refresh', undefined, own);
      const header = Number(response.headers['x-refresh-token-exp']);
      if (!Number.isFinite(header) || header <= 0)
        throw new Error('refresh answered without x-refresh-token-exp');
      return header;
    },
    async logout() {
      await api.post('/v3/auth/logout', undefined, own);
    },
  };
}
