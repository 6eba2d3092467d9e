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
  /** Session lifetime; a refresh extends it by this much again. */
  sessionTtlMs: number;
  codeTtlMs: number;
  maxFailedLogins: number;
  lockoutMs: number;
  heartbeatMs: number;
  bodyLimitBytes: number;
  logLevel: string;
}

export const SESSION_COOKIE_PREFIX = 'kontor_';

export function sessionCookieName(env: KontorEnv): string {
  return `${SESSION_COOKIE_PREFIX}${env}_session`;
}

/** The sandbox outbox and debug helpers exist only in local and sandbox (DESIGN.md "The gateway"). */
export function isSandboxLike(env: KontorEnv): boolean {
  return env === 'local' || env === 'sandbox';
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
    codeTtlMs: 5 * 60_000,
    maxFailedLogins: 5,
    lockoutMs: 15 * 60_000,
    heartbeatMs: 15_000,
    bodyLimitBytes: 6 * 1024 * 1024,
    logLevel: env.LOG_LEVEL ?? (kontorEnv === 'test' ? 'warn' : 'info'),
    ...overrides,
  };
}
