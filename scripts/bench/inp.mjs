// Interaction to Next Paint (issue 34 item 3) of real input in a benchmark page: web-vitals' onINP (the library
// Chrome's own tools measure INP with) and the Event Timing entries it is made of, one latency per interaction.
// Input must be real (page.keyboard, page.mouse): a value set by script is no interaction the browser times.
/* global window, requestAnimationFrame -- the init script runs in the page */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../lib/workspace.mjs';
import { median } from './report.mjs';

// The package exports no path to its script-tag build: it lies beside the CommonJS build the package names.
const WEB_VITALS = path.join(
  path.dirname(createRequire(`${ROOT}/package.json`).resolve('web-vitals')),
  'web-vitals.iife.js',
);

/** Before the page's own scripts: web-vitals and an observer of every interaction's event entries. */
export async function watchInteractions(page) {
  // Playwright runs an init script inside a function of its own: the library's global is handed on explicitly.
  await page.addInitScript({
    content: `${fs.readFileSync(WEB_VITALS, 'utf8')};\nwindow.webVitals = webVitals;`,
  });
  await page.addInitScript(() => {
    // Per interaction: its latency, and the phases of its event with the most processing (input delay: waiting
    // for the main thread; processing: the page's handlers; presentation: rendering until the next paint).
    const record = { inp: null, latencies: {}, phases: {} };
    window.__benchInteractions = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        const known = record.phases[entry.interactionId];
        record.latencies[entry.interactionId] = Math.max(
          record.latencies[entry.interactionId] ?? 0,
          entry.duration,
        );
        const processing = entry.processingEnd - entry.processingStart;
        if (known && known.processing >= processing) continue;
        record.phases[entry.interactionId] = {
          event: entry.name,
          delay: entry.processingStart - entry.startTime,
          processing,
          presentation: entry.startTime + entry.duration - entry.processingEnd,
        };
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    // 16 ms is the lowest threshold the Event Timing API takes: a quicker interaction is not reported at all.
    window.webVitals.onINP((metric) => (record.inp = metric.value), {
      reportAllChanges: true,
      durationThreshold: 16,
    });
  });
}

/**
 * The page's INP so far and the latency of each interaction that took 16 ms or more, after the last one's next
 * paint. `typed` is the number of interactions made: those not reported took less than 16 ms.
 */
export async function readInteractions(page, typed) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  const { inp, latencies, phases } = await page.evaluate(() => window.__benchInteractions);
  const slow = Object.values(latencies).sort((a, b) => a - b);
  const worstId = Object.keys(latencies).sort((a, b) => latencies[b] - latencies[a])[0];
  return {
    inp: inp ?? 0,
    slow,
    typed,
    worst: slow.at(-1) ?? 0,
    worstPhases: worstId === undefined ? null : phases[worstId],
  };
}

/** The worst interaction's event and phases, e.g. "keydown: delay 9, processing 62, presentation 9 ms". */
export const worstPhasesText = ({ worstPhases: p }) =>
  p
    ? `${p.event}: delay ${Math.round(p.delay)}, processing ${Math.round(p.processing)}, presentation ${Math.round(p.presentation)} ms`
    : 'none ≥ 16 ms';

/**
 * Several page loads' interactions as one figure: INP is a page's worst interaction (under 50 of them), so one
 * page's INP is one sample of the machine's noise. The median of the pages' INPs, every INP in run order, and the
 * worst interaction of all pages with its phases.
 */
export function acrossRuns(runs) {
  const inps = runs.map((run) => run.inp);
  const worstRun = runs.reduce((worst, run) => (run.worst > worst.worst ? run : worst), runs[0]);
  return {
    inp: median(inps),
    inps,
    worst: worstRun.worst,
    worstPhases: worstRun.worstPhases,
    slow: runs.flatMap((run) => run.slow),
    typed: runs.reduce((total, run) => total + run.typed, 0),
  };
}

/** An INP or latency in ms as text; 0 means no interaction reached the 16 ms the Event Timing API reports. */
export const inpText = (value) => (value === 0 ? '< 16' : String(Math.round(value)));

/** One line of figures: INP (web-vitals), the worst interaction (where its time went) and how many took ≥16 ms. */
export const interactionSummary = (result) =>
  `INP ${inpText(result.inp)} ms, worst ${Math.round(result.worst)} ms (${worstPhasesText(result)}), ${result.slow.length} of ${result.typed} interactions ≥ 16 ms`;

/**
 * A tap on an element, as a finger gives it: the element's box is read first, then the mouse goes down and up at
 * its centre. Playwright's `locator.click()` checks the element in the page (hit tests, animation frames) while
 * it sends the input, so its own script would count into the interaction's input delay.
 */
export async function tap(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element to tap has no box');
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const BARE_ORIGIN = 'http://bare-input.bench';

/**
 * The floor of typing: the same text typed the same way into a bare `<input>` (no framework, nothing listening)
 * under the same CPU throttling in the same browser. A latency is counted until the next paint, and painting
 * itself is throttled too, so even this is not instant: the forms' figures are read beside it.
 */
export async function bareInputTyping(browser, { cpuSlowdown, text, delay }) {
  const page = await browser.newPage();
  try {
    await page.route(`${BARE_ORIGIN}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>bare input</title><input aria-label="text">',
      }),
    );
    await watchInteractions(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${BARE_ORIGIN}/`);
    await tap(page.locator('input'));
    await page.keyboard.type(text, { delay });
    return await readInteractions(page, text.length + 1);
  } finally {
    await page.close();
  }
}
