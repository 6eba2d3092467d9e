#!/usr/bin/env node
// `pnpm bench:payment-form`: the payment form's weight and speed (issue 11, docs/performance.md "Payment form"):
// - the JS the browser fetches for /payments/new, and of it the remote's own code (what comes from
//   /remotes/payments/), gzipped at level 6 — target ≤ 40 KB for the remote's own code on that route;
// - the time to an interactive form under 4x CPU throttling (Chrome DevTools' "4x slowdown"): from the start of
//   the navigation until the IBAN field takes input and the continue button is rendered, cold (page load) and
//   warm (from the dashboard through the side menu, the host already loaded). Median of 5 runs each.
// Reported, not asserted. Production builds, gateway on a fresh in-memory database, Anna in her private context.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { registryOnPorts, startHostServer, startRemoteServer } from './serve.mjs';
import { startGateway } from './lib/gateway.mjs';
import { APPS, buildApps } from './lib/build.mjs';
import { assertPortsFree, CHROMIUM_LAUNCH } from './lib/tools.mjs';
import { DEFAULT_REGISTRY, REMOTES, ROOT } from './lib/workspace.mjs';
import { signIn } from './bench/sign-in.mjs';
import { median, writeSection } from './bench/report.mjs';
import {
  acrossRuns,
  bareInputTyping,
  inpText,
  interactionSummary,
  readInteractions,
  tap,
  watchInteractions,
  worstPhasesText,
} from './bench/inp.mjs';

const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');

const PORTS = {
  host: 39080,
  gateway: 39090,
  remote: (name) => 39001 + REMOTES.findIndex((r) => r.name === name),
};
const HOST_URL = `http://localhost:${PORTS.host}`;
const RUNS = 5;
const CPU_SLOWDOWN = 4;
const TARGET_OWN_GZIP = 40 * 1024;
const READY = 'form.pay-form input[name="beneficiary.iban"]:not([disabled])';
const LAUNCH = CHROMIUM_LAUNCH;

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 6 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A page with 4x CPU throttling and a cold cache; collects the scripts it loads. */
async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.body().then(
          (body) => ({ url: response.url(), gzip: gzipSize(body) }),
          () => null,
        ),
      );
  });
  return { page, scripts };
}

async function coldRun(context) {
  const { page, scripts } = await throttledPage(context);
  const started = Date.now();
  await page.goto(`${HOST_URL}/payments/new`);
  await page.locator(READY).waitFor({ timeout: 60_000 });
  await page.locator('form.pay-form button[type="submit"]').waitFor();
  const ms = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const js = (await Promise.all(scripts)).filter(Boolean);
  await page.close();
  return { ms, js };
}

async function warmRun(context) {
  const { page, scripts } = await throttledPage(context);
  await page.goto(`${HOST_URL}/`);
  await page.locator('.kontor-remote').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  const started = Date.now();
  await page.locator('nav a[href="/payments/new"]').first().click();
  await page.locator(READY).waitFor({ timeout: 60_000 });
  const ms = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const js = (await Promise.all(scripts.slice(before))).filter(Boolean);
  await page.close();
  return { ms, js };
}

/** What a payer types (issue 34 item 3): a name, an IBAN and an amount, key by key at a typist's pace. */
const TYPED = [
  ['[name="beneficiary.name"]', 'Müller Sanitär AG'],
  ['[name="beneficiary.iban"]', 'CH93 0076 2011 6238 5295 7'],
  ['[name="amount"]', '1234.50'],
];
const TARGET_INP_MS = 100;

/** Typing into the form under the CPU throttling (the form open, its lazy parts loaded); INP and each key's latency. */
async function typingRun(context) {
  const { page } = await throttledPage(context);
  await watchInteractions(page);
  await page.goto(`${HOST_URL}/payments/new`);
  await page.locator(READY).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  let typed = 0;
  for (const [field, text] of TYPED) {
    const input = page.locator(field).first();
    if ((await input.count()) === 0) throw new Error(`the payment form has no ${field}`);
    await tap(input);
    typed += 1;
    await page.keyboard.type(text, { delay: 80 });
    typed += text.length;
  }
  const result = await readInteractions(page, typed);
  await page.close();
  return result;
}

function section(result) {
  const own = (js) => js.filter((script) => script.url.includes('/remotes/payments/'));
  const sum = (js) => js.reduce((total, script) => total + script.gzip, 0);
  const ownGzip = sum(own(result.cold.js));
  return `## Payment form

Measured by \`pnpm bench:payment-form\` (scripts/bench-payment-form.mjs) on ${new Date().toISOString().slice(0, 10)}:
Playwright's chromium against the production build, Anna in her private context, cache disabled, CPU throttled
${CPU_SLOWDOWN}x (Chrome DevTools' "${CPU_SLOWDOWN}x slowdown"), median of ${RUNS} runs. "Interactive" = the IBAN field
takes input and the continue button is rendered (the debit account's schema loaded).
Cold = a page load of \`/payments/new\`; warm = from the dashboard through the side menu. Target (not an
assertion): ≤ 40 KB gzip for remote-payments' own code on the route; ⚠ marks a miss.

| measure | value |
|---|---:|
| JS on a cold load of \`/payments/new\`, all (KB gzip) | ${kb(sum(result.cold.js))} |
| of it remote-payments' own code (KB gzip) | ${kb(ownGzip)}${ownGzip > TARGET_OWN_GZIP ? ' ⚠' : ''} |
| JS fetched when opening the form from the dashboard (KB gzip) | ${kb(sum(result.warm.js))} |
| time to interactive form, cold, ${CPU_SLOWDOWN}x CPU (ms, median) | ${result.coldMs} |
| time to interactive form, warm, ${CPU_SLOWDOWN}x CPU (ms, median) | ${result.warmMs} |
| INP typing a name, an IBAN and an amount, ${CPU_SLOWDOWN}x CPU (ms, median of ${RUNS} runs; target ≤ ${TARGET_INP_MS}) | ${inpText(result.typing.inp)}${result.typing.inp > TARGET_INP_MS ? ' ⚠' : ''} |
| each run's INP (ms) | ${result.typing.inps.map(inpText).join(', ')} |
| slowest interaction of all runs (ms; where its time went) / interactions ≥ 16 ms of all | ${Math.round(result.typing.worst)} (${worstPhasesText(result.typing)}) / ${result.typing.slow.length} of ${result.typing.typed} |
| INP tapping and typing the same into a bare \`<input>\`, same throttling (ms, median; the floor) | ${inpText(result.bare.inp)} |

remote-payments' own scripts on the route (KB gzip):

${own(result.cold.js)
  .sort((a, b) => b.gzip - a.gzip)
  .map((script) => `- ${kb(script.gzip)} \`${new URL(script.url).pathname}\``)
  .join('\n')}
`;
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
    const browser = await chromium.launch(LAUNCH);
    stops.push(() => browser.close());
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signIn(context.request, HOST_URL, 'anna@kontor.test');
    const cold = [];
    const warm = [];
    const typing = [];
    for (let run = 0; run < RUNS; run += 1) {
      cold.push(await coldRun(context));
      warm.push(await warmRun(context));
      typing.push(await typingRun(context));
      console.log(
        `run ${run + 1}: cold ${cold.at(-1).ms} ms, warm ${warm.at(-1).ms} ms, typing ${interactionSummary(typing.at(-1))}`,
      );
    }
    const bare = [];
    for (let run = 0; run < RUNS; run += 1)
      bare.push(
        await bareInputTyping(browser, {
          cpuSlowdown: CPU_SLOWDOWN,
          text: TYPED.map(([, text]) => text).join(''),
          delay: 80,
        }),
      );
    console.log(`bare input: ${bare.map(interactionSummary).join('; ')}`);
    const result = {
      bare: acrossRuns(bare),
      typing: acrossRuns(typing),
      cold: cold[0],
      warm: warm[0],
      coldMs: median(cold.map((run) => run.ms)),
      warmMs: median(warm.map((run) => run.ms)),
    };
    const text = section(result);
    // INP counts until the next paint, which the CPU throttling slows as well: the bare input is the floor.
    console.log(`\n${text}`);
    console.log(`written to ${path.relative(ROOT, await writeSection(text))} ("Payment form" section)`);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}

main().catch((error) => {
  console.error(`bench:payment-form failed: ${error.message}`);
  process.exitCode = 1;
});
