// Production builds of the host and the six remotes, two at a time (the machines have 2 cores and
// each webpack run keeps one busy).
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, ROOT, remoteDir } from './workspace.mjs';
import { startProcess } from './processes.mjs';

export const APPS = ['host', ...REMOTES.map((remote) => `remote-${remote.name}`)];

/**
 * Builds each app with `pnpm --filter <app> build`; every app is built even when another fails.
 * @param {{ apps?: string[], concurrency?: number, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {Promise<{ app: string, ok: boolean, seconds: number, output: string }[]>}
 */
export async function buildApps(options = {}) {
  const queue = [...(options.apps ?? APPS)];
  const results = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const started = Date.now();
      const build = startProcess(app, 'pnpm', ['--silent', '--filter', app, 'run', 'build'], {
        cwd: ROOT,
        env: options.env,
        quiet: options.quiet,
      });
      const { code } = await build.exited;
      const seconds = (Date.now() - started) / 1000;
      results.push({ app, ok: code === 0, seconds, output: build.recentOutput() });
      console.log(`${code === 0 ? 'built' : 'FAILED to build'} ${app} in ${seconds.toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
  return results;
}

/** Where a remote's build of `version` lives. */
export function remoteBuildDir(name, version) {
  return path.join(remoteDir(name), 'dist', 'remotes', name, version);
}

/** The packages a build of the remote was made with (its stamped descriptor's builtWith), or null. */
function builtWith(name, version) {
  try {
    const file = path.join(remoteBuildDir(name, version), 'descriptor.json');
    return JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')).builtWith);
  } catch {
    return null;
  }
}

/**
 * Builds another version of one remote beside the current one (integration.md: REMOTE_VERSION), from the same
 * source: kept while it was built with the same packages as the current version's build (a kernel major
 * since would have the host refuse it), rebuilt otherwise.
 */
export async function ensureRemoteVersion(name, version, options = {}) {
  const current = JSON.parse(fs.readFileSync(path.join(remoteDir(name), 'package.json'), 'utf8')).version;
  const kept = builtWith(name, version);
  if (
    fs.existsSync(path.join(remoteBuildDir(name, version), 'mf-manifest.json')) &&
    kept !== null &&
    kept === builtWith(name, current)
  )
    return true;
  console.log(`building remote-${name} ${version} (REMOTE_VERSION=${version})`);
  const [result] = await buildApps({
    apps: [`remote-${name}`],
    concurrency: 1,
    env: { REMOTE_VERSION: version },
    quiet: options.quiet,
  });
  return result?.ok ?? false;
}
