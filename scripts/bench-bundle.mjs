#!/usr/bin/env node
// `pnpm bench:bundle` (docs/performance.md, "Bundle"): what a phone pays for the login, the dashboard and the
// transactions list, each beside a floor page (a bare React 19 login form built in the same run with the same
// swc setup) and the ratio. Per screen: JS and CSS bytes (gzip -9 and brotli 11 of the bodies, and the bytes
// actually transferred by the servers), requests (the login: before the form shows), the longest serial
// chain of requests, and Lighthouse mobile (score, LCP, TBT, CLS) with Debian's chromium.
// Cold caches everywhere. Targets are reported, never asserted. Each screen and the floor are measured over both
// transports `npm start` serves: one origin over TLS with HTTP/2, as the deployed edge (its https port), and
// HTTP/1.1 with each remote on its own port (its http port).
//
//   pnpm bench:bundle                          measure this tree's builds
//   pnpm bench:bundle --tree DIR --json F      measure another checkout's builds (and its servers), save JSON
//   pnpm bench:bundle --before F --write       with a before column from F, and write docs/performance.md
//   --no-lighthouse                            skip the Lighthouse runs (quick)
//   --transport h2|http1|both                  which transports (default both; a tree whose servers have no TLS:
//                                              http1)
//   --one-origin                               over HTTP/1.1 too, the remotes' files through the host's origin
//                                              (remoteUpstreams) instead of each from its own port
//   --runs N                                   N Lighthouse runs of each signed-in screen: the median run (by LCP)
//                                              is reported, every run beside it (one run swings by ±0.3 s here)
//   --screens all|core|PATH,PATH               every screen of budgets.json (default; issue 34), only the login,
//                                              the dashboard and the transactions, or those three and the paths
//                                              listed (a quick look at some screens; not with --write)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startGateway } from './lib/gateway.mjs';
import { APPS, buildApps } from './lib/build.mjs';
import { assertPortsFree, CHROMIUM_LAUNCH } from './lib/tools.mjs';
import { localCertificate } from './lib/tls.mjs';
import { REMOTES, ROOT } from './lib/workspace.mjs';
import { BENCH_OPERATOR_KEY, signIn, signInProspect } from './bench/sign-in.mjs';
import { buildFloor } from './bench/floor.mjs';
import { lighthouseBrowser } from './bench/lighthouse.mjs';
import { recordNetwork, summarize } from './bench/network.mjs';
import {
  everyScreenTable,
  remoteEntriesTable,
  screensTable,
  targetsList,
  writeSection,
} from './bench/report.mjs';

const { chromium, request: apiRequest } = createRequire(path.join(ROOT, 'e2e', 'package.json'))(
  '@playwright/test',
);

const { values: options } = parseArgs({
  options: {
    tree: { type: 'string', default: ROOT },
    json: { type: 'string' },
    before: { type: 'string' },
    write: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    'one-origin': { type: 'boolean', default: false },
    transport: { type: 'string', default: 'both' },
    screens: { type: 'string', default: 'all' },
  },
});
const LISTED_PATHS = ['all', 'core'].includes(options.screens) ? null : options.screens.split(',');
if (LISTED_PATHS && options.write)
  throw new Error('--write keeps the table of every screen: not with --screens PATH,PATH');
if (!['h2', 'http1', 'both'].includes(options.transport))
  throw new Error(`--transport must be h2, http1 or both, not ${options.transport}`);
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`--runs must be a whole number ≥ 1, not ${options.runs}`);
const TREE = path.resolve(options.tree);

// Below the kernel's ephemeral range (32768-60999): a port there may be held by any outgoing connection.
const PORTS = {
  gateway: 28090,
  remote: (name) => 23001 + REMOTES.findIndex((r) => r.name === name),
};

/**
 * The two ways `npm start` serves the app (scripts/start.mjs), each with a host and a floor server of its own.
 * @typedef {{ id: 'h2' | 'http1', title: string, tls: boolean, oneOrigin: boolean, hostUrl: string,
 *   floorUrl: string }} Transport
 * @type {Transport[]}
 */
const TRANSPORTS = [
  {
    id: 'h2',
    title: "one origin over TLS with HTTP/2, the remotes' files through the host's, as the deployed edge",
    tls: true,
    oneOrigin: true,
    hostUrl: 'https://localhost:28443',
    floorUrl: 'https://localhost:28444',
  },
  {
    id: 'http1',
    title: options['one-origin']
      ? "HTTP/1.1, the remotes' files through the host's origin"
      : 'HTTP/1.1, each remote on its own port',
    tls: false,
    oneOrigin: options['one-origin'],
    hostUrl: 'http://localhost:28080',
    floorUrl: 'http://localhost:28081',
  },
].filter((transport) => options.transport === 'both' || options.transport === transport.id);
const portOf = (url) => Number(new URL(url).port);

const LAUNCH = {
  ...CHROMIUM_LAUNCH,
  // The local certificate of the TLS transport is self-signed (scripts/lib/tls.mjs).
  args: [...CHROMIUM_LAUNCH.args, '--ignore-certificate-errors'],
};
/** Every browser context and request context of the bench: the local certificate is self-signed. */
const CONTEXT = { ignoreHTTPSErrors: true };
const FORM = 'input[name="email"]';
/** A signed-in screen is ready when its heading shows (the screen, not only the shell). */
const SCREEN_READY = 'main h1';
const PROSPECT = 'paul@kontor.test';
const CORE_SCREENS = [
  { name: 'login', path: '/login', ready: FORM, persona: null },
  { name: 'dashboard', path: '/', ready: '.kontor-remote', persona: 'anna@kontor.test' },
  { name: 'transactions', path: '/transactions', ready: '.kontor-remote', persona: 'anna@kontor.test' },
];
/**
 * Every screen with its persona and context: budgets.json's list (one per route of every remote, issue 34), the
 * three core screens under their names first.
 */
function screenList() {
  if (options.screens === 'core') return CORE_SCREENS;
  const { screens } = JSON.parse(fs.readFileSync(path.join(TREE, 'budgets.json'), 'utf8'));
  const others = screens
    .filter((screen) => !screen.skip && !CORE_SCREENS.some((core) => core.path === screen.path))
    .filter((screen) => !LISTED_PATHS || LISTED_PATHS.includes(screen.path))
    .map((screen) => ({
      name: screen.path,
      path: screen.path,
      ready: SCREEN_READY,
      persona: screen.persona ?? null,
      context: screen.context,
      landsOn: screen.landsOn,
    }));
  return [...CORE_SCREENS, ...others];
}
const SCREENS = screenList();

/** Signs `request` in as the screen's persona (a prospect with the prospect code). */
async function signInAs(request, origin, persona) {
  if (persona === PROSPECT) await signInProspect(request, origin, persona);
  else await signIn(request, origin, persona);
}

/* global document, window, MutationObserver -- the init script and evaluate run in the page */

/** One cold load of `url` until `ready` shows and the network is idle; the login counts until its form shows. */
async function measureLoad(browser, url, { ready, persona, context: partnership, untilReady }) {
  const context = await browser.newContext(CONTEXT);
  try {
    if (persona) {
      const origin = new URL(url).origin;
      await signInAs(context.request, origin, persona);
      // The device as after its login (as the Lighthouse runs): the app has started once in this browser.
      await openOnce(context, `${origin}${persona === PROSPECT ? '/prospect-home' : '/'}`, partnership);
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
    extraEnv: { LOG_LEVEL: 'warn', KONTOR_SANDBOX_OPERATOR_KEY: BENCH_OPERATOR_KEY },
  });
  stops.push(gateway.stop);
  for (const remote of REMOTES) {
    const root = path.join(TREE, `remote-${remote.name}`, 'dist');
    stops.push((await serve.startRemoteServer(remote.name, PORTS.remote(remote.name), { root })).close);
  }
  const registryFile = path.join(TREE, 'host', 'registry', 'local.json');
  const floorDir = await buildFloor(fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-floor-')));
  stops.push(async () => fs.rmSync(floorDir, { recursive: true, force: true }));
  const certificate = TRANSPORTS.some((transport) => transport.tls) ? await localCertificate() : undefined;
  for (const transport of TRANSPORTS) {
    const tls = transport.tls ? certificate : undefined;
    const host = await serve.startHostServer({
      port: portOf(transport.hostUrl),
      registryFile,
      gatewayUrl: gateway.url,
      root: path.join(TREE, 'host', 'dist'),
      tls,
      ...(transport.oneOrigin
        ? {
            rewriteRegistry: serve.registryOnOneOrigin,
            remoteUpstreams: Object.fromEntries(
              REMOTES.map((remote) => [remote.name, `http://localhost:${PORTS.remote(remote.name)}`]),
            ),
          }
        : { rewriteRegistry: (registry) => serve.registryOnPorts(registry, PORTS.remote) }),
    });
    stops.push(host.close);
    if (host.url !== transport.hostUrl)
      throw new Error(`${TREE}'s servers answer ${host.url}, not ${transport.hostUrl}: --transport http1`);
    const floor = await serve.startHostServer({
      port: portOf(transport.floorUrl),
      registryFile,
      gatewayUrl: gateway.url,
      root: floorDir,
      tls,
    });
    stops.push(floor.close);
  }
}

/** Every screen and the floor over one transport, and Lighthouse's runs unless --no-lighthouse. */
async function measureTransport(browser, transport) {
  const { hostUrl, floorUrl } = transport;
  const results = {
    floor: await measureLoad(browser, `${floorUrl}/`, { ready: FORM, untilReady: true }),
    screens: {},
  };
  for (const screen of SCREENS) {
    console.log(`${transport.id}: measuring ${screen.name} ${screen.path} ...`);
    results.screens[screen.name] = {
      path: screen.path,
      persona: screen.persona?.split('@')[0] ?? null,
      ...(await measureLoad(browser, `${hostUrl}${screen.path}`, {
        ...screen,
        untilReady: screen.name === 'login',
      })),
    };
  }
  if (options['no-lighthouse']) return results;
  const lighthouse = await lighthouseBrowser(chromium, { ...LAUNCH, ...CONTEXT });
  try {
    console.log(`${transport.id}: Lighthouse mobile: floor, login ...`);
    results.floor.lighthouse = await lighthouse.run(`${floorUrl}/`);
    results.screens.login.lighthouse = await lighthouse.run(`${hostUrl}/login`);
    await signIn(lighthouse.context.request, hostUrl, 'anna@kontor.test');
    // A browser with the session cookie and nothing else (no language or reads remembered): a device that signs
    // in through the login page never is this one, so it is reported beside the targets, not as them.
    console.log(`${transport.id}: Lighthouse mobile: dashboard, cookie only ...`);
    results.screens.dashboard.lighthouseCookieOnly = await lighthouse.run(`${hostUrl}/`, {
      keepSession: true,
    });
    // The device as after its login: the app's start has run once in this browser, which keeps what a start
    // keeps on a device (the profile's language, the context, the reads of the start: host/src/boot).
    await openOnce(lighthouse.context, `${hostUrl}/`);
    for (const name of ['dashboard', 'transactions']) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        console.log(
          `${transport.id}: Lighthouse mobile: ${name}${RUNS > 1 ? ` (${run} of ${RUNS})` : ''} ...`,
        );
        runs.push(await lighthouse.run(`${hostUrl}${results.screens[name].path}`, { keepSession: true }));
      }
      results.screens[name].lighthouse = medianRun(runs);
      if (RUNS > 1) results.screens[name].lighthouseRuns = runs;
    }
    // Every other screen, once, as its persona in its context on a device as after that persona's login.
    let signedIn = null;
    for (const screen of SCREENS.filter((candidate) => !CORE_SCREENS.includes(candidate))) {
      const key = `${screen.persona} ${screen.context ?? ''}`;
      try {
        if (screen.persona && key !== signedIn) {
          signedIn = null;
          await signInAs(lighthouse.context.request, hostUrl, screen.persona);
          const start = screen.persona === PROSPECT ? '/prospect-home' : '/';
          await openOnce(lighthouse.context, `${hostUrl}${start}`, screen.context);
          signedIn = key;
        }
        console.log(
          `${transport.id}: Lighthouse mobile: ${screen.path} (${screen.persona ?? 'signed out'}) ...`,
        );
        // A signed-out screen's run drops the session: the next persona signs in anew.
        if (!screen.persona) signedIn = null;
        const run = await lighthouse.run(`${hostUrl}${screen.path}`, {
          keepSession: Boolean(screen.persona),
        });
        // A run that ended on another path (a guard sent it away) measured another screen: not this one's figures.
        const landed = new URL(run.finalUrl).pathname;
        if (landed !== (screen.landsOn ?? screen.path)) throw new Error(`the run ended on ${landed}`);
        results.screens[screen.name].lighthouse = run;
      } catch (error) {
        // One screen's failure is reported in its row; the others are still measured.
        const message = error.message.split('\n')[0];
        console.error(`${transport.id}: ${screen.path} not measured: ${message}`);
        results.screens[screen.name].error = message;
        signedIn = null;
      }
    }
  } finally {
    await lighthouse.close();
  }
  return results;
}

async function main() {
  await ensureBuilds();
  await assertPortsFree([
    ...TRANSPORTS.flatMap((transport) => [
      { port: portOf(transport.hostUrl), what: `bench host (${transport.id})` },
      { port: portOf(transport.floorUrl), what: `bench floor page (${transport.id})` },
    ]),
    { port: PORTS.gateway, what: 'bench gateway' },
    ...REMOTES.map((remote) => ({ port: PORTS.remote(remote.name), what: `bench remote ${remote.name}` })),
  ]);
  const stops = [];
  try {
    console.log(`Measuring the builds of ${TREE} (gateway on a fresh in-memory database) ...`);
    await startServers(stops);
    const api = await apiRequest.newContext(CONTEXT);
    const registry = await (await api.get(`${TRANSPORTS[0].hostUrl}/registry.json`)).json();
    await api.dispose();
    const browser = await chromium.launch(LAUNCH);
    stops.push(() => browser.close());
    const results = {
      measuredAt: new Date().toISOString(),
      tree: TREE,
      remoteEntries: remoteEntrySizes(registry),
      transports: {},
    };
    for (const transport of TRANSPORTS) {
      results.transports[transport.id] = await measureTransport(browser, transport);
    }
    if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
    const before = options.before ? JSON.parse(fs.readFileSync(options.before, 'utf8')) : null;
    const section = bundleSection(results, before);
    console.log(`\n${section}`);
    if (options.write)
      console.log(
        `written to ${path.relative(ROOT, await writeSection(section, { notesBelow: true }))} ("Bundle" section)`,
      );
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}

/** The run whose LCP is the median of the runs (the lower middle one of an even number). */
function medianRun(runs) {
  const byLcp = [...runs].sort((a, b) => (a.lcpMs ?? Infinity) - (b.lcpMs ?? Infinity));
  return byLcp[Math.floor((byLcp.length - 1) / 2)];
}

/** Each partnership's uid, as the navbar's switcher chose it (the Lighthouse browser then needs no switcher). */
const CONTEXT_UIDS = new Map();

/**
 * Opens a page once until its network is idle (what a signed-in start keeps on the device is then kept); with
 * `partnership`, chooses that context in the navbar's switcher (the app keeps it for the next loads).
 */
async function openOnce(context, url, partnership) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const remembered = await page.evaluate(() => window.localStorage.getItem('currentContextUid'));
    if (!partnership && remembered) {
      // The persona's own context (as after a login on this device), not one an earlier screen chose.
      await page.evaluate(() => window.localStorage.removeItem('currentContextUid'));
      await page.reload();
      await page.waitForLoadState('networkidle');
    } else if (partnership && CONTEXT_UIDS.has(partnership)) {
      // Known from an earlier choice: kept as the app keeps it (localStorage currentContextUid, spec §9).
      await page.evaluate(
        (uid) => window.localStorage.setItem('currentContextUid', uid),
        CONTEXT_UIDS.get(partnership),
      );
      await page.reload();
      await page.waitForLoadState('networkidle');
    } else if (partnership) {
      await page.locator('.kontor-navbar__context').click();
      await page.locator('.kontor-context-list__choice', { hasText: partnership }).click();
      await page.locator('.kontor-navbar__context', { hasText: partnership }).waitFor();
      await page.waitForLoadState('networkidle');
      CONTEXT_UIDS.set(
        partnership,
        await page.evaluate(() => window.localStorage.getItem('currentContextUid')),
      );
    }
  } finally {
    await page.close();
  }
}

/** A results file's measures per transport (files written before the TLS transport hold HTTP/1.1's alone). */
const byTransport = (results) => results.transports ?? { http1: results };

/** The "## Bundle" section of docs/performance.md. */
function bundleSection(results, before) {
  const when = (result) => result.measuredAt.slice(0, 10);
  const parts = TRANSPORTS.filter((transport) => results.transports[transport.id]).map((transport) => {
    const measured = results.transports[transport.id];
    // The before tree's servers spoke HTTP/1.1 only: its column sits beside this run's HTTP/1.1 figures.
    const old = before ? (byTransport(before)[transport.id] ?? null) : null;
    return `### ${transport.id === 'h2' ? 'Over HTTP/2' : 'Over HTTP/1.1'}: ${transport.title}

${targetsList(measured, results.remoteEntries)}

#### Every screen

${everyScreenTable(measured, transport.id)}

${screensTable(measured, old, '####')}`;
  });
  return `## Bundle

Measured by \`pnpm bench:bundle\` (scripts/bench-bundle.mjs) on ${when(results)}${before ? `; the before column on ${when(before)} from the tree before issue 17 (\`--tree\`, served by its own servers, HTTP/1.1)` : ''}.
Production builds served by \`scripts/serve.mjs\` as \`npm start\` serves them, over both of its transports: its https
port (one origin over TLS, where the browser speaks HTTP/2, as the deployed edge) and its http port (HTTP/1.1, each
remote from its own port). Debian's chromium, every load cold (cache
disabled). gzip and brotli are the script and stylesheet bodies compressed here (gzip -9, brotli 11: what the
build precompresses); "transferred" is what the servers actually sent (bodies as sent, plus headers). The login
counts requests until its form shows; the dashboard (Anna, \`/\`) and the transactions list (\`/transactions\`)
until the network is idle, the event stream included, on a device as after its login (the app has started once in
that browser, which keeps what a start keeps: the language, the context, the first screen's reads). The longest serial chain is the longest sequence of
requests each started only after the previous one ended. Lighthouse: mobile preset (emulated phone, simulated
slow 4G, 4x CPU), performance only; the dashboard and transactions runs are a device as after its login (the app
has started once in that browser)${RUNS > 1 ? `, each run ${RUNS} times (the median run by LCP in the table, every run listed)` : ''}, and the dashboard is also run in a browser with the session cookie only. Every other
screen is run as its persona in its context (her own when it names none) on a device as after that login, a
signed-out screen without cookies; a run that ends on another path than its screen's is not measured. The floor is a bare React 19 page with the login's two fields
(scripts/bench/floor), built in the same run with the apps' swc rule and minifier and served by the same server
over the same transport. The machine is shared (2 cores): compare ratios, not milliseconds.

${parts.join('\n\n')}

### remoteEntry.js per remote (gzip -9 of the built file)

${remoteEntriesTable(results, before)}
`;
}

main().catch((error) => {
  console.error(`bench:bundle failed: ${error.stack ?? error.message}`);
  process.exitCode = 1;
});
