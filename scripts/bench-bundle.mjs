#!/usr/bin/env node
// `pnpm bench:bundle` (docs/performance.md, "Bundle"): what a phone pays for the login, the dashboard and the
// transactions list, each beside a floor page (a bare React 19 login form built in the same run with the same
// swc setup) and the ratio. Per screen: JS and CSS bytes (gzip -9 and brotli 11 of the bodies, and the bytes
// actually transferred by the servers), requests (the login: before the form shows), the longest serial
// chain of requests, and Lighthouse mobile (score, LCP, TBT, CLS) with Debian's chromium.
// Cold caches everywhere. Targets are reported, never asserted.
//
//   pnpm bench:bundle                          measure this tree's builds
//   pnpm bench:bundle --tree DIR --json F      measure another checkout's builds (and its servers), save JSON
//   pnpm bench:bundle --before F --write       with a before column from F, and write docs/performance.md
//   --no-lighthouse                            skip the Lighthouse runs (quick)
//   --one-origin                               the remotes' files through the host's origin (remoteUpstreams), as
//                                              the deployed edge serves them, instead of each from its own port
//   --runs N                                   N Lighthouse runs of each signed-in screen: the median run (by LCP)
//                                              is reported, every run beside it (one run swings by ±0.3 s here)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startGateway } from './lib/gateway.mjs';
import { APPS, buildApps } from './lib/build.mjs';
import { assertPortsFree } from './lib/tools.mjs';
import { REMOTES, ROOT } from './lib/workspace.mjs';
import { signIn } from './bench/sign-in.mjs';
import { buildFloor } from './bench/floor.mjs';
import { lighthouseBrowser } from './bench/lighthouse.mjs';
import { recordNetwork, summarize } from './bench/network.mjs';
import { remoteEntriesTable, screensTable, targetsList, writeSection } from './bench/report.mjs';

const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');

const { values: options } = parseArgs({
  options: {
    tree: { type: 'string', default: ROOT },
    json: { type: 'string' },
    before: { type: 'string' },
    write: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    'one-origin': { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`--runs must be a whole number ≥ 1, not ${options.runs}`);
const TREE = path.resolve(options.tree);

// Below the kernel's ephemeral range (32768-60999): a port there may be held by any outgoing connection.
const PORTS = {
  host: 28080,
  gateway: 28090,
  floor: 28081,
  remote: (name) => 23001 + REMOTES.findIndex((r) => r.name === name),
};
const HOST_URL = `http://localhost:${PORTS.host}`;
const FLOOR_URL = `http://localhost:${PORTS.floor}`;
const LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
const FORM = 'input[name="email"]';
const SCREENS = [
  { name: 'login', path: '/login', ready: FORM, persona: null },
  { name: 'dashboard', path: '/', ready: '.kontor-remote', persona: 'anna@kontor.test' },
  { name: 'transactions', path: '/transactions', ready: '.kontor-remote', persona: 'anna@kontor.test' },
];

/* global document, window, MutationObserver -- the init script and evaluate run in the page */

/** One cold load of `url` until `ready` shows and the network is idle; the login counts until its form shows. */
async function measureLoad(browser, url, { ready, persona, untilReady }) {
  const context = await browser.newContext();
  try {
    if (persona) {
      await signIn(context.request, HOST_URL, persona);
      // The device as after its login (as the Lighthouse runs): the app has started once in this browser.
      await openOnce(context, `${HOST_URL}/`);
    }
    const page = await context.newPage();
    // The moment the awaited element enters the page, in wall-clock time like the network's timestamps.
    await page.addInitScript((selector) => {
      const seen = () => {
        if (!document.querySelector(selector)) return false;
        window.__benchReadyAt = Date.now();
        return true;
      };
      const observer = new MutationObserver(() => seen() && observer.disconnect());
      observer.observe(document, { childList: true, subtree: true });
    }, ready);
    const network = await recordNetwork(page);
    await page.goto(url);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const readyAt = await page.evaluate(() => window.__benchReadyAt);
    const requests = await network.stop();
    return summarize(requests, { until: untilReady ? readyAt : Infinity });
  } finally {
    await context.close();
  }
}

/** gzip -9 of every remote's remoteEntry.js, as the tree built it. */
function remoteEntrySizes(registry) {
  return Object.fromEntries(
    registry.remotes.map((entry) => {
      const file = path.join(
        TREE,
        `remote-${entry.name}`,
        'dist',
        'remotes',
        entry.name,
        entry.version,
        'remoteEntry.js',
      );
      return [
        entry.name,
        fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0,
      ];
    }),
  );
}

async function ensureBuilds() {
  const missing = APPS.filter((app) =>
    app === 'host'
      ? !fs.existsSync(path.join(TREE, 'host', 'dist', 'index.html'))
      : !fs.existsSync(path.join(TREE, app, 'dist', 'remotes')),
  );
  if (missing.length === 0) return;
  if (TREE !== ROOT) throw new Error(`${TREE} lacks builds of ${missing.join(', ')}`);
  const failed = (await buildApps({ apps: missing, quiet: true })).filter((result) => !result.ok);
  if (failed.length) throw new Error(`build failed: ${failed.map((result) => result.app).join(', ')}`);
}

/** The servers of the measured tree (its own scripts/serve.mjs: the "before" tree compressed nothing). */
async function startServers(stops) {
  const serve = await import(pathToFileURL(path.join(TREE, 'scripts', 'serve.mjs')).href);
  const gateway = await startGateway({
    port: PORTS.gateway,
    dataDir: 'memory',
    quiet: true,
    extraEnv: { LOG_LEVEL: 'warn' },
  });
  stops.push(gateway.stop);
  for (const remote of REMOTES) {
    const root = path.join(TREE, `remote-${remote.name}`, 'dist');
    stops.push((await serve.startRemoteServer(remote.name, PORTS.remote(remote.name), { root })).close);
  }
  const registryFile = path.join(TREE, 'host', 'registry', 'local.json');
  const host = await serve.startHostServer({
    port: PORTS.host,
    registryFile,
    gatewayUrl: gateway.url,
    root: path.join(TREE, 'host', 'dist'),
    ...(options['one-origin']
      ? {
          rewriteRegistry: serve.registryOnOneOrigin,
          remoteUpstreams: Object.fromEntries(
            REMOTES.map((remote) => [remote.name, `http://localhost:${PORTS.remote(remote.name)}`]),
          ),
        }
      : { rewriteRegistry: (registry) => serve.registryOnPorts(registry, PORTS.remote) }),
  });
  stops.push(host.close);
  const floorDir = await buildFloor(fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-floor-')));
  const floor = await serve.startHostServer({
    port: PORTS.floor,
    registryFile,
    gatewayUrl: gateway.url,
    root: floorDir,
  });
  stops.push(async () => {
    await floor.close();
    fs.rmSync(floorDir, { recursive: true, force: true });
  });
}

async function main() {
  await ensureBuilds();
  await assertPortsFree([
    { port: PORTS.host, what: 'bench host' },
    { port: PORTS.floor, what: 'bench floor page' },
    { port: PORTS.gateway, what: 'bench gateway' },
    ...REMOTES.map((remote) => ({ port: PORTS.remote(remote.name), what: `bench remote ${remote.name}` })),
  ]);
  const stops = [];
  try {
    console.log(`Measuring the builds of ${TREE} (gateway on a fresh in-memory database) ...`);
    await startServers(stops);
    const registry = await (await fetch(`${HOST_URL}/registry.json`)).json();
    const browser = await chromium.launch(LAUNCH);
    stops.push(() => browser.close());
    const results = {
      measuredAt: new Date().toISOString(),
      tree: TREE,
      floor: await measureLoad(browser, `${FLOOR_URL}/`, { ready: FORM, untilReady: true }),
      screens: {},
      remoteEntries: remoteEntrySizes(registry),
    };
    for (const screen of SCREENS) {
      console.log(`measuring ${screen.name} ${screen.path} ...`);
      results.screens[screen.name] = {
        path: screen.path,
        persona: screen.persona?.split('@')[0] ?? null,
        ...(await measureLoad(browser, `${HOST_URL}${screen.path}`, {
          ...screen,
          untilReady: screen.name === 'login',
        })),
      };
    }
    if (!options['no-lighthouse']) {
      const lighthouse = await lighthouseBrowser(chromium, LAUNCH);
      stops.push(() => lighthouse.close());
      console.log('Lighthouse mobile: floor, login ...');
      results.floor.lighthouse = await lighthouse.run(`${FLOOR_URL}/`);
      results.screens.login.lighthouse = await lighthouse.run(`${HOST_URL}/login`);
      await signIn(lighthouse.context.request, HOST_URL, 'anna@kontor.test');
      // A browser with the session cookie and nothing else (no language or reads remembered): a device that signs
      // in through the login page never is this one, so it is reported beside the targets, not as them.
      console.log('Lighthouse mobile: dashboard, cookie only ...');
      results.screens.dashboard.lighthouseCookieOnly = await lighthouse.run(`${HOST_URL}/`, {
        keepSession: true,
      });
      // The device as after its login: the app's start has run once in this browser, which keeps what a start
      // keeps on a device (the profile's language, the context, the reads of the start: host/src/boot).
      await openOnce(lighthouse.context, `${HOST_URL}/`);
      for (const name of ['dashboard', 'transactions']) {
        const runs = [];
        for (let run = 1; run <= RUNS; run += 1) {
          console.log(`Lighthouse mobile: ${name}${RUNS > 1 ? ` (${run} of ${RUNS})` : ''} ...`);
          runs.push(await lighthouse.run(`${HOST_URL}${results.screens[name].path}`, { keepSession: true }));
        }
        results.screens[name].lighthouse = medianRun(runs);
        if (RUNS > 1) results.screens[name].lighthouseRuns = runs;
      }
    }
    if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
    const before = options.before ? JSON.parse(fs.readFileSync(options.before, 'utf8')) : null;
    const section = bundleSection(results, before);
    console.log(`\n${section}`);
    if (options.write)
      console.log(`written to ${path.relative(ROOT, await writeSection(section))} ("Bundle" section)`);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}

/** The run whose LCP is the median of the runs (the lower middle one of an even number). */
function medianRun(runs) {
  const byLcp = [...runs].sort((a, b) => (a.lcpMs ?? Infinity) - (b.lcpMs ?? Infinity));
  return byLcp[Math.floor((byLcp.length - 1) / 2)];
}

/** Opens a page once until its network is idle (what a signed-in start keeps on the device is then kept). */
async function openOnce(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  } finally {
    await page.close();
  }
}

/** The "## Bundle" section of docs/performance.md. */
function bundleSection(results, before) {
  const when = (result) => result.measuredAt.slice(0, 10);
  return `## Bundle

Measured by \`pnpm bench:bundle\` (scripts/bench-bundle.mjs) on ${when(results)}${before ? `; the before column on ${when(before)} from the tree before issue 17 (\`--tree\`, served by its own servers)` : ''}.
Production builds served by \`scripts/serve.mjs\` (${options['one-origin'] ? "the remotes' files through the host's origin, as the deployed edge" : 'as `npm start`'}), Debian's chromium, every load cold (cache
disabled). gzip and brotli are the script and stylesheet bodies compressed here (gzip -9, brotli 11: what the
build precompresses); "transferred" is what the servers actually sent (bodies as sent, plus headers). The login
counts requests until its form shows; the dashboard (Anna, \`/\`) and the transactions list (\`/transactions\`)
until the network is idle, the event stream included, on a device as after its login (the app has started once in
that browser, which keeps what a start keeps: the language, the context, the first screen's reads). The longest serial chain is the longest sequence of
requests each started only after the previous one ended. Lighthouse: mobile preset (emulated phone, simulated
slow 4G, 4x CPU), performance only; the dashboard and transactions runs are a device as after its login (the app
has started once in that browser)${RUNS > 1 ? `, each run ${RUNS} times (the median run by LCP in the table, every run listed)` : ''}, and the dashboard is also run in a browser with the session cookie only. The floor is a bare React 19 page with the login's two fields
(scripts/bench/floor), built in the same run with the apps' swc rule and minifier and served by the same server.
The machine is shared (2 cores): compare ratios, not milliseconds.

${targetsList(results)}

${screensTable(results, before)}

remoteEntry.js per remote (gzip -9 of the built file):

${remoteEntriesTable(results, before)}
`;
}

main().catch((error) => {
  console.error(`bench:bundle failed: ${error.stack ?? error.message}`);
  process.exitCode = 1;
});
