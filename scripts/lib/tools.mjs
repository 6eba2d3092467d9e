// What a fresh machine with only Node and npm needs before the workspace runs: pnpm 12, the
// workspace's dependencies, and for the tests Debian's chromium, PostgreSQL and docker-compose.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './workspace.mjs';
import { commandExists, run } from './processes.mjs';

const asRoot = () => (process.getuid?.() === 0 || !commandExists('sudo') ? [] : ['sudo']);

/** Runs apt-get serialized with the other helpers' installs (they share /tmp/kontor-apt.lock). */
async function aptInstall(...packages) {
  const script = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  const prefix = asRoot();
  const [command, ...args] = [...prefix, 'flock', '/tmp/kontor-apt.lock', 'sh', '-c', script];
  return run(command, args, { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

function pnpmMajor() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim().split('.')[0]) : null;
}

/** TOOLCHAIN.md: corepack's pnpm fails signature checks here, so pnpm 12 comes from npm. */
export async function ensurePnpm() {
  if (pnpmMajor() === 12) return;
  console.log('Installing pnpm 12 (npm i -g pnpm@12) ...');
  const code = await run('npm', ['i', '-g', 'pnpm@12']);
  if (code !== 0 || pnpmMajor() !== 12) {
    throw new Error('Could not install pnpm 12 with `npm i -g pnpm@12`; install it by hand and run again.');
  }
}

/** `pnpm install --frozen-lockfile`; a plain install only when the repository has no lockfile yet. */
export async function installDependencies() {
  // For machines without network once installed (docs/running.md).
  if (process.env.KONTOR_SKIP_INSTALL === '1') return;
  const hasLockfile = fs.existsSync(path.join(ROOT, 'pnpm-lock.yaml'));
  const args = hasLockfile ? ['install', '--frozen-lockfile'] : ['install'];
  console.log(`pnpm ${args.join(' ')}`);
  const code = await run('pnpm', args, { cwd: ROOT });
  if (code !== 0) throw new Error(`pnpm ${args.join(' ')} failed (exit ${code})`);
}

export const CHROMIUM = '/usr/bin/chromium';

/**
 * How the e2e and the benches launch Debian's chromium (TOOLCHAIN.md: no browser downloads here).
 *
 * Every test gets a browser context of its own, and in this chromium each new context opens a window whose omnibox
 * preloads its WebUI popups (chrome://omnibox-popup.top-chrome, the AI mode one beside it): some 400 module scripts
 * in a renderer of their own, 0.9 s of CPU per context on these 2-core machines (1.1 s for a blank page's context,
 * 0.2 s without them), nothing a page under test sees. The two features are turned off.
 *
 * Chromium reads one `--disable-features` (the last given), and Playwright passes its own list: ours replaces it
 * with that list extended, and Playwright's default is left out. When a Playwright upgrade changes its list, its
 * switch is no longer the one left out and the browser runs with two: e2e/tests/shell/browser.spec.ts fails then,
 * naming the list to take over.
 */

/** Playwright's own `--disable-features` list (playwright-core 1.65's chromiumSwitches), in its order. */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The browser window's omnibox popups, preloaded for every context. */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const DISABLE_FEATURES = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`;

/** Playwright's launch options for Debian's chromium, headless. */
/**
 * The tag of the e2e tests that move the sandbox clock forward (a dated payment executed, a batch's date passed, an
 * invoice's due date reached, the clearing's next day). The gateway has one clock, and every test that creates an
 * order dates it from the bank's today: a clock moved meanwhile by the other worker refuses it ("must be on or after
 * ..."). `npm test` runs these tests in a pass of their own after the others, one at a time, on a fresh gateway
 * (scripts/test.mjs); `playwright test` alone runs everything in one pass.
 */
export const MOVES_SANDBOX_CLOCK = '@moves-clock';

export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM,
  ignoreDefaultArgs: [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`],
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    DISABLE_FEATURES,
  ],
};

export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  console.log('Installing Debian chromium for the browser tests ...');
  return (await aptInstall('chromium')) === 0 && fs.existsSync(CHROMIUM);
}

export async function ensureDockerCompose() {
  if (commandExists('docker-compose')) return true;
  if (!commandExists('apt-get')) return false;
  console.log('Installing docker-compose to validate docker-compose.yml ...');
  return (await aptInstall('docker-compose')) === 0 && commandExists('docker-compose');
}

/**
 * The test command's Debian packages (chromium, docker-compose) in one apt-get run, for a start in the background
 * while the first steps work: on a bare machine the download and unpacking take a minute or more.
 */
export async function installTestPackages() {
  const missing = [
    ...(fs.existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(commandExists('docker-compose') ? [] : ['docker-compose']),
  ];
  if (missing.length === 0 || !commandExists('apt-get')) return;
  console.log(`Installing ${missing.join(' and ')} (Debian) in the background ...`);
  await aptInstall(...missing);
}

function postgresAnswers() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** TOOLCHAIN.md: PostgreSQL 15 lives on the machine but may not be running. */
export async function ensurePostgres() {
  if (await postgresAnswers()) return true;
  if (!fs.existsSync('/etc/postgresql')) return false;
  for (const version of fs.readdirSync('/etc/postgresql')) {
    console.log(`Starting PostgreSQL ${version} ...`);
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  }
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await postgresAnswers()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Whether nothing listens on `port` (on every interface, as the servers listen). */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** Fails early with a clear message when one of the ports is taken. */
export async function assertPortsFree(ports) {
  for (const { port, what } of ports) {
    const free = await portIsFree(port);
    if (!free) {
      throw new Error(
        `Port ${port} (${what}) is already in use. Stop the program using it ` +
          `(\`ss -ltnp 'sport = :${port}'\` shows which; maybe an earlier \`npm start\`) and try again.`,
      );
    }
  }
}
