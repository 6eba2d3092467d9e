import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/lib/tools.mjs';
import { HOST_URL } from './support/stack';

/**
 * Browser tests of the composed app (docs/running.md, "End-to-end tests"): Debian's chromium as
 * scripts/lib/tools.mjs (CHROMIUM_LAUNCH) launches it, the app started by global-setup.ts on test ports.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two cores: the app's servers, the gateway and the browsers share them.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.KONTOR_E2E_JSON ?? 'playwright-report/results.json' }],
  ],
  use: {
    baseURL: HOST_URL,
    locale: 'en-CH',
    timezoneId: 'Europe/Zurich',
    // Recording a trace of every test doubled the suite's time on 2 cores (docs/performance.md, "The test command"):
    // a failed test's retry (CI) records one; KONTOR_E2E_TRACE=retain-on-failure records all and keeps the failures'.
    trace:
      (process.env.KONTOR_E2E_TRACE as 'retain-on-failure' | 'on' | 'off' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
