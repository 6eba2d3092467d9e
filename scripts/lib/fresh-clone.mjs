// The first step of `npm test`: the README's start command, run exactly as written in a fresh clone of
// HEAD (no node_modules, no builds, no database), on free ports. It passes when the host answers, the
// gateway's /api/health answers through the host, every remote of the registry serves its manifest, the host's
// TLS port answers the page and a remote's manifest over HTTP/2, and after SIGINT (Ctrl-C) no process the command
// started is left. Node built-ins only: this runs before the workspace's own install.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './workspace.mjs';
import { APPS } from './build.mjs';
import { portIsFree } from './tools.mjs';

/** Install + seven cold production builds + the first PGlite seed, on a busy 2-core machine. */
const START_TIMEOUT_MS = 20 * 60_000;
const STOP_TIMEOUT_MS = 60_000;
const REMOTE_COUNT = 6;

/** The README's start command, read from the README itself so the two cannot drift. */
export function readmeStartCommand() {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const block = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const line = block.split('\n').find((candidate) => candidate.trim() !== '');
  const command = line?.split('#')[0]?.trim();
  if (!command) throw new Error('README.md has no start command in its first sh block');
  return command;
}

/** A free port chosen by the kernel. */
function anyFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `count` consecutive free ports (the remotes' ports follow each other). */
async function freePortRange(count) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = 20000 + Math.floor(Math.random() * 30000);
    const ports = Array.from({ length: count }, (_, index) => first + index);
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return first;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}

async function get(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  return { status: response.status, body: await response.text() };
}

/** GET over HTTP/2 (TLS, the local self-signed certificate accepted): each path's status and body. */
function getHttp2(origin, paths) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    const timer = setTimeout(() => session.destroy(new Error(`HTTP/2 ${origin}: no answer in 5 s`)), 5000);
    session.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    const one = (pathname) =>
      new Promise((done, fail) => {
        const stream = session.request({ ':path': pathname });
        let status = 0;
        let body = '';
        stream.setEncoding('utf8');
        stream.on('response', (headers) => (status = headers[':status']));
        stream.on('data', (chunk) => (body += chunk));
        stream.on('end', () => done({ status, body }));
        stream.on('error', fail);
      });
    Promise.all(paths.map(one)).then(
      (answers) => {
        clearTimeout(timer);
        session.close();
        resolve(answers);
      },
      (error) => {
        clearTimeout(timer);
        session.destroy();
        reject(error);
      },
    );
  });
}

/** Every process whose working directory or command line lies inside `dir` (Linux /proc). */
export function processesInside(dir) {
  const found = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const cwd = fs.readlinkSync(`/proc/${entry}/cwd`);
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      if (cwd === dir || cwd.startsWith(`${dir}/`) || cmdline.includes(dir)) {
        found.push({ pid: Number(entry), cmdline });
      }
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The commit whose builds an app's dist/ holds when they were taken over from a fresh clone (BUILT_FROM). */
const BUILT_FROM = '.built-from-commit';

/** True when `dir`'s tracked and untracked files are exactly its HEAD's (ignored files aside). */
function cleanCheckout(dir) {
  return execFileSync('git', ['status', '--porcelain'], { cwd: dir, encoding: 'utf8' }).trim() === '';
}

/**
 * The production builds `npm start` made in the clone, moved into the workspace (the test command's build step
 * then has nothing left to build: no work done twice), when the workspace is a clean checkout of the same commit.
 */
function takeOverBuilds(clone, head) {
  if (!cleanCheckout(ROOT)) return [];
  const current = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  if (current !== head) return [];
  const taken = [];
  for (const app of APPS) {
    const from = path.join(clone, app, 'dist');
    if (!fs.existsSync(from)) continue;
    const to = path.join(ROOT, app, 'dist');
    fs.rmSync(to, { recursive: true, force: true });
    try {
      fs.renameSync(from, to);
    } catch (error) {
      // The temporary folder may be on another file system than the workspace.
      if (error.code !== 'EXDEV') throw error;
      fs.cpSync(from, to, { recursive: true });
    }
    fs.writeFileSync(path.join(to, BUILT_FROM), `${head}\n`);
    taken.push(app);
  }
  return taken;
}

/** The apps whose dist/ holds builds of the workspace's HEAD taken over from the fresh clone (takeOverBuilds). */
export function appsBuiltFromHead() {
  if (!cleanCheckout(ROOT)) return [];
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  return APPS.filter((app) => {
    const stamp = path.join(ROOT, app, 'dist', BUILT_FROM);
    return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === head;
  });
}

/**
 * Runs the check on HEAD (or another commit, to see an older one fail); resolves to `{ ok, note }` for the test summary, where a failure's note carries the
 * start log's last lines. Everything it made (clone, processes) is removed afterwards; with `keepBuilds`, its
 * production builds are first moved into the workspace when that is a clean checkout of the same commit.
 */
export async function checkFreshCloneStart({ commit = 'HEAD', keepBuilds = false } = {}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-fresh-'));
  const clone = path.join(workDir, 'kontor');
  const logFile = path.join(workDir, 'start.log');
  const head = execFileSync('git', ['rev-parse', commit], { cwd: ROOT, encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', ROOT, clone]);
  execFileSync('git', ['checkout', '--quiet', '--detach', head], { cwd: clone });
  const [command, ...args] = readmeStartCommand().split(/\s+/);

  const ports = {
    KONTOR_HOST_PORT: await anyFreePort(),
    KONTOR_HOST_TLS_PORT: await anyFreePort(),
    KONTOR_GATEWAY_PORT: await anyFreePort(),
    KONTOR_REMOTE_PORT: await freePortRange(REMOTE_COUNT),
  };
  const hostUrl = `http://localhost:${ports.KONTOR_HOST_PORT}`;
  console.log(`fresh clone of ${head.slice(0, 12)} in ${clone}: \`${command} ${args.join(' ')}\``);
  console.log(`ports ${JSON.stringify(ports)}, log ${logFile}`);

  const log = fs.openSync(logFile, 'a');
  const env = { ...process.env };
  // What the caller's shell may carry must not change what a newcomer gets.
  for (const name of [
    'KONTOR_SKIP_INSTALL',
    'KONTOR_REGISTRY',
    'DATABASE_URL',
    'REMOTE_VERSION',
    'LOG_LEVEL',
  ])
    delete env[name];
  for (const [name, value] of Object.entries(ports)) env[name] = String(value);
  // Its own process group, so SIGINT reaches the whole command as Ctrl-C in a terminal does.
  const child = spawn(command, args, { cwd: clone, env, stdio: ['ignore', log, log], detached: true });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exit = null;
  exited.then((result) => (exit = result));

  const tail = () =>
    fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-15).join('\n') || '(no output)';
  const problems = [];
  try {
    const tlsOrigin = `https://localhost:${ports.KONTOR_HOST_TLS_PORT}`;
    await waitUntilUp({ hostUrl, tlsOrigin, logFile, isExited: () => exit, problems });
    if (problems.length === 0) {
      process.kill(-child.pid, 'SIGINT');
      const stopped = await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => null)]);
      if (!stopped) problems.push(`still running ${STOP_TIMEOUT_MS / 1000} s after SIGINT`);
      const leftover = await leftoverProcesses(clone);
      if (leftover.length > 0) {
        problems.push(
          `left running after SIGINT: ${leftover.map((p) => `${p.pid} ${p.cmdline.slice(0, 80)}`).join('; ')}`,
        );
      }
      for (const [name, port] of Object.entries(ports)) {
        if (!(await portIsFree(port))) problems.push(`port ${port} (${name}) still taken after SIGINT`);
      }
    }
  } catch (error) {
    problems.push(error.message);
  } finally {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone, as it should be
    }
    for (const { pid } of processesInside(clone)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    fs.closeSync(log);
  }
  const output = tail();
  if (problems.length === 0) {
    console.log(`up, answered and stopped cleanly; last lines of the start log:\n${output}`);
    let taken = [];
    try {
      if (keepBuilds) taken = takeOverBuilds(clone, head);
    } catch (error) {
      // Not a failure of the start: the build step then builds what was not taken over.
      console.log(`its builds were not kept: ${error.message}`);
    }
    if (taken.length > 0) console.log(`its builds kept for the build step: ${taken.join(', ')}`);
    fs.rmSync(workDir, { recursive: true, force: true });
    return { ok: true, note: taken.length > 0 ? `builds kept: ${taken.length} apps` : '' };
  }
  console.error(
    `\nfresh-clone start failed: ${problems.join('; ')}\n--- last lines of ${logFile} ---\n${output}`,
  );
  return { ok: false, note: `${problems.join('; ')}\n      last lines of the start log:\n${indent(output)}` };
}

const indent = (text) =>
  text
    .split('\n')
    .map((line) => `        ${line}`)
    .join('\n');

async function waitUntilUp({ hostUrl, tlsOrigin, logFile, isExited, problems }) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const pending = new Set([
    'host page',
    'health through the host',
    'remote manifests',
    'URL printed',
    'HTTP/2 page and manifest',
  ]);
  let last = '';
  while (pending.size > 0) {
    if (isExited()) {
      problems.push(
        `\`npm start\` exited (${JSON.stringify(isExited())}) before: ${[...pending].join(', ')}`,
      );
      return;
    }
    if (Date.now() > deadline) {
      problems.push(`not up after ${START_TIMEOUT_MS / 60_000} min: ${[...pending].join(', ')} (${last})`);
      return;
    }
    try {
      if (fs.readFileSync(logFile, 'utf8').includes(`open ${hostUrl}`)) pending.delete('URL printed');
      const page = await get(`${hostUrl}/`);
      if (page.status === 200 && page.body.includes('<html')) pending.delete('host page');
      const health = await get(`${hostUrl}/api/health`);
      if (health.status === 200 && JSON.parse(health.body).status === 'ok') {
        pending.delete('health through the host');
      }
      const registry = await get(`${hostUrl}/registry.json`);
      if (registry.status === 200) {
        const { remotes } = JSON.parse(registry.body);
        const manifests = await Promise.all(
          remotes.map((entry) => get(new URL(entry.manifest, hostUrl).href)),
        );
        const missing = remotes.filter((_, index) => manifests[index].status !== 200);
        if (remotes.length > 0 && missing.length === 0) pending.delete('remote manifests');
        else last = `manifests missing: ${missing.map((entry) => entry.name).join(', ')}`;
        // The TLS port serves the remotes' files on its own origin, as the deployed edge.
        const [page, manifest] = await getHttp2(tlsOrigin, [
          '/',
          new URL(remotes[0]?.manifest ?? '/', hostUrl).pathname,
        ]);
        if (page.status === 200 && page.body.includes('<html') && manifest.status === 200) {
          pending.delete('HTTP/2 page and manifest');
        } else last = `HTTP/2: page ${page.status}, manifest ${manifest.status}`;
      }
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    if (pending.size > 0) await sleep(2000);
  }
}

/** Processes of the clone may take a moment to go after their parent; wait up to 20 s. */
async function leftoverProcesses(clone) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const found = processesInside(clone);
    if (found.length === 0) return [];
    await sleep(500);
  }
  return processesInside(clone);
}
