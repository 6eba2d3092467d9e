#!/usr/bin/env node
// Replays one Lighthouse run's LCP simulation (Lantern) from the artifacts bench:bundle keeps with
// KONTOR_LIGHTHOUSE_REPORTS=<dir> (docs/performance.md, "Issue 17 front end: 2026-11-26"): what the simulated LCP
// is made of, and what it would be with a change, before building the change.
//
//   node scripts/bench/lantern-replay.mjs <dir>/<run>            the LCP graph, node by node, and the what-ifs
//   node scripts/bench/lantern-replay.mjs <dir>/<run> --quiet    the what-ifs only
//   node scripts/bench/lantern-replay.mjs <dir>/<run> --kb-for <ms>   how many KB less over all files (spread by
//                                                                     size) bring the simulated LCP to <ms>
//
// Over HTTP/2 Lantern gives an origin one connection, which carries one request at a time (its ConnectionPool
// never lends a connection in use): the page's files follow each other, each taking whole round trips of at most
// ~30 KB (150 ms at 1.6 Mbps), the last round trip's spare bytes going to the next file. The simulated LCP is
// then the document's first round trips (DNS, TCP, TLS: ~0.78 s) plus 150 ms per ~30 KB that ended before the
// observed LCP, plus the main thread's share (docs/performance.md, "the simulated LCP in round trips").
//
// What-ifs: fewer bytes (all files, spread by size), the main thread's tasks shorter, and every request on the
// page's origin over HTTP/2 with TLS. Lighthouse's own modules do the work; the graph is the one its LCP audit uses
// (the mean of its optimistic and pessimistic estimates).
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/workspace.mjs';

const [dir, flag, value] = process.argv.slice(2);
if (!dir) throw new Error('usage: lantern-replay.mjs <artifacts dir> [--quiet | --kb-for <ms>]');
const lighthouseDir = path.dirname(
  createRequire(path.join(ROOT, 'package.json')).resolve('lighthouse/package.json'),
);
const load = (file) => import(pathToFileURL(path.join(lighthouseDir, file)).href);
const { loadArtifacts } = await load('core/lib/asset-saver.js');
const { getComputationDataParams } = await load('core/computed/metrics/lantern-metric.js');
const Lantern = await load('core/lib/lantern/lantern.js');

const artifacts = await loadArtifacts(path.resolve(dir));
const { settings } = artifacts;
const { simulator, graph, processedNavigation } = await getComputationDataParams(
  {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  },
  { computedCache: new Map(), settings },
);
const LCP = Lantern.Metrics.LargestContentfulPaint;
const nodesOf = (g, type) => {
  const found = [];
  g.traverse((node) => node.type === type && found.push(node));
  return found;
};

/** The simulated LCP with `change` applied to each graph (and undone after): the mean of the two estimates. */
function simulate(change, { print = false } = {}) {
  const estimates = [];
  for (const kind of ['getOptimisticGraph', 'getPessimisticGraph']) {
    const g = LCP[kind](graph, processedNavigation);
    const undo = change?.(g) ?? (() => {});
    const result = simulator.simulate(g, {});
    estimates.push(LCP.getEstimateFromSimulation(result).timeInMs);
    if (print && kind === 'getPessimisticGraph') printTimings(result.nodeTimings);
    undo();
  }
  return Math.round((estimates[0] + estimates[1]) / 2);
}

function printTimings(timings) {
  const short = (url) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80);
  for (const [node, time] of [...timings].sort((a, b) => a[1].startTime - b[1].startTime)) {
    const what =
      node.type === 'network'
        ? `${(node.request.transferSize / 1024).toFixed(1).padStart(6)} KB ${node.request.protocol} ${short(node.request.url)}`
        : `${(node.duration / 1000).toFixed(1).padStart(6)} ms of main thread, observed ${[...node.getEvaluateScriptURLs()].map(short).join(' ')}`;
    console.log(
      `${String(Math.round(time.startTime)).padStart(6)} ${String(Math.round(time.endTime)).padStart(6)}  ${what}`,
    );
  }
}

/** Every network node's request changed by `edit`, undone by the returned function. */
const requests = (edit) => (g) => {
  const saved = nodesOf(g, 'network').map((node) => [
    node.request,
    { ...node.request, parsedURL: { ...node.request.parsedURL } },
  ]);
  for (const [request] of saved) edit(request, saved);
  return () => saved.forEach(([request, copy]) => Object.assign(request, copy));
};
const fewerBytes = (kb) =>
  requests((request, all) => {
    // Of the sizes as measured (the saved copies): the requests edited before this one are smaller already.
    const total = all.reduce((sum, [, measured]) => sum + measured.transferSize, 0);
    request.transferSize *= Math.max(0, 1 - (kb * 1024) / total);
  });
const shorterTasks = (factor) => (g) => {
  const nodes = nodesOf(g, 'cpu');
  for (const node of nodes)
    Object.defineProperty(node, 'duration', { value: node.duration * factor, configurable: true });
  return () => nodes.forEach((node) => delete node.duration);
};
const origin = new URL(artifacts.URL.finalDisplayedUrl).origin;
const oneOriginHttp2 = requests((request) => {
  request.protocol = 'h2';
  request.parsedURL.scheme = 'https';
  request.parsedURL.securityOrigin = origin.replace(/^http:/, 'https:');
});

if (flag === '--kb-for') {
  const target = Number(value);
  if (!Number.isFinite(target) || target <= 0) throw new Error('--kb-for takes a simulated LCP in ms');
  const lcpMs = simulate(null);
  console.log(JSON.stringify({ lcpMs, target, kbLess: lcpMs <= target ? 0 : kbLessFor(target) }));
  process.exit(0);
}

/** The fewest KB less over all files (whole KB, spread by size) with which the simulated LCP, now over `target`, is at most it. */
function kbLessFor(target) {
  const total = nodesOf(graph, 'network').reduce((sum, node) => sum + node.request.transferSize, 0) / 1024;
  if (simulate(fewerBytes(Math.floor(total))) > target) return null;
  let [low, high] = [0, Math.floor(total)];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (simulate(fewerBytes(middle)) <= target) high = middle;
    else low = middle;
  }
  return high;
}

const base = simulate(null, { print: flag !== '--quiet' });
console.log(`\n${artifacts.URL.finalDisplayedUrl}: simulated LCP ${base} ms`);
for (const [label, change] of [
  ['30 KB less over all files', fewerBytes(30)],
  ['60 KB less over all files', fewerBytes(60)],
  ["the main thread's tasks at half their length", shorterTasks(0.5)],
  ['every request on one origin over HTTP/2 (TLS)', oneOriginHttp2],
]) {
  const lcp = simulate(change);
  console.log(`  ${label.padEnd(48)} ${lcp} ms (${lcp - base >= 0 ? '+' : ''}${lcp - base})`);
}
