#!/usr/bin/env node
// `pnpm bench:transactions`: the transactions list with 10,000 bookings, measured in Playwright's chromium
// under 4x CPU throttling (CDP Emulation.setCPUThrottlingRate) and written to docs/performance.md,
// "Transactions". Target: remote-accounts' standalone harness in fixtures mode
// (`/transactions?fixtures=1`: src/transactions/devFixtures.ts gives the selected account 10,000 generated
// bookings), built for production (`webpack serve --mode production --env harness`: the code customers' browsers
// run, React's production build) and served from memory on a port of its own, stopped at the end.
// BENCH_MODE=development measures the development build instead; BENCH_URL measures a harness already running
// there (`pnpm --filter remote-accounts dev` answers http://localhost:3001, a development build).
// The baseline, the empty React update (scripts/bench/empty-update: one select, one state value, built in the same
// run in the same mode), is timed in the same browser under the same throttling and the same way. Reported, not
// asserted: ≤800 DOM elements, filter change ≤ 2x the empty update.
/* global document, HTMLSelectElement, requestAnimationFrame, MutationObserver -- code passed to page.evaluate runs in the browser */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildEmptyUpdatePage } from './bench/empty-update.mjs';
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
import { median, writeSection } from './bench/report.mjs';
import { CHROMIUM_LAUNCH } from './lib/tools.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');

const MODE = process.env.BENCH_MODE ?? 'production';
if (!['production', 'development'].includes(MODE))
  throw new Error(`BENCH_MODE must be production or development, not ${MODE}`);
const BASE = (process.env.BENCH_URL ?? 'http://localhost:23901').replace(/\/$/, '');
const PAGE = `${BASE}/transactions?persona=annaPrivate&lang=en&fixtures=1`;
const CPU_THROTTLING = 4;
const FILTER_RUNS = 12;
const MAX_DOM_ELEMENTS = 800;
const MAX_FILTER_RATIO = 2;
const EMPTY_UPDATE_ORIGIN = 'http://empty-update.bench';
const ROW_HEIGHT = 64;
const LAUNCH = { ...CHROMIUM_LAUNCH, executablePath: process.env.CHROMIUM ?? CHROMIUM_LAUNCH.executablePath };

async function reachable(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** The harness's server (in memory, BENCH_MODE's build) unless BENCH_URL names one; returns its stop function. */
async function ensureHarness() {
  if (process.env.BENCH_URL) {
    if (await reachable(BASE)) return async () => undefined;
    throw new Error(`nothing answers at BENCH_URL ${BASE}`);
  }
  if (await reachable(BASE)) throw new Error(`${BASE} is taken: stop what answers there`);
  const port = new URL(BASE).port;
  console.log(`Starting remote-accounts' harness (${MODE} build) on port ${port} ...`);
  const build =
    MODE === 'production' ? ['--mode', 'production', '--env', 'harness'] : ['--mode', 'development'];
  const child = spawn('pnpm', ['exec', 'webpack', 'serve', ...build, '--port', port], {
    cwd: path.join(ROOT, 'remote-accounts'),
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  while (!(await reachable(BASE))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the dev harness did not start');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
}

/** Element counts of the whole document and of the list's rows. */
const countElements = (page) =>
  page.evaluate(() => ({
    document: document.getElementsByTagName('*').length,
    rows: document.querySelectorAll('[data-testid="transaction-scroll"] li').length,
  }));

/**
 * One filter change: choose `value` in the Direction filter and time until the list shows the answer to
 * the new query (the panel's data-shown-query) with rows, painted (two animation frames), as a user sees it.
 */
const timeFilterChange = (page, value) =>
  page.evaluate(
    (choice) =>
      new Promise((resolve, reject) => {
        const select = [...document.querySelectorAll('label')].find(
          (label) => label.textContent?.trim() === 'Direction',
        )?.control;
        if (!(select instanceof HTMLSelectElement)) return reject(new Error('no Direction filter'));
        const shows = (query) => (choice === 'all' ? !('direction' in query) : query.direction === choice);
        const started = performance.now();
        const check = () => {
          const panel = document.querySelector('[data-shown-query]');
          const query = panel ? JSON.parse(panel.getAttribute('data-shown-query')) : null;
          if (query && shows(query) && panel.querySelector('[data-testid="transaction-scroll"] li')) {
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        select.value = choice;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        setTimeout(() => {
          observer.disconnect();
          reject(new Error('the list did not show the new filter within 20 s'));
        }, 20_000);
      }),
    value,
  );

/** Scrolls the list by a screenful per frame and reports the slowest and median frame. */
const scrollFrames = (page, frames) =>
  page.evaluate(
    ({ count, rowHeight }) =>
      new Promise((resolve) => {
        const scroller = document.querySelector('[data-testid="transaction-scroll"]');
        const durations = [];
        let last = performance.now();
        let frame = 0;
        const step = () => {
          const now = performance.now();
          if (frame > 0) durations.push(now - last);
          last = now;
          if (frame >= count) {
            durations.sort((a, b) => a - b);
            resolve({
              median: durations[Math.floor(durations.length / 2)],
              worst: durations[durations.length - 1],
              rows: scroller.querySelectorAll('li').length,
            });
            return;
          }
          scroller.scrollTop += rowHeight * 3;
          frame += 1;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    { count: frames, rowHeight: ROW_HEIGHT },
  );

/** The baseline: the same filter change timing on the empty-update page (served from its build folder). */
async function timeEmptyUpdate(browser) {
  const dir = await buildEmptyUpdatePage({ production: MODE === 'production' });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.route(`${EMPTY_UPDATE_ORIGIN}/**`, (route) => {
      const file = new URL(route.request().url()).pathname.replace(/^\/$/, '/index.html');
      const full = path.join(dir, file);
      if (!fs.existsSync(full)) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({
        status: 200,
        contentType: file.endsWith('.html') ? 'text/html' : 'text/javascript',
        body: fs.readFileSync(full),
      });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.goto(`${EMPTY_UPDATE_ORIGIN}/`);
    await page.waitForSelector('[data-testid="transaction-scroll"] li');
    const times = [];
    const choices = ['debit', 'credit', 'all'];
    for (let run = 0; run < FILTER_RUNS; run += 1) times.push(await timeFilterChange(page, choices[run % 3]));
    return times;
  } finally {
    await page.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const TARGET_INP_MS = 100;
/** Page loads whose INP is measured (each page's INP is its worst interaction: one sample of the machine's noise). */
const INP_RUNS = 5;
const SEARCHED = 'Migros Zürich';

/**
 * Issue 34 item 3: filtering the 10,000 bookings by real input under the throttling: the Direction filter changed
 * by the keyboard (arrow keys on the focused select, each change re-filters the list) and a search typed key by
 * key; INP (web-vitals) and each interaction's latency, on a page of its own.
 */
async function filterInteractions(browser) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await watchInteractions(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.goto(PAGE);
    await page.waitForSelector('[data-testid="transaction-scroll"] li', { timeout: 120_000 });
    let typed = 0;
    const direction = page.getByLabel('Direction', { exact: true });
    await direction.focus();
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowUp']) {
      await page.keyboard.press(key);
      typed += 1;
      // The list answers the new filter before the next key, as a user waits to see it.
      await page.waitForTimeout(1000);
    }
    const search = page.getByRole('searchbox').first();
    await tap(search);
    typed += 1;
    await page.keyboard.type(SEARCHED, { delay: 120 });
    typed += SEARCHED.length;
    await page.waitForTimeout(1500);
    return await readInteractions(page, typed);
  } finally {
    await page.close();
  }
}

function transactionsSection(result) {
  const mark = (ok) => (ok ? '' : ' ⚠');
  const ms = (value) => `${inpText(value)} ms`;
  const section = `## Transactions

Measured by \`pnpm bench:transactions\` (scripts/bench-transactions.mjs) on ${new Date().toISOString().slice(0, 10)}:
Playwright's chromium (headless) with ${CPU_THROTTLING}x CPU throttling (CDP \`Emulation.setCPUThrottlingRate\`) against
${process.env.BENCH_URL ? `the remote-accounts harness at ${BASE}` : `remote-accounts' standalone harness (${MODE} build)`} in fixtures mode, \`/transactions\` with ${result.total.toLocaleString('en')}
generated bookings on the selected account. The list is virtualized with @tanstack/react-virtual (rows of ${ROW_HEIGHT} px,
6 rows of overscan) and loads pages of 200 from the gateway; in fixtures mode the answer holds all bookings at once.
A filter change is timed from choosing another direction until the new list is painted (two animation frames),
median of ${FILTER_RUNS} changes; the empty React update is the same choice on a page with one select and one state
value (scripts/bench/empty-update, React 19 built in the same run, ${MODE} mode), timed the same way
in the same browser under the same throttling. Targets (not assertions): ≤${MAX_DOM_ELEMENTS} DOM elements on the page,
filter change ≤ ${MAX_FILTER_RATIO}x the empty React update; ⚠ marks a miss.

| measure | value |
|---|---|
| DOM elements, whole page, top of the list | ${result.domTop}${mark(result.domTop <= MAX_DOM_ELEMENTS)} |
| DOM elements, whole page, after scrolling to the middle | ${result.domMiddle}${mark(result.domMiddle <= MAX_DOM_ELEMENTS)} |
| list rows in the DOM | ${result.rows} of ${result.total.toLocaleString('en')} |
| filter change until painted, median (min–max) | ${result.filterMedian.toFixed(0)} ms (${result.filterMin.toFixed(0)}–${result.filterMax.toFixed(0)} ms) |
| empty React update until painted, median (min–max) | ${result.emptyMedian.toFixed(0)} ms (${result.emptyMin.toFixed(0)}–${result.emptyMax.toFixed(0)} ms) |
| filter change / empty React update | ${result.filterRatio.toFixed(2)}x${mark(result.filterRatio <= MAX_FILTER_RATIO)} |
| scrolling 3 rows (192 px) per frame for 60 frames: median / slowest frame | ${result.scrollMedian.toFixed(0)} ms / ${result.scrollWorst.toFixed(0)} ms |
| INP filtering by keyboard (Direction by arrow keys, a search typed), median of ${INP_RUNS} page loads, target ≤ ${TARGET_INP_MS} ms | ${ms(result.interactions.inp)}${mark(result.interactions.inp <= TARGET_INP_MS)} |
| each page load's INP, in run order | ${result.interactions.inps.map(ms).join(', ')} |
| slowest interaction of all (where its time went) / interactions ≥ 16 ms | ${Math.round(result.interactions.worst)} ms (${worstPhasesText(result.interactions)}) / ${result.interactions.slow.length} of ${result.interactions.typed} |
| INP tapping and typing the search into a bare \`<input>\`, same throttling (the floor), median / each run | ${ms(result.bare.inp)} / ${result.bare.inps.map(ms).join(', ')} |
| the floor's slowest interaction (where its time went) | ${Math.round(result.bare.worst)} ms (${worstPhasesText(result.bare)}) |
`;
  return section;
}

async function main() {
  const stopHarness = await ensureHarness();
  const browser = await chromium.launch(LAUNCH);
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.goto(PAGE);
    await page.waitForSelector('[data-testid="transaction-scroll"] li', { timeout: 120_000 });
    const total = Number(
      await page.locator('[data-testid="transaction-scroll"] li').first().getAttribute('aria-setsize'),
    );
    const top = await countElements(page);

    await page.evaluate(
      (offset) => {
        const scroller = document.querySelector('[data-testid="transaction-scroll"]');
        scroller.scrollTop = offset;
      },
      (total / 2) * ROW_HEIGHT,
    );
    await page.waitForTimeout(500);
    const middle = await countElements(page);
    await page.evaluate(() => {
      document.querySelector('[data-testid="transaction-scroll"]').scrollTop = 0;
    });
    const scroll = await scrollFrames(page, 60);

    const times = [];
    const choices = ['debit', 'credit', 'all'];
    for (let run = 0; run < FILTER_RUNS; run += 1) times.push(await timeFilterChange(page, choices[run % 3]));

    const empty = await timeEmptyUpdate(browser);
    const filtering = [];
    const bareRuns = [];
    for (let run = 0; run < INP_RUNS; run += 1) {
      filtering.push(await filterInteractions(browser));
      bareRuns.push(
        await bareInputTyping(browser, { cpuSlowdown: CPU_THROTTLING, text: SEARCHED, delay: 120 }),
      );
      console.log(
        `run ${run + 1}: filtering ${interactionSummary(filtering.at(-1))}; bare input ${interactionSummary(bareRuns.at(-1))}`,
      );
    }
    const interactions = acrossRuns(filtering);
    const bare = acrossRuns(bareRuns);

    const result = {
      total,
      domTop: top.document,
      domMiddle: middle.document,
      rows: Math.max(top.rows, middle.rows),
      filterMedian: median(times),
      filterMin: Math.min(...times),
      filterMax: Math.max(...times),
      emptyMedian: median(empty),
      emptyMin: Math.min(...empty),
      emptyMax: Math.max(...empty),
      filterRatio: median(times) / median(empty),
      scrollMedian: scroll.median,
      scrollWorst: scroll.worst,
      interactions,
      bare,
    };
    console.table(result);
    await writeSection(transactionsSection(result));
    console.log('Written to docs/performance.md ("Transactions").');
  } finally {
    await browser.close();
    await stopHarness();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
