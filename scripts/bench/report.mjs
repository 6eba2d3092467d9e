// The tables of bench:bundle and the "
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { ROOT } from '../lib/workspace.mjs';

/** Issue 17's targets: reported beside the figures, never asserted. */
/** The middle of the values (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const TARGETS = {
  loginJsGzipRatio: 2.0,
  loginRequestsBeforeForm: 5,
  dashboardChain: 8,
  lighthouse: { login: 95, dashboard: 90 },
  lcpMs: 2500,
  cls: 0.05,
  remoteEntryGzip: 6 * 1024,
};

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ratio = (value, floor) => (floor ? `${(value / floor).toFixed(2)}x` : '-');
const seconds = (ms) => (ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
const mark = (miss) => (miss ? ' ⚠' : '');
/** One Lighthouse run in a cell: score / LCP / TBT. */
const runSummary = (lh) => `${lh.score} / ${seconds(lh.lcpMs)} / ${Math.round(lh.tbtMs ?? 0)} ms`;

/** The rows of one screen beside the floor: each measure, the screen, the floor and the ratio. */
function screenRows(name, screen, floor) {
  const rows = [
    ['JS gzip (KB)', kb(screen.js.gzip), kb(floor.js.gzip), ratio(screen.js.gzip, floor.js.gzip)],
    ['JS brotli (KB)', kb(screen.js.brotli), kb(floor.js.brotli), ratio(screen.js.brotli, floor.js.brotli)],
    [
      'JS transferred (KB)',
      kb(screen.js.transferred),
      kb(floor.js.transferred),
      ratio(screen.js.transferred, floor.js.transferred),
    ],
    ['JS files', screen.js.files, floor.js.files, ratio(screen.js.files, floor.js.files)],
    ['CSS gzip / brotli (KB)', `${kb(screen.css.gzip)} / ${kb(screen.css.brotli)}`, '0.0 / 0.0', '-'],
    ['CSS transferred (KB), files', `${kb(screen.css.transferred)}, ${screen.css.files}`, '0.0, 0', '-'],
    [
      'all bytes transferred (KB)',
      kb(screen.transferred),
      kb(floor.transferred),
      ratio(screen.transferred, floor.transferred),
    ],
    [
      name === 'login' ? 'requests before the form' : 'requests',
      screen.requests,
      floor.requests,
      ratio(screen.requests, floor.requests),
    ],
    ['longest serial chain', screen.chain, floor.chain, ratio(screen.chain, floor.chain)],
  ];
  if (screen.lighthouse) {
    const lh = screen.lighthouse;
    const fl = floor.lighthouse ?? {};
    rows.push(
      ['Lighthouse mobile score', lh.score, fl.score ?? '-', '-'],
      ['LCP', seconds(lh.lcpMs), seconds(fl.lcpMs), ratio(lh.lcpMs, fl.lcpMs)],
      ['TBT (ms)', Math.round(lh.tbtMs ?? 0), Math.round(fl.tbtMs ?? 0), '-'],
      ['CLS', (lh.cls ?? 0).toFixed(3), (fl.cls ?? 0).toFixed(3), '-'],
    );
  }
  if (screen.lighthouseRuns) {
    rows.push([
      `Lighthouse, each of ${screen.lighthouseRuns.length} runs (the median above): score / LCP / TBT`,
      screen.lighthouseRuns.map(runSummary).join('; '),
      '-',
      '-',
    ]);
  }
  if (screen.lighthouseCookieOnly) {
    rows.push([
      'Lighthouse, session cookie only: score / LCP / TBT',
      runSummary(screen.lighthouseCookieOnly),
      '-',
      '-',
    ]);
  }
  return rows;
}

/**
 * One markdown table per screen, under a heading of `level`; with `before`, a before column beside the current one.
 * `results` and `before` are one transport's measures: `{ floor, screens }`.
 */
export function screensTable(results, before = null, level = '###') {
  const out = [];
  for (const name of ['login', 'dashboard', 'transactions']) {
    const screen = results.screens[name];
    if (!screen) continue;
    const rows = screenRows(name, screen, results.floor);
    const old = before?.screens?.[name] ? screenRows(name, before.screens[name], before.floor) : null;
    out.push(`${level} ${name} \`${screen.path}\`${screen.persona ? ` (${screen.persona})` : ''}`, '');
    out.push(
      old
        ? '| measure | before | before ratio | now | floor | ratio |\n|---|---:|---:|---:|---:|---:|'
        : '| measure | Kontor | floor | ratio |\n|---|---:|---:|---:|',
    );
    rows.forEach((row, index) => {
      const [label, value, floorValue, rowRatio] = row;
      out.push(
        old
          ? `| ${label} | ${old[index]?.[1] ?? '-'} | ${old[index]?.[3] ?? '-'} | ${value} | ${floorValue} | ${rowRatio} |`
          : `| ${label} | ${value} | ${floorValue} | ${rowRatio} |`,
      );
    });
    out.push(
      '',
      'Largest scripts (KB gzip): ' + screen.largestJs.map((s) => `${kb(s.gzip)} \`${s.path}\``).join(', '),
      '',
    );
  }
  return out.join('\n');
}

/** remoteEntry.js per remote (gzip -9), from the built files. */
export function remoteEntriesTable(results, before = null) {
  const lines = [
    before
      ? '| remote | before (KB gzip) | now (KB gzip) |\n|---|---:|---:|'
      : '| remote | KB gzip |\n|---|---:|',
  ];
  for (const [name, gzip] of Object.entries(results.remoteEntries)) {
    const now = `${kb(gzip)}${mark(gzip > TARGETS.remoteEntryGzip)}`;
    const old = before?.remoteEntries?.[name];
    lines.push(
      before ? `| ${name} | ${old === undefined ? '-' : kb(old)} | ${now} |` : `| ${name} | ${now} |`,
    );
  }
  return lines.join('\n');
}

/** Each target with the figure it is measured by and ✅ or ⚠; `results` is one transport's `{ floor, screens }`. */
export function targetsList(results, remoteEntries) {
  const { login, dashboard } = results.screens;
  const floor = results.floor;
  const check = (ok) => (ok ? '✅' : '⚠');
  const items = [];
  if (login) {
    const loginRatio = login.js.gzip / floor.js.gzip;
    items.push(
      `${check(loginRatio <= TARGETS.loginJsGzipRatio)} login JS gzip ${loginRatio.toFixed(2)}x the floor (target ≤ ${TARGETS.loginJsGzipRatio}x)`,
    );
    items.push(
      `${check(login.requests <= TARGETS.loginRequestsBeforeForm)} login: ${login.requests} requests before the form (target ≤ ${TARGETS.loginRequestsBeforeForm})`,
    );
  }
  if (dashboard)
    items.push(
      `${check(dashboard.chain <= TARGETS.dashboardChain)} dashboard longest serial chain ${dashboard.chain} (target ≤ ${TARGETS.dashboardChain})`,
    );
  for (const [name, minimum] of Object.entries(TARGETS.lighthouse)) {
    const lh = results.screens[name]?.lighthouse;
    if (!lh) continue;
    items.push(`${check(lh.score >= minimum)} Lighthouse mobile ${name} ${lh.score} (target ≥ ${minimum})`);
    items.push(`${check(lh.lcpMs <= TARGETS.lcpMs)} ${name} LCP ${seconds(lh.lcpMs)} (target ≤ 2.5 s)`);
    items.push(`${check(lh.cls <= TARGETS.cls)} ${name} CLS ${lh.cls.toFixed(3)} (target ≤ ${TARGETS.cls})`);
  }
  const entries = Object.values(remoteEntries);
  items.push(
    `${check(entries.every((gzip) => gzip <= TARGETS.remoteEntryGzip))} remoteEntry.js ≤ 6 KB gzip each (largest ${kb(Math.max(...entries))} KB)`,
  );
  return items.map((item) => `- ${item}`).join('\n');
}

/** Where the bundle section written by the bench ends in docs/performance.md: what follows it is written by hand. */
const SECTION_END = '<!-- end of the bench:bundle section -->';

/**
 * Writes a bench's section (its text starts with its `## ` heading) into docs/performance.md in place of the one
 * written before (at the end when there is none), formatted as `prettier --check` (part of npm test) expects.
 * A section ends at the next `## ` heading; with `notesBelow` it ends at a marker written after it instead, and
 * what follows the marker (notes written by hand under the figures) stays.
 */
export async function writeSection(section, { notesBelow = false } = {}) {
  const file = path.join(ROOT, 'docs', 'performance.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const heading = section.match(/^## .+$/m)[0];
  const start = current.search(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'm'));
  const written = notesBelow ? `${section.trimEnd()}\n\n${SECTION_END}\n` : section;
  let next;
  if (start === -1) next = `${current.trimEnd()}\n\n${written}`;
  else {
    const rest = current.slice(start + 1);
    const nextHeading = rest.search(/^## /m);
    const marker = rest.indexOf(SECTION_END);
    const end =
      notesBelow && marker !== -1 && (nextHeading === -1 || marker < nextHeading)
        ? marker + SECTION_END.length
        : nextHeading;
    next = current.slice(0, start) + written + (end === -1 ? '' : `\n${rest.slice(end).replace(/^\n+/, '')}`);
  }
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  fs.writeFileSync(file, await prettier.format(next, options));
  return file;
}

/** Issue 34's targets for every screen: reported beside the figures, never asserted. */
export const SCREEN_TARGETS = {
  lighthouse: { h2: 95, http1: 90 },
  lcpFloorRatio: 1.5,
  tbtMs: 150,
  cls: 0.05,
  chain: 5,
};

/**
 * One row per screen of one transport (issue 34): its JS, requests, serial chain and Lighthouse figures, LCP as a
 * ratio of the floor's, and ⚠ on each figure that misses its target; the count of screens meeting every target.
 */
export function everyScreenTable(results, transportId) {
  const floor = results.floor;
  const minScore = SCREEN_TARGETS.lighthouse[transportId];
  const lines = [
    '| screen | persona | JS gzip (KB) | JS files | requests | serial chain | score | LCP | LCP / floor | TBT | CLS |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  let met = 0;
  let measured = 0;
  for (const screen of Object.values(results.screens)) {
    const lh = screen.lighthouse;
    const lcpRatio = lh && floor.lighthouse?.lcpMs ? lh.lcpMs / floor.lighthouse.lcpMs : null;
    const misses = {
      chain: screen.chain > SCREEN_TARGETS.chain,
      score: lh ? lh.score < minScore : false,
      lcp: lcpRatio !== null && lcpRatio > SCREEN_TARGETS.lcpFloorRatio,
      tbt: lh ? (lh.tbtMs ?? 0) > SCREEN_TARGETS.tbtMs : false,
      cls: lh ? (lh.cls ?? 0) > SCREEN_TARGETS.cls : false,
    };
    if (lh) {
      measured += 1;
      if (!Object.values(misses).some(Boolean)) met += 1;
    }
    lines.push(
      [
        `\`${screen.path}\``,
        screen.persona ?? '-',
        kb(screen.js.gzip),
        screen.js.files,
        screen.requests,
        `${screen.chain}${mark(misses.chain)}`,
        lh ? `${lh.score}${mark(misses.score)}` : screen.error ? `not measured: ${screen.error}` : '-',
        lh ? seconds(lh.lcpMs) : '-',
        lcpRatio === null ? '-' : `${lcpRatio.toFixed(2)}x${mark(misses.lcp)}`,
        lh ? `${Math.round(lh.tbtMs ?? 0)} ms${mark(misses.tbt)}` : '-',
        lh ? `${(lh.cls ?? 0).toFixed(3)}${mark(misses.cls)}` : '-',
      ].join(' | '),
    );
  }
  const rows = lines.map((line, index) => (index < 2 ? line : `| ${line} |`));
  const floorLine = floor.lighthouse
    ? `The floor page over this transport: score ${floor.lighthouse.score}, LCP ${seconds(floor.lighthouse.lcpMs)}, TBT ${Math.round(floor.lighthouse.tbtMs ?? 0)} ms, JS ${kb(floor.js.gzip)} KB gzip.`
    : `The floor page: JS ${kb(floor.js.gzip)} KB gzip (no Lighthouse in this run).`;
  const summary = measured
    ? `${met} of ${measured} screens meet every target (Lighthouse ≥ ${minScore}, LCP ≤ ${SCREEN_TARGETS.lcpFloorRatio}x the floor's, TBT ≤ ${SCREEN_TARGETS.tbtMs} ms, CLS ≤ ${SCREEN_TARGETS.cls}, serial chain ≤ ${SCREEN_TARGETS.chain}); ⚠ marks each miss.`
    : `Serial chain target ≤ ${SCREEN_TARGETS.chain}; ⚠ marks a miss.`;
  return [floorLine, summary, '', ...rows].join('\n');
}
