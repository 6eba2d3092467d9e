import type { Environment } from 'shared-kernel/domain';

export const ENVIRONMENTS: readonly Environment[] = ['local', 'sandbox', 'dev', 'test', 'prod'];
/** Spec §9: the app version shown beside the environment badge. */
export const APP_VERSION = typeof __KONTOR_VERSION__ === 'string' ? __KONTOR_VERSION__ : '1.14.3';

const isEnvironment = (value: unknown): value is Environment =>
  typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);

/**
 * The environment this page runs in. One build serves every environment, so it is read at run time:
 * `<meta name="kontor-env" content="sandbox">` written by the server, else `localhost` means local,
 * else prod (the safe default: no debug pages, no badge).
 */
export function readEnvironment(doc: Document = document, hostname: string = location.hostname): Environment {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="kontor-env"]')?.content;
  if (isEnvironment(meta)) return meta;
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]') return 'local';
  return 'prod';
}

/** Debug pages, the debug menu and test overrides exist only in local and sandbox (spec §2, §6). */
export const isDebugEnvironment = (env: Environment): boolean => env === 'local' || env === 'sandbox';
