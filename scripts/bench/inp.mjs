// Interaction to Next Paint (issue 34 item 3) of real input in a benchmark page: web-vitals' onINP (the library
// Chrome's own tools measure INP with) and the Event Timing entries it is made of, one latency per interaction.
// Input must be real (page.keyboard, page.mouse): a value set by script is no interaction the browser times.
/* global window, requestAnimationFrame -- the init script runs in the page */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../lib/workspace.mjs';

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
    const record = { inp: null, latencies: {} };
    window.__benchInteractions = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        record.latencies[entry.interactionId] = Math.max(
          record.latencies[entry.interactionId] ?? 0,
          entry.duration,
        );
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
  const { inp, latencies } = await page.evaluate(() => window.__benchInteractions);
  const slow = Object.values(latencies).sort((a, b) => a - b);
  return { inp: inp ?? 0, slow, typed, worst: slow.at(-1) ?? 0 };
}

/** One line of figures: INP (web-vitals), the worst interaction and how many of them took ≥16 ms. */
export const interactionSummary = ({ inp, slow, typed, worst }) =>
  `INP ${inp === 0 ? '< 16' : Math.round(inp)} ms, worst ${Math.round(worst)} ms, ${slow.length} of ${typed} interactions ≥ 16 ms`;

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
    await page.locator('input').click();
    await page.keyboard.type(text, { delay });
    return await readInteractions(page, text.length + 1);
  } finally {
    await page.close();
  }
}
