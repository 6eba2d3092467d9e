/**
 * Validated sessions kept in this gateway instance for a few seconds, so that a request does not read its
 * session row again (issue 17 item 5). Keyed by the token's hash, like the table.
 * - Expiry stays exact: a cached row is checked against its own `expires_at` (idle and absolute lifetimes,
 *   ./sessions.ts) on every hit, with the same clock as the database query.
 * - Revocation (logout, refresh or step-up rotating the token, sign-out elsewhere) on any instance: the
 *   database announces the revoked id on `kontor_sessions` (trigger sessions_ended, events/migrations.ts) and
 *   every instance forgets it (server.ts); the instance that revoked also forgets it at once (`forget`).
 * - A lookup that started before an invalidation does not store what it read (the epoch), so a row read just
 *   before its revocation cannot outlive the notification.
 * - Only live sessions are kept, never a miss; entries live at most `ttlMs` (config sessionCacheTtlMs, 5 s): a
 *   lost notification heals by then.
 */
import type { KontorExecutor } from '../db/database';
import { findLiveSession, hashSessionToken, type SessionRow } from './sessions';

const MAX_ENTRIES = 10_000;

interface Entry {
  session: SessionRow;
  /** performance.now() after which the row is read again. */
  freshUntil: number;
}

export class SessionCache {
  private readonly byTokenHash = new Map<string, Entry>();
  private readonly tokenHashById = new Map<string, string>();
  /** Counts invalidations: a lookup stores its row only if none happened while it read. */
  private epoch = 0;

  constructor(
    private readonly db: KontorExecutor,
    private readonly ttlMs: number,
  ) {}

  /** The live session of a token (findLiveSession), from this instance's memory when it was read lately. */
  async find(token: string | undefined): Promise<SessionRow | null> {
    if (!token) return null;
    const tokenHash = hashSessionToken(token);
    const entry = this.byTokenHash.get(tokenHash);
    if (entry && entry.freshUntil > performance.now()) {
      if (new Date(entry.session.expires_at).getTime() > Date.now()) return entry.session;
      this.drop(tokenHash, entry.session.id);
      return null;
    }
    if (entry) this.drop(tokenHash, entry.session.id);
    const epoch = this.epoch;
    const session = await findLiveSession(this.db, token);
    if (session && epoch === this.epoch) this.store(tokenHash, session);
    return session;
  }

  /** The session was revoked (here or on another instance): refused from the next request on. */
  forget(sessionId: string): void {
    this.epoch += 1;
    const tokenHash = this.tokenHashById.get(sessionId);
    if (tokenHash) this.drop(tokenHash, sessionId);
  }

  get size(): number {
    return this.byTokenHash.size;
  }

  private store(tokenHash: string, session: SessionRow): void {
    if (this.byTokenHash.size >= MAX_ENTRIES) {
      // The oldest insertion goes first (Map keeps insertion order).
      const [oldestHash, oldest] = this.byTokenHash.entries().next().value as [string, Entry];
      this.drop(oldestHash, oldest.session.id);
    }
    this.byTokenHash.set(tokenHash, { session, freshUntil: performance.now() + this.ttlMs });
    this.tokenHashById.set(session.id, tokenHash);
  }

  private drop(tokenHash: string, sessionId: string): void {
    this.byTokenHash.delete(tokenHash);
    this.tokenHashById.delete(sessionId);
  }
}
