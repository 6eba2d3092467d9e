/**
 * A seeded gateway for one test file, called as the personas (PERSONAS.md): `personaApp()` registers the
 * jest hooks that create and close it, looks up the seeded uids by name and logs each persona in once.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { KontorDb } from '../src/db/database';
import { createTestApp, loginAs, WEB_HEADERS, type TestApp, type TestAppOptions } from './helpers';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** Sent as x-partnership-uid: the partnership context of the call. */
  partnership?: string;
  payload?: object;
  /** Another session of the persona than the one logged in once. */
  cookie?: string;
  headers?: Record<string, string>;
}

export interface PersonaApp {
  readonly t: TestApp;
  readonly app: TestApp['app'];
  readonly db: KontorDb;
  /** Person uid by email. */
  readonly persons: Record<string, string>;
  /** Account uid by name; Anna's private accounts as `anna:<name>` (Privatkonto, Sparkonto, Euro-Konto). */
  readonly accounts: Record<string, string>;
  /** Bäckerei Meier GmbH, the partnership most rules are shown in. */
  readonly baeckerei: string;
  partnership(name: string): Promise<string>;
  /** A call with the web app's headers, as the persona (strong session), or anonymous when `email` is null. */
  call(
    email: string | null,
    method: Method,
    url: string,
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
}

export function personaApp(options: TestAppOptions = {}): PersonaApp {
  let testApp: TestApp | undefined;
  let baeckerei = '';
  /** One login per persona, shared by concurrent calls (parallel logins would race for the outbox code). */
  const logins: Record<string, Promise<string>> = {};
  const persons: Record<string, string> = {};
  const accounts: Record<string, string> = {};
  const current = () => {
    if (!testApp) throw new Error('personaApp: used outside a test');
    return testApp;
  };

  beforeAll(async () => {
    testApp = await createTestApp(options);
    const db = testApp.db;
    for (const row of await db.selectFrom('natural_persons').select(['uid', 'email']).execute())
      persons[row.email] = row.uid;
    for (const row of await db
      .selectFrom('cash_accounts')
      .select(['uid', 'account_name', 'owner_uid'])
      .execute())
      accounts[`${row.owner_uid === persons['anna@kontor.test'] ? 'anna:' : ''}${row.account_name}`] =
        row.uid;
    baeckerei = await world.partnership('Bäckerei Meier GmbH');
  });
  afterAll(() => testApp?.close());

  const world: PersonaApp = {
    get t() {
      return current();
    },
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    persons,
    accounts,
    get baeckerei() {
      return baeckerei;
    },
    async partnership(name) {
      const row = await current()
        .db.selectFrom('partnerships')
        .select('uid')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.uid;
    },
    async call(email, method, url, callOptions = {}) {
      if (email && !callOptions.cookie) logins[email] ??= loginAs(current().app, email);
      const cookie = callOptions.cookie ?? (email ? await logins[email] : undefined);
      return current().app.inject({
        method,
        url,
        payload: callOptions.payload,
        headers: {
          ...WEB_HEADERS,
          ...(cookie ? { cookie } : {}),
          ...(callOptions.partnership ? { 'x-partnership-uid': callOptions.partnership } : {}),
          ...callOptions.headers,
        },
      });
    },
  };
  return world;
}
