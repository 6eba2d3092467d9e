// Child processes for the local scripts: started in their own process group so that stopping one
// also stops what it spawned (pnpm → tsx → node), with output prefixed by a short name.
import { spawn, spawnSync } from 'node:child_process';
import readline from 'node:readline';

/** Process groups started here and still going, so an interrupted script can stop them all. */
const activeGroups = new Set();

/**
 * @param {string} name prefix for the output lines
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean, onLine?: (line: string) => void }} [options]
 */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines = [];
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      if (lines.length > 200) lines.shift();
      options.onLine?.(line);
      if (!options.quiet) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  activeGroups.add(child.pid);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      activeGroups.delete(child.pid);
      resolve({ code, signal });
    }),
  );
  return {
    name,
    child,
    exited,
    /** The last 200 lines of output, for error messages. */
    recentOutput: () => lines.join('\n'),
    stop: () => stopProcess(child, exited),
  };
}

async function stopProcess(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  signalGroup('SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 5000).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') signalGroup('SIGKILL');
  await exited;
}

/** Stops every process group started here that is still going (for SIGINT handlers). */
export function stopRunningCommands() {
  for (const pid of activeGroups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/**
 * Runs a command to completion with inherited output; resolves with its exit code. In its own process
 * group, so that `timeoutMs` stops it with everything it spawned (a test runner left hanging by an
 * open handle must not hang CI).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, timeoutMs?: number }} [options]
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      detached: true,
    });
    activeGroups.add(child.pid);
    const timer = options.timeoutMs
      ? setTimeout(() => {
          process.stderr.write(
            `\n${command} ${args.join(' ')}: no end after ${options.timeoutMs / 60_000} min, stopped\n`,
          );
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }, options.timeoutMs)
      : null;
    child.once('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(127);
    });
    child.once('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      activeGroups.delete(child.pid);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Polls `url` until `accept(response)` holds or the process dies or time runs out.
 * @param {string} url
 * @param {{ timeoutMs?: number, headers?: Record<string,string>, accept?: (r: Response) => boolean,
 *   process?: { exited: Promise<unknown>, recentOutput: () => string, name: string } }} [options]
 */
export async function waitForHttp(url, options = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  const accept = options.accept ?? ((response) => response.ok);
  let died = false;
  options.process?.exited.then(() => (died = true));
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (died) {
      throw new Error(
        `${options.process.name} exited before ${url} answered:\n${options.process.recentOutput()}`,
      );
    }
    try {
      const response = await fetch(url, { headers: options.headers, signal: AbortSignal.timeout(5000) });
      if (accept(response)) return response;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not become ready in time (${lastProblem})`);
}
