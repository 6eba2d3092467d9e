import { resolve } from 'node:path';

export type KontorEnv = 'local' | 'sandbox' | 'dev' | 'test' | 'prod';
const ENVS: readonly KontorEnv[] = ['local', 'sandbox', 'dev', 'test', 'prod'];

export interface GatewayConfig {
  env: KontorEnv;
  port: number;
  host: string;
  /** Real PostgreSQL when set; otherwise the embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite data folder; null = in-memory (KONTOR_DATA_DIR=memory). */
  dataDir: string | null;
  /** PostgreSQL schema to work in (tests isolate each file in its own schema). */
  schema: string | null;
  apiKeys: readonly string[];
  version: string;
  /** Idle session lifetime; a refresh extends it by this much again, never past the absolute lifetime. */
  sessionTtlMs: number;
  /** Absolute session lifetime from the sign-in (docs/security.md "Sessions"): 12 hours. */
  sessionAbsoluteTtlMs: number;
  codeTtlMs: number;
  /** Failures of one client (address or known device) on one account before that client is locked. */
  maxFailedLogins: number;
  /** Failures of unknown clients together on one account before every unknown client is locked. */
  maxAccountFailures: number;
  /** The first lock's length; each further lock doubles it, up to maxLockoutMs. */
  lockoutMs: number;
  maxLockoutMs: number;
  /** How long a device that completed a strong login is known (its cookie). */
  knownDeviceTtlMs: number;
  heartbeatMs: number;
  /** How often open event streams check that their sessions are still live (and events were not missed). */
  sessionCheckMs: number;
  /**
   * Fastify's trustProxy (KONTOR_TRUST_PROXY): the proxies whose X-Forwarded-For names the client, e.g.
   * `uniquelocal` for the compose edge on a private network; unset: the direct peer is the client.
   */
  trustProxy: boolean | string;
  /** The sandbox operator's credential (KONTOR_SANDBOX_OPERATOR_KEY); null: operator access is off. */
  sandboxOperatorKey: string | null;
  bodyLimitBytes: number;
  logLevel: string;
  /** How often this instance's payment scheduler looks for due orders (ms); 0 = off. */
  paymentSchedulerMs: number;
  /** How long a validated session is kept in this instance (auth/session-cache.ts), were no revocation told. */
  sessionCacheTtlMs: number;
}

export const SESSION_COOKIE_PREFIX = 'kontor_';

export function sessionCookieName(env: KontorEnv): string {
  return `${SESSION_COOKIE_PREFIX}${env}_session`;
}

/** The sandbox outbox and debug helpers exist only in local and sandbox (DESIGN.md "The gateway"). */
export function isSandboxLike(env: KontorEnv): boolean {
  return env === 'local' || env === 'sandbox';
}

/** `true`, or addresses and ranges (proxy-addr names such as `loopback`, `uniquelocal`); unset: none. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value) return false;
  return value === 'true' ? true : value;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<GatewayConfig> = {},
): GatewayConfig {
  const kontorEnv = (env.KONTOR_ENV ?? 'local') as KontorEnv;
  if (!ENVS.includes(kontorEnv))
    throw new Error(`KONTOR_ENV must be one of ${ENVS.join('|')}, got ${kontorEnv}`);
  const dataDirRaw = env.KONTOR_DATA_DIR ?? resolve(process.cwd(), '.kontor', 'pglite');
  return {
    env: kontorEnv,
    port: Number(env.PORT ?? 8090),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: dataDirRaw === 'memory' ? null : dataDirRaw,
    schema: env.KONTOR_DB_SCHEMA || null,
    apiKeys: ['kontor-web'],
    version: env.KONTOR_VERSION ?? '1.14.3',
    sessionTtlMs: 15 * 60_000,
    sessionAbsoluteTtlMs: 12 * 60 * 60_000,
    codeTtlMs: 5 * 60_000,
    maxFailedLogins: 5,
    maxAccountFailures: 20,
    lockoutMs: 15 * 60_000,
    maxLockoutMs: 24 * 60 * 60_000,
    knownDeviceTtlMs: 180 * 24 * 60 * 60_000,
    heartbeatMs: 15_000,
    sessionCheckMs: 5_000,
    trustProxy: parseTrustProxy(env.KONTOR_TRUST_PROXY),
    sandboxOperatorKey: env.KONTOR_SANDBOX_OPERATOR_KEY || null,
    bodyLimitBytes: 6 * 1024 * 1024,
    logLevel: env.LOG_LEVEL ?? (kontorEnv === 'test' ? 'warn' : 'info'),
    paymentSchedulerMs: Number(env.KONTOR_PAYMENT_SCHEDULER_MS ?? 15_000),
    sessionCacheTtlMs: 5_000,
    ...overrides,
  };
}
