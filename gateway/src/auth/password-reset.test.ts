/**
 * The password reset of /login/more-info (issue 33 item 1; docs/security.md "Password reset"): a link through the
 * outbox for a customer's email only, the token stored hashed, single use under parallel requests, expiry, a newer
 * link ending the older, the kernel's password rule, and every session of the person ended.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  createTestApp,
  loginAs,
  SANDBOX_OPERATOR_HEADERS,
  WEB_HEADERS,
  type TestApp,
} from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Frisches-Passwort-77';

/** A fresh customer of the test's own (never a persona's password). */
async function freshCustomer(tag: string): Promise<string> {
  const email = `reset.${tag}@example.ch`;
  await sql`insert into natural_persons (uid, email, password_hash, status, language, name, family_name, birthdate, gender, nationality, domicile_country)
    select gen_random_uuid()::text, ${email}, password_hash, 'identified', 'de', 'Reto', 'Keller', '1980-01-01', 'male', 'CHE', 'CHE'
    from natural_persons where email = 'anna@kontor.test'`.execute(t.db);
  return email;
}

const ask = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v3/auth/password-reset',
    headers: { ...WEB_HEADERS, origin: 'http://localhost:8080' },
    payload: { email },
  });
const confirm = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v3/auth/password-reset/confirm',
    headers: WEB_HEADERS,
    payload: { token, password },
  });

async function resetLinks(email: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/sandbox/outbox',
    query: { email },
    headers: SANDBOX_OPERATOR_HEADERS,
  });
  return response
    .json<{ code: string; purpose: string }[]>()
    .filter((entry) => entry.purpose === 'passwordReset')
    .map((entry) => entry.code);
}
const tokenOf = (link: string) => new URL(link).searchParams.get('reset')!;

it('sends a link for a customer only, keeps only the hash, and answers alike for an unknown email', async () => {
  const email = await freshCustomer('hash');
  expect((await ask(email)).statusCode).toBe(204);
  expect((await ask('nobody@example.ch')).statusCode).toBe(204);
  expect(await resetLinks('nobody@example.ch')).toEqual([]);
  const [link] = await resetLinks(email);
  expect(link).toMatch(/^http:\/\/localhost:8080\/login\/more-info\?reset=[A-Za-z0-9_-]{43}$/);
  const stored = await t.db.selectFrom('password_resets').select('token_hash').execute();
  const token = tokenOf(link!);
  expect(stored.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
  expect(JSON.stringify(stored)).not.toContain(token);
});

it('sets the password once under two parallel uses, ends the old sessions, and the new password logs in', async () => {
  const email = await freshCustomer('race');
  const before = await loginAs(t.app, email);
  await ask(email);
  const token = tokenOf((await resetLinks(email))[0]!);
  const answers = await Promise.all([confirm(token), confirm(token)]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 400]);
  expect(answers.find((answer) => answer.statusCode === 400)!.json().code).toBe('reset_link_invalid');
  const oldSession = await t.app.inject({
    method: 'GET',
    url: '/api/v3/auth/session',
    headers: { ...WEB_HEADERS, cookie: before },
  });
  expect(oldSession.json().authLevel).toBe('none');
  await expect(loginAs(t.app, email)).rejects.toThrow(/401/);
  expect(await loginAs(t.app, email, NEW_PASSWORD)).toMatch(/=/);
  expect((await confirm(token, 'Noch-ein-Passwort-88')).statusCode).toBe(400);
});

it('refuses a weak password without using the link, an expired link, a replaced link and a malformed token', async () => {
  const email = await freshCustomer('rules');
  await ask(email);
  const token = tokenOf((await resetLinks(email))[0]!);
  const weak = await confirm(token, 'reset.rules-2026x');
  expect(weak.statusCode).toBe(400);
  expect(weak.json()).toMatchObject({
    name: 'ValidationError',
    data: [{ field: 'password', code: 'passwordHasEmail' }],
  });
  // A second request within the minute sends nothing new; after it, the newer link ends the older one.
  await ask(email);
  expect(await resetLinks(email)).toHaveLength(1);
  await sql`update password_resets set created_at = created_at - interval '2 minutes'`.execute(t.db);
  await ask(email);
  const [newer] = await resetLinks(email);
  expect((await confirm(token)).json().code).toBe('reset_link_invalid');
  await sql`update password_resets set expires_at = now() - interval '1 second' where used_at is null`.execute(
    t.db,
  );
  expect((await confirm(tokenOf(newer!))).json().code).toBe('reset_link_expired');
  expect((await confirm('short')).statusCode).toBe(400);
  expect((await confirm('x'.repeat(43))).json().code).toBe('reset_link_invalid');
});
