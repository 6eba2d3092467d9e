// Lighthouse mobile (its default: an emulated mid-range phone, simulated slow 4G and 4x CPU) against
// Debian's chromium, for bench:bundle. The browser is a Playwright persistent context with a debugging
// port: Lighthouse opens its tab there, so a session signed in through that context's API calls is the
// session Lighthouse's page has.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import lighthouse from 'lighthouse';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A chromium for Lighthouse runs. `context.request` shares its cookies (sign in there).
 * @param {import('@playwright/test').BrowserType} chromium
 * @param {{ executablePath: string, args: string[] }} launch
 */
export async function lighthouseBrowser(chromium, launch) {
  const port = await freePort();
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-lighthouse-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...launch,
    args: [...launch.args, `--remote-debugging-port=${port}`],
  });
  // A page keeps the browser open between runs and gives a protocol session to clear the HTTP cache.
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const reports = process.env.KONTOR_LIGHTHOUSE_REPORTS;
  let runNumber = 0;
  return {
    context,
    /**
     * One cold Lighthouse run of `url`. `keepSession` keeps cookies and storage (a signed-in screen);
     * otherwise the cookies go (Lighthouse's own reset keeps them) and Lighthouse clears the origin's storage first,
     * as it does by default: a signed-out screen is measured signed out.
     */
    async run(url, { keepSession = false } = {}) {
      await cdp.send('Network.clearBrowserCache');
      if (!keepSession) await context.clearCookies();
      runNumber += 1;
      const name = `${String(runNumber).padStart(2, '0')}-${new URL(url).port}-${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}`;
      // KONTOR_LIGHTHOUSE_REPORTS=<dir>: keep each run's whole report (the LCP element, the metrics' breakdown) and
      // its artifacts (the trace and the network log Lantern simulates from: scripts/bench/lantern-replay.mjs replays them).
      const artifacts = reports
        ? { gatherMode: path.join(reports, name), auditMode: path.join(reports, name) }
        : {};
      const result = await lighthouse(url, {
        ...artifacts,
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: keepSession,
      });
      if (reports) fs.writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(result.lhr));
      const { categories, audits } = result.lhr;
      return {
        score: Math.round((categories.performance.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
        tbtMs: audits['total-blocking-time']?.numericValue ?? null,
        cls: audits['cumulative-layout-shift']?.numericValue ?? null,
        finalUrl: result.lhr.finalDisplayedUrl,
      };
    },
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
