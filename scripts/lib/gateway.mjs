// Starts the sandbox gateway (`pnpm --filter gateway start`) and waits until it answers.
import { ROOT } from './workspace.mjs';
import { startProcess, waitForHttp } from './processes.mjs';

/**
 * @param {{ port: number, dataDir: string, env?: string, quiet?: boolean, extraEnv?: NodeJS.ProcessEnv,
 *   timeoutMs?: number, script?: 'start' | 'dev', onLine?: (line: string) => void }} options dataDir: a PGlite folder, or 'memory' for a fresh in-memory database
 */
export async function startGateway(options) {
  const script = options.script ?? 'start';
  const gateway = startProcess('gateway', 'pnpm', ['--silent', '--filter', 'gateway', script], {
    cwd: ROOT,
    quiet: options.quiet,
    onLine: options.onLine,
    env: {
      KONTOR_ENV: options.env ?? 'local',
      PORT: String(options.port),
      KONTOR_DATA_DIR: options.dataDir,
      // A DATABASE_URL in the caller's shell would silently switch the gateway to PostgreSQL.
      DATABASE_URL: '',
      ...options.extraEnv,
    },
  });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    // Any answer below 500 from the session call means routes, database and seed are up.
    await waitForHttp(`${url}/api/v3/auth/session`, {
      timeoutMs: options.timeoutMs ?? 180_000,
      headers: { 'x-api-key': 'kontor-web', 'x-origin': 'kontor-web' },
      accept: (response) => response.status < 500,
      process: gateway,
    });
  } catch (error) {
    await gateway.stop();
    throw error;
  }
  return { url, process: gateway, stop: gateway.stop };
}
