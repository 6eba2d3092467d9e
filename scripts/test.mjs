#!/usr/bin/env node
// `npm test` and `.ci/run`: every check of the repository in one run (docs/running.md, "Tests").
// Each step runs even when an earlier one failed; the exit code is non-zero when anything failed,
// and the last line printed is `N passed, N failed` over every runner's test counts, where a failing
// step that is not a test runner (install, typecheck, lint, format, compose, build) counts as 1 failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, REMOTES } from './lib/workspace.mjs';
import { run, commandExists, stopRunningCommands } from './lib/processes.mjs';
import { APPS, buildApps } from './lib/build.mjs';
import { appsBuiltFromHead, checkFreshCloneStart, readmeStartCommand } from './lib/fresh-clone.mjs';
import {
  ensureChromium,
  ensureDockerCompose,
  ensurePnpm,
  ensurePostgres,
  installDependencies,
  installTestPackages,
  MOVES_SANDBOX_CLOCK,
} from './lib/tools.mjs';

const RESULTS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-test-'));
const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** No step of a healthy run comes near this; a hanging one is stopped and counted as failed. */
const STEP_TIMEOUT_MS = 20 * 60_000;
const UNIT_PACKAGES = ['shared-kernel', 'host', ...REMOTES.map((remote) => `remote-${remote.name}`)];

/** @type {{ step: string, passed: number, failed: number, seconds: number, note: string }[]} */
const summary = [];
/** The slowest test files (jest) and tests (Playwright) of every runner step, for the end of the run. */
const slowest = [];
const SLOWEST_SHOWN = 8;

/** Keeps a runner step's slowest items ({ name, seconds }) for the summary. */
function keepSlowest(step, items) {
  const top = items.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN);
  if (top.length > 0) slowest.push({ step, top });
}

/** Every test of a Playwright JSON report with its time over all its runs (a retry counts). */
function playwrightTests(suite, file = suite.file) {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((test) => ({
      name: `${file}: ${spec.title}`,
      seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
    })),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, file))];
}

function banner(step) {
  console.log(`\n${'='.repeat(100)}\n== ${step}\n${'='.repeat(100)}`);
}

/** A step that is not a test runner: passes or counts as 1 failed. */
async function check(step, action) {
  banner(step);
  const started = Date.now();
  let ok = false;
  let note = '';
  try {
    const outcome = await action();
    ok = outcome === true || outcome === 0;
    if (typeof outcome === 'object' && outcome) ({ ok, note } = outcome);
    else if (!ok) note = `exit ${outcome}`;
  } catch (error) {
    note = error.message;
  }
  summary.push({ step, passed: 0, failed: ok ? 0 : 1, seconds: (Date.now() - started) / 1000, note });
}

/**
 * Jest with --json: failed = failing tests + suites that could not run (a syntax error in a test
 * file fails no single test but must not pass silently).
 */
async function jestStep(step, cwd, env = {}, { workers = os.availableParallelism() } = {}) {
  banner(step);
  const started = Date.now();
  const outputFile = path.join(RESULTS_DIR, `${step.replace(/[^a-z0-9]+/gi, '-')}.json`);
  // --forceExit: the results are written; an open handle left by a test must not hang the run.
  const args = [
    'exec',
    'jest',
    '--ci',
    '--passWithNoTests',
    '--forceExit',
    // jest's default is one worker fewer than the cores: one worker on the 2-core machines, the other core idle.
    `--maxWorkers=${workers}`,
    '--json',
    `--outputFile=${outputFile}`,
  ];
  const code = await run('pnpm', args, { cwd, env: { CI: 'true', ...env }, timeoutMs: STEP_TIMEOUT_MS });
  let passed = 0;
  let failed = 0;
  let note = '';
  try {
    const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
    if (report.numTotalTests === 0) note = 'no tests found';
    keepSlowest(
      step,
      report.testResults.map((file) => ({
        name: path.relative(cwd, file.name),
        seconds: (file.endTime - file.startTime) / 1000,
      })),
    );
    if (code !== 0 && failed === 0) {
      failed = 1;
      note = `jest exit ${code} without a failing test (see its output)`;
    }
  } catch {
    failed = 1;
    note = `jest exit ${code}, no JSON report`;
  }
  summary.push({ step, passed, failed, seconds: (Date.now() - started) / 1000, note });
}

/**
 * Playwright with its JSON reporter (e2e/playwright.config.ts writes to KONTOR_E2E_JSON) into `report` (a file name
 * in the results folder), with `args` choosing the tests.
 */
async function playwrightStep(step, { report, args }) {
  banner(step);
  const started = Date.now();
  const outputFile = path.join(RESULTS_DIR, report);
  const code = await run('pnpm', ['exec', 'playwright', 'test', ...args], {
    cwd: path.join(ROOT, 'e2e'),
    env: { CI: 'true', KONTOR_E2E_JSON: outputFile },
    timeoutMs: 40 * 60_000, // the suite grew with cards and payments (issues 28, 29); the whole run stays under 60 min
  });
  let passed = 0;
  let failed = 0;
  let note = '';
  try {
    const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    // flaky = failed first, passed on retry: it passed, and the list reporter above names it.
    passed = report.stats.expected + report.stats.flaky;
    failed = report.stats.unexpected;
    if (report.stats.flaky > 0) note = `${report.stats.flaky} flaky`;
    keepSlowest(
      step,
      report.suites.flatMap((suite) => playwrightTests(suite)),
    );
    if (report.stats.skipped > 0) note = `${note ? `${note}, ` : ''}${report.stats.skipped} skipped`;
    // A global setup error (e.g. the app did not start) runs no test at all.
    if (report.errors?.length > 0 && failed === 0) {
      failed = 1;
      note = report.errors.map((error) => error.message?.split('\n')[0]).join('; ');
    }
  } catch {
    failed = 1;
    note = `playwright exit ${code}, no JSON report`;
  }
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = `playwright exit ${code}`;
  }
  summary.push({ step, passed, failed, seconds: (Date.now() - started) / 1000, note });
}

process.on('SIGINT', () => {
  stopRunningCommands();
  process.exit(130);
});

async function main() {
  const startedAt = Date.now();
  // chromium and docker-compose install meanwhile (needed from the tools step on; a failure there is reported then).
  const testPackages = installTestPackages().catch((error) => console.error(error.message));
  // First, as a newcomer would: the README's start command in a fresh clone of HEAD (README.md).
  // Its production builds are kept for the build step below when this checkout is a clean one of the same commit.
  await check(`fresh clone: \`${readmeStartCommand()}\` up and stopped`, () =>
    checkFreshCloneStart({ keepBuilds: true }),
  );
  await check('tools: pnpm 12, chromium, PostgreSQL', async () => {
    await ensurePnpm();
    await testPackages;
    const missing = [];
    if (!(await ensureChromium())) missing.push('chromium (/usr/bin/chromium)');
    if (!(await ensurePostgres())) missing.push('PostgreSQL on 127.0.0.1:5432');
    return { ok: missing.length === 0, note: missing.length ? `missing: ${missing.join(', ')}` : '' };
  });
  await check('install: pnpm install --frozen-lockfile', async () => (await installDependencies(), true));
  // tsc and eslint each keep one core busy: side by side (prettier is quick).
  await Promise.all([
    check('typecheck: tsc -p tsconfig.check.json', () =>
      run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.check.json'], { cwd: ROOT }),
    ),
    check('lint: eslint .', () => run('pnpm', ['exec', 'eslint', '--max-warnings=0', '.'], { cwd: ROOT })),
    check('format: prettier --check .', () =>
      run('pnpm', ['exec', 'prettier', '--check', '--log-level=warn', '.'], { cwd: ROOT }),
    ),
  ]);
  for (const pkg of UNIT_PACKAGES) await jestStep(`unit: ${pkg}`, path.join(ROOT, pkg));
  await jestStep('gateway: PGlite', path.join(ROOT, 'gateway'), { KONTOR_TEST_DB: '', DATABASE_URL: '' });
  // Each test file gets a database copied from a migrated, seeded template (gateway/test/helpers.ts): a worker per
  // core, as on PGlite (a schema per file once made two workers' migrations meet each other's tables).
  await jestStep('gateway: PostgreSQL', path.join(ROOT, 'gateway'), {
    KONTOR_TEST_DB: 'postgres',
    DATABASE_URL: POSTGRES_URL,
  });
  await check('compose: docker-compose config -q', async () => {
    if (!(await ensureDockerCompose()) && !commandExists('docker-compose')) {
      return { ok: true, note: 'skipped: docker-compose is not installed' };
    }
    return run('docker-compose', ['-f', path.join(ROOT, 'docker-compose.yml'), 'config', '-q'], {
      cwd: ROOT,
    });
  });
  await check('build: host + 6 remotes (production)', async () => {
    // The fresh clone's `npm start` built this very commit already (each build checked its size budgets).
    const kept = appsBuiltFromHead();
    const apps = APPS.filter((app) => !kept.includes(app));
    if (kept.length > 0)
      console.log(`kept from the fresh clone (same commit, clean tree): ${kept.join(', ')}`);
    const failed = (await buildApps({ apps, concurrency: 2, quiet: true })).filter((result) => !result.ok);
    for (const result of failed) console.error(`\n--- ${result.app} ---\n${result.output}`);
    const note = failed.length
      ? failed.map((result) => result.app).join(', ')
      : kept.length
        ? `${kept.length} of ${APPS.length} kept from the fresh clone`
        : '';
    return { ok: failed.length === 0, note };
  });
  // The tests that move the one sandbox clock run after the others, one at a time, on a gateway of their own: no
  // order-creating test meets a clock moved under it (scripts/lib/tools.mjs, MOVES_SANDBOX_CLOCK).
  await playwrightStep('e2e: Playwright', {
    report: 'e2e.json',
    args: ['--grep-invert', MOVES_SANDBOX_CLOCK],
  });
  await playwrightStep('e2e: the tests that move the sandbox clock, one at a time', {
    report: 'e2e-clock.json',
    args: ['--grep', MOVES_SANDBOX_CLOCK, '--workers', '1'],
  });

  const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
  banner(`Summary (${minutes} min)`);
  for (const row of summary) {
    const status = row.failed > 0 ? 'FAIL' : 'ok  ';
    const counts = row.passed + row.failed > 0 ? `${row.passed} passed, ${row.failed} failed` : '';
    console.log(
      `${status} ${row.step.padEnd(42)} ${counts.padEnd(24)} ${row.seconds.toFixed(0).padStart(5)} s  ${row.note}`,
    );
  }
  // Where to look first when the run is slow (issue 34 item 5): each runner's slowest files or tests.
  for (const { step, top } of slowest) {
    console.log(`\nslowest in ${step}:`);
    for (const item of top) console.log(`  ${item.seconds.toFixed(1).padStart(6)} s  ${item.name}`);
  }
  console.log('');
  const passed = summary.reduce((sum, row) => sum + row.passed, 0);
  const failed = summary.reduce((sum, row) => sum + row.failed, 0);
  process.exitCode = failed > 0 ? 1 : 0;
  console.log(`${passed} passed, ${failed} failed`);
}

main().catch((error) => {
  // Only a bug in this script lands here; still end with the counting line CI reads.
  console.error(error);
  process.exitCode = 1;
  const passed = summary.reduce((sum, row) => sum + row.passed, 0);
  const failed = summary.reduce((sum, row) => sum + row.failed, 0) + 1;
  console.log(`${passed} passed, ${failed} failed`);
});
