/**
 * Fixtures every Kontor browser test starts from: the real UI login of a persona, an `api` request
 * context against the gateway (through the host's /api proxy), a network log of the page, and control
 * over the fault host's remote servers.
 */
import { test as base, expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { CspViolations } from './csp';
import { recordPersona } from './locks';
import { CONTROL_URL, HOST_URL, SANDBOX_OPERATOR_KEY, type RemoteName } from './stack';

export const PASSWORD = 'Kontor-Sandbox-1';

/**
 * The sandbox operator's header (docs/security.md "Sandbox tools"), for sandbox calls a test makes on no
 * persona's behalf: a booking from another bank, a confirmation the signing office asks for.
 */
export const SANDBOX_OPERATOR_HEADERS = { 'x-sandbox-operator-key': SANDBOX_OPERATOR_KEY };

/** Headers the web app sends on every call (integration.md, "Gateway API"). */
export const API_HEADERS = {
  'x-api-key': 'kontor-web',
  'x-origin': 'kontor-web',
  'x-origin-version': '1.14.3',
  'Accept-Language': 'en',
};

interface OutboxEntry {
  email: string;
  code: string;
  purpose: string;
  createdAt: string | number;
}

/**
 * Reads the newest code the sandbox sent to `email` after `since` (GET /api/sandbox/outbox). With the session of
 * `request` (after the password) the gateway answers that session's codes only, so a parallel login of the same
 * persona never hands over its code; a prospect, who has no session before the code, reads as the operator.
 */
export async function readCode(
  request: APIRequestContext,
  email: string,
  since: number,
  { asOperator = false }: { asOperator?: boolean } = {},
): Promise<string> {
  let code: string | undefined;
  const headers = asOperator ? { ...API_HEADERS, ...SANDBOX_OPERATOR_HEADERS } : API_HEADERS;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/sandbox/outbox?email=${encodeURIComponent(email)}`, {
          headers,
        });
        if (!response.ok()) return `outbox answered HTTP ${response.status()}`;
        const entries = (await response.json()) as OutboxEntry[];
        // Newest first; a second worker may log the same persona in, so only a code sent after our submit counts;
        // a sign-in code, not another mail the bank sent the address (an eBill notice, a scan link).
        code = entries.find(
          (entry) =>
            (entry.purpose === 'strong' || entry.purpose === 'prospect') &&
            new Date(entry.createdAt).getTime() >= since - 1000,
        )?.code;
        return code ? 'found' : 'no new code yet';
      },
      { message: `a login code for ${email} in the sandbox outbox`, timeout: 15_000 },
    )
    .toBe('found');
  return code as string;
}

/**
 * A persona's sign-in as the app makes it (spec §2 Login: email and password, then the 6-digit code from the
 * outbox), through the page's own request context: the gateway's session cookie lands in the page's browser
 * context, and the page then opens the app at `/` signed in. The login form itself is tested screen by screen in
 * shell/personas.spec.ts and shell/i18n.spec.ts; rendering it before every other test cost some 4 s a test on
 * 2 cores (docs/performance.md, "The test command").
 */
export async function loginAs(page: Page, email: string): Promise<void> {
  const submittedAt = Date.now();
  const login = await page.request.post('/api/v3/auth/login', {
    headers: API_HEADERS,
    data: { email, password: PASSWORD },
  });
  expect(login.status(), `password login of ${email}`).toBe(200);
  const code = await readCode(page.request, email, submittedAt);
  const strong = await page.request.post('/api/v3/auth/strong', { headers: API_HEADERS, data: { code } });
  expect(strong.status(), `code step of ${email}`).toBe(200);
  recordPersona(page, email);
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 20_000 });
}

/** The login through the screens: the form, the code step, the app's own navigation to the dashboard. */
export async function loginThroughForm(page: Page, email: string): Promise<void> {
  recordPersona(page, email);
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  const submittedAt = Date.now();
  await page.locator('form button[type="submit"]').click();
  const codeInput = page.locator('input[autocomplete="one-time-code"]');
  await expect(codeInput).toBeVisible();
  await codeInput.fill(await readCode(page.request, email, submittedAt));
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 20_000 });
}

export interface LoggedRequest {
  url: string;
  resourceType: string;
  method: string;
  status: number | null;
}

/** Every request of the test's browser context, in order, with the response status once known. */
export class NetworkLog {
  readonly requests: LoggedRequest[] = [];
  private readonly byRequest = new Map<Request, LoggedRequest>();

  record(request: Request): void {
    const entry = {
      url: request.url(),
      resourceType: request.resourceType(),
      method: request.method(),
      status: null,
    };
    this.requests.push(entry);
    this.byRequest.set(request, entry);
  }

  answered(request: Request, status: number): void {
    const entry = this.byRequest.get(request);
    if (entry) entry.status = status;
  }

  matching(pattern: RegExp): LoggedRequest[] {
    return this.requests.filter((request) => pattern.test(request.url));
  }
}

export interface RemoteServers {
  /** Stops the fault host's server of this remote (its port then refuses connections). */
  stop(name: RemoteName): Promise<void>;
  start(name: RemoteName): Promise<void>;
}

async function control(name: RemoteName, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${CONTROL_URL}/remotes/${name}/${action}`, { method: 'POST' });
  if (response.status !== 204)
    throw new Error(`${action} ${name}: HTTP ${response.status} ${await response.text()}`);
}

export const test = base.extend<{
  api: APIRequestContext;
  network: NetworkLog;
  remoteServers: RemoteServers;
  loginAs: (page: Page, email: string) => Promise<void>;
  cspViolations: CspViolations;
}>({
  // Every test, every page: zero Content-Security-Policy violations (issue 10, item 6).
  cspViolations: [
    async ({ context, browser }, provide) => {
      const violations = new CspViolations();
      await violations.watch(context);
      const restore = violations.watchNewContexts(browser);
      await provide(violations);
      restore();
      violations.assertNone();
    },
    { auto: true },
  ],
  api: async ({ playwright }, provide) => {
    const api = await playwright.request.newContext({ baseURL: HOST_URL, extraHTTPHeaders: API_HEADERS });
    await provide(api);
    await api.dispose();
  },
  network: async ({ context }, provide) => {
    const log = new NetworkLog();
    context.on('request', (request) => log.record(request));
    context.on('response', (response) => log.answered(response.request(), response.status()));
    await provide(log);
  },
  // eslint-disable-next-line no-empty-pattern
  remoteServers: async ({}, provide) => {
    const stopped = new Set<RemoteName>();
    await provide({
      stop: async (name) => {
        await control(name, 'stop');
        stopped.add(name);
      },
      start: async (name) => {
        await control(name, 'start');
        stopped.delete(name);
      },
    });
    // A failed test must not leave a remote down for the next one.
    for (const name of stopped) await control(name, 'start');
  },
  // eslint-disable-next-line no-empty-pattern
  loginAs: async ({}, provide) => {
    await provide(loginAs);
  },
});

export { expect };
