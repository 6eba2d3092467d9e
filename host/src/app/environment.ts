import type { Environment } from 'shared-kernel/domain';

export const ENVIRONMENTS: readonly Environment[] = ['local', 'sandbox', 'dev', 'test', 'prod'];
/** Spec §9: the app version shown beside the environment badge. */
export const APP_VERSION = typeof __KONTOR_VERSION__ === 'string' ? __KONTOR_VERSION__ : '1.14.3';

const isEnvironment = (value: unknown): value is Environment =>
  typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);

/** The meta tag the server that serves index.html fills in (scripts/serve.mjs, docker/nginx/host.conf.template). */
export const ENVIRONMENT_META = 'kontor-env';

/**
 * The environment this page runs in, as the server that serves the host states it: one build serves every
 * environment, so the server writes `<meta name="kontor-env" content="sandbox">` into index.html
 * (configuration, not a guess from the hostname; no request of its own). Without it: prod, the safe default
 * (no debug pages, no badge, the shortest idle timeout).
 */
export function readEnvironment(doc: Document = document): Environment {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${ENVIRONMENT_META}"]`)?.content;
  return isEnvironment(meta) ? meta : 'prod';
}

/** Debug pages, the debug menu and test overrides exist only in local and sandbox (spec §2, §6). */
export const isDebugEnvironment = (env: Environment): boolean => env === 'local' || env === 'sandbox';
