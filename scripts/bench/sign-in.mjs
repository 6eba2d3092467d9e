// The benches' persona login through the API: password, then the code from the sandbox outbox (which answers
// the codes of the session it is read with); the Playwright request context keeps the session cookie.
import { PASSWORD } from '../lib/workspace.mjs';

/** Headers the web app sends on every call (docs/integration.md, "Gateway API"). */
export const API_HEADERS = { 'x-api-key': 'kontor-web', 'x-origin': 'kontor-web', 'Accept-Language': 'en' };

/**
 * @param {import('playwright-core').APIRequestContext} request
 * @param {string} hostUrl
 * @param {string} email
 */
export async function signIn(request, hostUrl, email) {
  const login = await request.post(`${hostUrl}/api/v3/auth/login`, {
    headers: API_HEADERS,
    data: { email, password: PASSWORD },
  });
  if (!login.ok()) throw new Error(`login ${email}: HTTP ${login.status()}`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const outbox = await (
      await request.get(`${hostUrl}/api/sandbox/outbox?email=${encodeURIComponent(email)}`, {
        headers: API_HEADERS,
      })
    ).json();
    const entry = outbox[0];
    if (entry) {
      const strong = await request.post(`${hostUrl}/api/v3/auth/strong`, {
        headers: API_HEADERS,
        data: { code: entry.code },
      });
      if (!strong.ok()) throw new Error(`strong auth ${email}: HTTP ${strong.status()}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${email} in the outbox`);
}

/** The sandbox operator's key the benches start their gateway with (a prospect's code is read as the operator). */
export const BENCH_OPERATOR_KEY = 'kontor-bench-operator';

/** A prospect's sign-in (spec §2 ProspectLogin): the e-mail, then the prospect code from the outbox. */
export async function signInProspect(request, hostUrl, email) {
  const since = Date.now();
  const login = await request.post(`${hostUrl}/api/v2/auth/prospects/login`, {
    headers: API_HEADERS,
    data: { email },
  });
  if (!login.ok()) throw new Error(`prospect login ${email}: HTTP ${login.status()}`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const outbox = await (
      await request.get(`${hostUrl}/api/sandbox/outbox?email=${encodeURIComponent(email)}`, {
        headers: { ...API_HEADERS, 'x-sandbox-operator-key': BENCH_OPERATOR_KEY },
      })
    ).json();
    const entry = outbox.find(
      (candidate) =>
        candidate.purpose === 'prospect' && new Date(candidate.createdAt).getTime() >= since - 1000,
    );
    if (entry) {
      const verify = await request.post(`${hostUrl}/api/v2/auth/prospects/verify`, {
        headers: API_HEADERS,
        data: { email, code: entry.code },
      });
      if (!verify.ok()) throw new Error(`prospect verify ${email}: HTTP ${verify.status()}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no prospect code for ${email} in the outbox`);
}
