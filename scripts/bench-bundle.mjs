#!/usr/bin/env node
// `pnpm bench:bundle`: what the browser downloads for the login page and for each remote's first
// screen, measured with Playwright's chromium against the production build (docs/performance.md,
// "Bundle"). Each screen loads in a fresh browser context (cold cache). Sizes are the response
// bodies gzipped here (zlib level 6, what a CDN or nginx with gzip_comp_level 6 sends).
// Targets, reported not asserted: ≤150 KB gzip JS on the login page, ≤6 KB gzip per remoteEntry.js.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import * as prettier from 'prettier';
import { registryOnPorts, startHostServer, startRemoteServer } from './serve.mjs';
import { startGateway } from './lib/gateway.mjs';
import { APPS, buildApps } from './lib/build.mjs';
import { assertPortsFree } from './lib/tools.mjs';
import { DEFAULT_REGISTRY, PASSWORD, REMOTES, ROOT } from './lib/workspace.mjs';

const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');

const PORTS = {
  host: 38080,
  gateway: 38090,
  remote: (name) => 33001 + REMOTES.findIndex((r) => r.name === name),
};
const HOST_URL = `http://localhost:${PORTS.host}`;
const API_HEADERS = { 'x-api-key': 'kontor-web', 'x-origin': 'kontor-web', 'Accept-Language': 'en' };
/** Luca's partnership (PERSONAS.md), for the screens of partnership contexts only. */
const PARTNERSHIP = 'Bäckerei Meier GmbH';
const TARGETS = { loginJsGzip: 150 * 1024, remoteEntryGzip: 6 * 1024 };
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

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 6 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Logs a persona in through the API (password, then the outbox code); the context keeps the cookie. */
async function signIn(context, email) {
  const request = context.request;
  const since = Date.now();
  const login = await request.post(`${HOST_URL}/api/v3/auth/login`, {
    headers: API_HEADERS,
    data: { email, password: PASSWORD },
  });
  if (!login.ok()) throw new Error(`login ${email}: HTTP ${login.status()}`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const outbox = await (
      await request.get(`${HOST_URL}/api/sandbox/outbox?email=${encodeURIComponent(email)}`, {
        headers: API_HEADERS,
      })
    ).json();
    const entry = outbox.find((item) => new Date(item.createdAt).getTime() >= since - 1000);
    if (entry) {
      const strong = await request.post(`${HOST_URL}/api/v3/auth/strong`, {
        headers: API_HEADERS,
        data: { code: entry.code },
      });
      if (!strong.ok()) throw new Error(`strong auth ${email}: HTTP ${strong.status()}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${email} in the outbox`);
}

/** Opens the partnership context through the navbar's switcher; the host remembers it (currentContextUid). */
async function openPartnership(context, name) {
  const page = await context.newPage();
  await page.goto(`${HOST_URL}/`);
  await page.locator('.kontor-navbar__context').click();
  await page.locator('.kontor-context-list__choice', { hasText: name }).click();
  await page.locator('.kontor-navbar__context', { hasText: name }).waitFor();
  await page.close();
}

/** The remote's first route without required parameters, and who can open it. */
function firstScreen(descriptor) {
  for (const route of descriptor.routes) {
    const screen = route.path.replace(/\/:[A-Za-z]+\?/g, '') || '/';
    if (route.debugOnly || screen.includes(':') || route.auth === 'pin') continue;
    if (route.auth === 'none') return { screen, persona: null };
    const privateAllowed = !route.contexts || route.contexts.includes('private');
    return privateAllowed
      ? { screen, persona: 'anna@kontor.test' }
      : { screen, persona: 'luca@kontor.test', partnership: true };
  }
  throw new Error(`${descriptor.name}: no screen without parameters`);
}

async function measure(browser, { label, screen, persona, partnership, remote, ready }) {
  const context = await browser.newContext();
  if (persona) await signIn(context, persona);
  if (partnership) await openPartnership(context, PARTNERSHIP);
  const page = await context.newPage();
  // Cold cache even after the context switch above loaded the app once in this context.
  await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
  let requests = 0;
  const scripts = [];
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(
        response.body().then(
          (body) => ({ url: response.url(), gzip: gzipSize(body) }),
          () => null,
        ),
      );
    }
  });
  await page.goto(`${HOST_URL}${screen}`, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const js = (await Promise.all(scripts)).filter(Boolean);
  await context.close();
  const own = remote ? js.filter((script) => script.url.includes(`/remotes/${remote}/`)) : [];
  return {
    label,
    screen,
    persona: persona ? `${persona.split('@')[0]}${partnership ? ' (partnership)' : ''}` : '-',
    jsGzip: js.reduce((sum, script) => sum + script.gzip, 0),
    jsRequests: js.length,
    requests,
    remoteGzip: own.reduce((sum, script) => sum + script.gzip, 0),
    remoteEntryGzip: own.find((script) => script.url.endsWith('/remoteEntry.js'))?.gzip ?? null,
    largest: [...js].sort((a, b) => b.gzip - a.gzip).slice(0, 6),
  };
}

function table(rows) {
  const lines = [
    "| screen | persona | JS gzip (KB) | JS requests | all requests | remote's own JS gzip (KB) | remoteEntry.js gzip (KB) |",
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const entry =
      row.remoteEntryGzip === null
        ? '-'
        : `${kb(row.remoteEntryGzip)}${row.remoteEntryGzip > TARGETS.remoteEntryGzip ? ' ⚠' : ''}`;
    const over = row.label === 'login' && row.jsGzip > TARGETS.loginJsGzip ? ' ⚠' : '';
    lines.push(
      `| ${row.label} \`${row.screen}\` | ${row.persona} | ${kb(row.jsGzip)}${over} | ${row.jsRequests} | ${row.requests} | ${row.label === 'login' ? '-' : kb(row.remoteGzip)} | ${entry} |`,
    );
  }
  // Where the login page's bytes go: the first thing to look at when it misses its target.
  const login = rows.find((row) => row.label === 'login');
  if (login) {
    lines.push('', 'Largest scripts of the login page (KB gzip):', '');
    for (const script of login.largest)
      lines.push(`- ${kb(script.gzip)} \`${new URL(script.url).pathname}\``);
  }
  return lines.join('\n');
}

/** Replaces the "## Bundle" section of docs/performance.md, leaving the other sections alone. */
async function writeSection(markdownTable) {
  const file = path.join(ROOT, 'docs', 'performance.md');
  const section = `## Bundle

Measured by \`pnpm bench:bundle\` (scripts/bench-bundle.mjs) on ${new Date().toISOString().slice(0, 10)}: Playwright's
chromium against the production build, each screen loaded in a fresh browser context (cold cache) until the
network is idle. JS sizes are the response bodies gzipped at level 6; "all requests" counts every request of the
page (documents, scripts, registry, descriptors, manifests, API calls). The remote's own JS is what comes from
\`/remotes/<name>/\` (remoteEntry.js, its exposed screen and chunks not shared with the host).
Targets (not assertions): ≤150 KB gzip JS on the login page, ≤6 KB gzip per remoteEntry.js; ⚠ marks a miss.

${markdownTable}
`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const start = current.search(/^## Bundle\s*$/m);
  let next;
  if (start === -1) next = `${current.trimEnd()}\n\n${section}`;
  else {
    const rest = current.slice(start + 1);
    const end = rest.search(/^## /m);
    next = current.slice(0, start) + section + (end === -1 ? '' : `\n${rest.slice(end)}`);
  }
  // Formatted as `prettier --check` (part of npm test) expects: aligned table columns.
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  fs.writeFileSync(file, await prettier.format(next, options));
  return file;
}

async function main() {
  const missing = APPS.filter((app) =>
    app === 'host'
      ? !fs.existsSync(path.join(ROOT, 'host', 'dist', 'index.html'))
      : !fs.existsSync(path.join(ROOT, app, 'dist', 'remotes')),
  );
  if (missing.length > 0) {
    const failed = (await buildApps({ apps: missing, quiet: true })).filter((result) => !result.ok);
    if (failed.length) throw new Error(`build failed: ${failed.map((result) => result.app).join(', ')}`);
  }
  await assertPortsFree([
    { port: PORTS.host, what: 'bench host' },
    { port: PORTS.gateway, what: 'bench gateway' },
    ...REMOTES.map((remote) => ({ port: PORTS.remote(remote.name), what: `bench remote ${remote.name}` })),
  ]);
  const stops = [];
  try {
    console.log('Starting the app (gateway on a fresh in-memory database) ...');
    const gateway = await startGateway({
      port: PORTS.gateway,
      dataDir: 'memory',
      quiet: true,
      extraEnv: { LOG_LEVEL: 'warn' },
    });
    stops.push(gateway.stop);
    for (const remote of REMOTES)
      stops.push((await startRemoteServer(remote.name, PORTS.remote(remote.name))).close);
    const host = await startHostServer({
      port: PORTS.host,
      registryFile: DEFAULT_REGISTRY,
      gatewayUrl: gateway.url,
      rewriteRegistry: (registry) => registryOnPorts(registry, PORTS.remote),
    });
    stops.push(host.close);

    const registry = await (await fetch(`${HOST_URL}/registry.json`)).json();
    const browser = await chromium.launch(LAUNCH);
    stops.push(() => browser.close());
    const rows = [await measure(browser, { label: 'login', screen: '/login', ready: 'input[name="email"]' })];
    for (const entry of registry.remotes) {
      const descriptor = await (await fetch(entry.descriptor)).json();
      const target = firstScreen(descriptor);
      console.log(`measuring ${entry.name} ${target.screen} ...`);
      rows.push(
        await measure(browser, { label: entry.name, remote: entry.name, ready: '.kontor-remote', ...target }),
      );
    }
    const markdown = table(rows);
    console.log(`\n${markdown}\n`);
    console.log(`written to ${path.relative(ROOT, await writeSection(markdown))} ("Bundle" section)`);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}

main().catch((error) => {
  console.error(`bench:bundle failed: ${error.message}`);
  process.exitCode = 1;
});
