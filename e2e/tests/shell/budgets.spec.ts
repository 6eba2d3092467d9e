/**
 * Size budgets per screen (issue 34 item 4, docs/performance.md "Budgets"): every screen of the app, opened cold
 * as the persona who may see it, fetches no more JavaScript (gzip -9 of the bodies, what the build precompresses)
 * than its budget in the repository's budgets.json `screens`. Every route of every remote's descriptor has an
 * entry there, so a new screen cannot come without a budget. The apps' own code has its budgets checked by the
 * build itself (shared-kernel/build/budgets.cjs). KONTOR_BUDGET_REPORT=<file> writes the figures measured.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { switchToPartnership } from '../../support/app';
import { prospectLogin } from '../../support/prospect';
import { HOST_URL } from '../../support/stack';
import { signIn } from '../accounts/support';
import { NORA_EBILL_LOCK, oneAtATime } from './support';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface ScreenBudget {
  route: string;
  path: string;
  persona?: string;
  context?: string;
  jsKB: number;
  /** Where the path leads when a seeded persona cannot open the route's own screen (e.g. /qes without an id). */
  landsOn?: string;
  /** Why this screen cannot be opened by a seeded persona (it is still listed, and its code still budgeted). */
  skip?: string;
}

interface Budgets {
  screens: ScreenBudget[];
}

// Each signed-in state's screens are a test of their own, independent of the others: spread over the workers.
test.describe.configure({ mode: 'parallel' });

const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8')) as Budgets;
const PROSPECT = 'paul@kontor.test';
/** Personas whose state another test changes and puts back while it holds a lock (support oneAtATime). */
const LOCKS: Record<string, string> = { 'nora@kontor.test': NORA_EBILL_LOCK };

/** Every route the remotes declare (their descriptor.json in the repository). */
function declaredRoutes(): string[] {
  return fs
    .readdirSync(ROOT)
    .filter((dir) => dir.startsWith('remote-'))
    .flatMap((dir) => {
      const descriptor = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'descriptor.json'), 'utf8')) as {
        routes: { path: string; debugOnly?: boolean }[];
      };
      return descriptor.routes.filter((route) => !route.debugOnly).map((route) => route.path);
    });
}

/** The persona's signed-in state (cookies and the chosen context in localStorage), for cold loads. */
async function signedInState(browser: Browser, persona: string, context?: string) {
  const device = await browser.newContext({ baseURL: HOST_URL });
  try {
    const page = await device.newPage();
    if (persona === PROSPECT) await prospectLogin(page, persona);
    else {
      await signIn(page, persona);
      if (context) await switchToPartnership(page, context);
    }
    return await device.storageState();
  } finally {
    await device.close();
  }
}

/** gzip -9 sizes by script URL: a URL holds one content for the whole run (hashed or versioned paths), and most screens load the same host files. */
const gzipSizes = new Map<string, number>();

/** gzip -9 bytes of every script the page fetched, and how many are still on their way. */
function scriptBytes(page: Page) {
  let bytes = 0;
  let pending = 0;
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') pending += 1;
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') pending -= 1;
  });
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const url = request.url();
    let size = gzipSizes.get(url);
    if (size === undefined) {
      const body = await (await request.response())?.body().catch(() => null);
      if (body) gzipSizes.set(url, (size = zlib.gzipSync(body, { level: 9 }).length));
    }
    if (size !== undefined) {
      bytes += size;
      files.push(new URL(url).pathname);
    }
    pending -= 1;
  });
  return { bytes: () => bytes, pending: () => pending, files };
}

async function measure(device: BrowserContext, screen: ScreenBudget) {
  const page = await device.newPage();
  const scripts = scriptBytes(page);
  await page.goto(screen.path);
  // The screen itself, not a redirect: its heading shows and its first load ended.
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname, `${screen.path} stays on its screen`).toBe(
    screen.landsOn ?? screen.path,
  );
  await expect(page.locator('.k-spinner')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('.kontor-remote-loading')).toHaveCount(0, { timeout: 20_000 });
  // Nothing more on its way for a while (a screen's lazy parts start after its first render).
  await expect
    .poll(
      async () => {
        if (scripts.pending() > 0) return 'loading';
        const before = scripts.files.length;
        await page.waitForTimeout(500);
        return scripts.pending() === 0 && scripts.files.length === before ? 'settled' : 'loading';
      },
      { timeout: 20_000 },
    )
    .toBe('settled');
  await page.close();
  return { kilobytes: Math.round(scripts.bytes() / 102.4) / 10, files: scripts.files.length };
}

test('every route of every remote has a size budget', () => {
  const budgeted = new Set(budgets.screens.map((screen) => screen.route));
  const missing = declaredRoutes().filter((route) => !budgeted.has(route));
  expect(missing, 'routes without an entry in budgets.json screens').toEqual([]);
  for (const screen of budgets.screens) expect(screen.jsKB, screen.route).toBeGreaterThan(0);
});

/** One test per signed-in state: the sign-in once, then every screen of that state in a cold browser context. */
const groups = new Map<string, ScreenBudget[]>();
for (const screen of budgets.screens.filter((candidate) => !candidate.skip)) {
  const key = [screen.persona ?? 'signed out', screen.context ?? ''].join(' ').trim();
  groups.set(key, [...(groups.get(key) ?? []), screen]);
}

const measured: Record<string, { kilobytes: number; files: number }> = {};
test.afterAll(() => {
  const report = process.env.KONTOR_BUDGET_REPORT;
  if (!report) return;
  const previous = fs.existsSync(report) ? (JSON.parse(fs.readFileSync(report, 'utf8')) as object) : {};
  fs.writeFileSync(report, `${JSON.stringify({ ...previous, ...measured }, null, 2)}\n`);
});

for (const [key, screens] of groups) {
  test(`screens within their JS budget: ${key}`, async ({ browser }) => {
    const { persona, context } = screens[0] as ScreenBudget;
    const lock = persona ? LOCKS[persona] : undefined;
    // A locked persona may wait for the test that holds its state.
    test.setTimeout(60_000 + screens.length * 20_000 + (lock ? 90_000 : 0));
    const check = async () => {
      const storageState = persona ? await signedInState(browser, persona, context) : undefined;
      for (const screen of screens) {
        const device = await browser.newContext({ baseURL: HOST_URL, storageState });
        try {
          const figures = await measure(device, screen);
          measured[screen.path] = figures;
          expect
            .soft(
              figures.kilobytes,
              `${screen.path}: KB gzip of JS (${figures.files} files) within budgets.json`,
            )
            .toBeLessThanOrEqual(screen.jsKB);
        } finally {
          await device.close();
        }
      }
    };
    await (lock ? oneAtATime(lock, check) : check());
  });
}
