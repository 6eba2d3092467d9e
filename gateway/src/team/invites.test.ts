/**
 * Issue 32 through the HTTP API, on PGlite and PostgreSQL: invitations (create, list with the §4 filter and
 * paging, cancel, resend, the invitee's read and accept, single use), the invitee logging in with exactly the
 * rights given (pays from the one account, is refused on the other), and account rights (read, change, the
 * entitlementChanged event to the member, refusals as the kernel decides them).
 */
import { sql } from 'kysely';
import { mayManageTeamRights } from 'shared-kernel/domain';
import { loginAs, SANDBOX_OPERATOR_HEADERS, WEB_HEADERS } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';
import { ANNA, LUCA, NORA, RITA } from '../../test/personas';
import { createUrl, days, paymentBody } from '../payments/test-support';

const world = personaApp();
const PASSWORD = 'Lohn-Buchhaltung-2026';
let counter = 0;
const uniqueEmail = () => `invitee.${Date.now().toString(36)}.${(counter += 1)}@example.ch`;

const inviteBody = (email: string, accountRights: object[] = []) => ({
  email,
  name: 'Mia Keller',
  roles: ['delegate'],
  accountRights,
});
const lohn = () => world.accounts['Lohnkonto']!;
const betrieb = () => world.accounts['Betriebskonto']!;
const rights = (accountUid: string, view: boolean, capture: boolean, approve: boolean) => ({
  accountUid,
  view,
  capture,
  approve,
});

const invite = (caller: string, payload: object) =>
  world.call(caller, 'POST', `/api/v2/partnerships/${world.baeckerei}/invites`, {
    partnership: world.baeckerei,
    payload,
  });

/** The link the outbox caught for an e-mail (the mail catcher, read as the sandbox operator). */
async function mailedToken(email: string): Promise<string> {
  const response = await world.app.inject({
    method: 'GET',
    url: '/api/sandbox/outbox',
    query: { email },
    headers: SANDBOX_OPERATOR_HEADERS,
  });
  const mail = response
    .json<{ code: string; purpose: string }[]>()
    .find((entry) => entry.purpose === 'invite');
  if (!mail) throw new Error(`no invitation mailed to ${email}`);
  return mail.code.replace('/invitation/', '');
}

const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) =>
  world.app.inject({ method, url, headers: WEB_HEADERS, ...(payload ? { payload } : {}) });

const accept = (token: string, password = PASSWORD) =>
  anonymous('POST', `/api/v2/invitations/${token}/accept`, {
    name: 'Mia',
    familyName: 'Keller',
    birthdate: '1991-04-12',
    password,
  });

/** An invitation of a new address with these rights, accepted: the new member's e-mail. */
async function invitedMember(accountRights: object[]): Promise<{ email: string; uid: string }> {
  const email = uniqueEmail();
  expect((await invite(ANNA, inviteBody(email, accountRights))).statusCode).toBe(201);
  expect((await accept(await mailedToken(email))).statusCode).toBe(201);
  const person = await world.db
    .selectFrom('natural_persons')
    .select('uid')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { email, uid: person.uid };
}

const BAECKEREI_ROLES: Record<string, string[]> = {
  [ANNA]: ['partner', 'delegate', 'deputy'],
  [NORA]: ['partner', 'delegate'],
  [LUCA]: ['delegate'],
  [RITA]: [],
};

describe('inviting', () => {
  it.each(Object.entries(BAECKEREI_ROLES))(
    '%s (roles %j) may invite as the kernel decides',
    async (caller, roles) => {
      const email = uniqueEmail();
      const response = await invite(caller, inviteBody(email, [rights(lohn(), true, true, false)]));
      expect(response.statusCode).toBe(mayManageTeamRights(roles) ? 201 : 403);
      const list = await world.call(caller, 'GET', '/api/v2/invites', { partnership: world.baeckerei });
      expect(list.statusCode).toBe(mayManageTeamRights(roles) ? 200 : 403);
    },
  );

  it('mails a link, lists the invitation with its rights and pages with x-total-count', async () => {
    const email = uniqueEmail();
    const created = await invite(ANNA, inviteBody(email, [rights(lohn(), true, true, false)]));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email,
      status: 'new',
      roles: ['delegate'],
      asAdmin: false,
      accountRights: [rights(lohn(), true, true, false)],
      invitedBy: { name: 'Anna Meier' },
    });
    expect(await mailedToken(email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await world.db
      .selectFrom('invites')
      .select('token_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // Only the token's hash is stored, never the token.
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(await mailedToken(email));
    const page = await world.call(ANNA, 'GET', '/api/v2/invites?count=1&offset=0', {
      partnership: world.baeckerei,
    });
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['capture without view', [rights('LOHN', false, true, false)], 400],
    ['approve without view', [rights('LOHN', false, false, true)], 400],
    ['an account named twice', [rights('LOHN', true, false, false), rights('LOHN', true, true, false)], 400],
    ['an account of another owner', [rights('ANNA', true, true, false)], 400],
  ])('refuses %s with a ValidationError and writes nothing', async (_what, entries, status) => {
    const email = uniqueEmail();
    const accountRights = entries.map((entry) => ({
      ...entry,
      accountUid: entry.accountUid === 'LOHN' ? lohn() : world.accounts['anna:Privatkonto']!,
    }));
    const response = await invite(ANNA, inviteBody(email, accountRights));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ name: 'ValidationError', data: [{ field: 'accountRights' }] });
    const rows = await world.db.selectFrom('invites').select('uid').where('email', '=', email).execute();
    expect(rows).toEqual([]);
  });

  it('refuses a second open invitation of one address and a present member (409)', async () => {
    const email = uniqueEmail();
    expect((await invite(ANNA, inviteBody(email))).statusCode).toBe(201);
    expect((await invite(ANNA, inviteBody(email))).json()).toMatchObject({ code: 'invite_exists' });
    const member = await invite(ANNA, inviteBody(NORA));
    expect([member.statusCode, member.json().code]).toEqual([409, 'already_member']);
  });
});

describe("the invitee's link", () => {
  it('shows the partnership, the inviter and the status only, logged out', async () => {
    const email = uniqueEmail();
    await invite(ANNA, inviteBody(email));
    const response = await anonymous('GET', `/api/v2/invitations/${await mailedToken(email)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      partnershipName: 'Bäckerei Meier GmbH',
      inviterName: 'Anna Meier',
      status: 'active',
      open: true,
    });
    expect(response.body).not.toContain(email);
    expect((await anonymous('GET', `/api/v2/invitations/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  // The one password rule (the kernel's passwordProblems), as a reset and a new customer's first password; a
  // password under 12 characters already fails the body's schema (minLength, the contract's newPasswordSchema).
  it.each([
    ['a short password', () => 'kurz-1', 'minLength'],
    ['a password without a digit', () => 'Lohnbuchhaltung-ohne', 'passwordLettersAndDigits'],
    ['a password of 129 characters', () => `Lohn-2026${'x'.repeat(120)}`, 'passwordTooLong'],
    ['a password with the e-mail', (email: string) => `${email.split('@')[0]}-2026`, 'passwordHasEmail'],
  ])('refuses %s with a field error and registers nobody', async (_what, passwordOf, code) => {
    const email = uniqueEmail();
    await invite(ANNA, inviteBody(email));
    const response = await accept(await mailedToken(email), passwordOf(email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      data: [expect.objectContaining({ field: 'password', code })],
    });
    const people = await world.db
      .selectFrom('natural_persons')
      .select('uid')
      .where('email', '=', email)
      .execute();
    expect(people).toEqual([]);
  });

  it('registers once: a second accept is a 409, the link then reads registered', async () => {
    const email = uniqueEmail();
    await invite(ANNA, inviteBody(email, [rights(lohn(), true, true, false)]));
    const token = await mailedToken(email);
    const first = await accept(token);
    expect([first.statusCode, first.json()]).toEqual([201, { email, status: 'registered' }]);
    const second = await accept(token);
    expect([second.statusCode, second.json().code]).toEqual([409, 'invite_registered']);
    expect((await anonymous('GET', `/api/v2/invitations/${token}`)).json()).toMatchObject({
      status: 'registered',
      open: false,
    });
    const listed = await world.call(ANNA, 'GET', '/api/v2/invites?status=registered&count=100', {
      partnership: world.baeckerei,
    });
    expect(listed.json().map((row: { email: string }) => row.email)).toContain(email);
  });

  it('a resent link replaces the old one; a cancelled one stops working', async () => {
    const email = uniqueEmail();
    const created = (await invite(ANNA, inviteBody(email))).json<{ uid: string }>();
    const oldToken = await mailedToken(email);
    const base = `/api/v2/partnerships/${world.baeckerei}/invites/${created.uid}`;
    const resent = await world.call(ANNA, 'POST', `${base}/resend`, { partnership: world.baeckerei });
    expect(resent.statusCode).toBe(200);
    const newToken = await mailedToken(email);
    expect(newToken).not.toBe(oldToken);
    expect((await anonymous('GET', `/api/v2/invitations/${oldToken}`)).statusCode).toBe(404);
    expect((await anonymous('GET', `/api/v2/invitations/${newToken}`)).statusCode).toBe(200);
    const luca = await world.call(LUCA, 'POST', `${base}/cancel`, { partnership: world.baeckerei });
    expect(luca.statusCode).toBe(403);
    const cancelled = await world.call(ANNA, 'POST', `${base}/cancel`, { partnership: world.baeckerei });
    expect([cancelled.statusCode, cancelled.json().status]).toEqual([200, 'cancelled']);
    const late = await accept(newToken);
    expect([late.statusCode, late.json().code]).toEqual([409, 'invite_cancelled']);
    const again = await world.call(ANNA, 'POST', `${base}/cancel`, { partnership: world.baeckerei });
    expect([again.statusCode, again.json().code]).toEqual([409, 'invite_cancelled']);
    const listed = await world.call(ANNA, 'GET', '/api/v2/invites?status=cancelled&count=100', {
      partnership: world.baeckerei,
    });
    expect(listed.json().every((row: { status: string }) => row.status === 'cancelled')).toBe(true);
    expect(listed.json().map((row: { uid: string }) => row.uid)).toContain(created.uid);
  });

  it('an expired invitation cannot be accepted (409), and resending opens it again', async () => {
    const email = uniqueEmail();
    const created = (await invite(ANNA, inviteBody(email))).json<{ uid: string }>();
    await sql`update invites set expires_at = now() - interval '1 day' where uid = ${created.uid}`.execute(
      world.db,
    );
    const token = await mailedToken(email);
    const refused = await accept(token);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'invite_expired']);
    await world.call(ANNA, 'POST', `/api/v2/partnerships/${world.baeckerei}/invites/${created.uid}/resend`, {
      partnership: world.baeckerei,
    });
    expect((await accept(await mailedToken(email))).statusCode).toBe(201);
  });
});

describe('the new member holds exactly the rights given', () => {
  it('logs in, sees its entitlements, pays from the Lohnkonto and is refused on the Betriebskonto', async () => {
    const member = await invitedMember([rights(lohn(), true, true, false)]);
    const cookie = await loginAs(world.app, member.email, PASSWORD);
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      world.call(null, method, url, { cookie, partnership: world.baeckerei, payload });
    const mine = await as('POST', `/api/v2/partnerships/${world.baeckerei}/my-entitlements`);
    expect(
      mine
        .json<{ entitlements: { entityUID: string; entityType: string; action: string }[] }>()
        .entitlements.map(
          (row) =>
            `${row.entityType} ${row.entityUID === lohn() ? 'Lohnkonto' : row.entityUID === world.baeckerei ? 'Bäckerei' : row.entityUID} ${row.action}`,
        )
        .sort(),
    ).toEqual([
      'CashAccount Lohnkonto capture',
      'CashAccount Lohnkonto view',
      'PartnershipContract Bäckerei view',
    ]);
    const { later } = await days(world.db);
    expect((await as('POST', createUrl(lohn()), paymentBody(lohn(), later))).statusCode).toBe(201);
    expect((await as('POST', createUrl(betrieb()), paymentBody(betrieb(), later))).statusCode).toBe(403);
    const engagement = await world.db
      .selectFrom('partnership_engagements')
      .select('roles')
      .where('person_uid', '=', member.uid)
      .executeTakeFirstOrThrow();
    expect(engagement.roles).toEqual(['delegate']);
  });

  it('invited as admin, holds the deputy role too', async () => {
    const email = uniqueEmail();
    await invite(ANNA, { ...inviteBody(email), asAdmin: true });
    await accept(await mailedToken(email));
    const row = await world.db
      .selectFrom('partnership_engagements as e')
      .innerJoin('natural_persons as p', 'p.uid', 'e.person_uid')
      .select(['e.roles', 'p.is_registered'])
      .where('p.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ roles: ['delegate', 'deputy'], is_registered: false });
  });
});

const rightsUrl = (memberUid: string) =>
  `/api/v2/partnerships/${world.baeckerei}/members/${memberUid}/account-rights`;

describe('account rights', () => {
  it.each(Object.entries(BAECKEREI_ROLES))(
    '%s (roles %j) reads the table as the kernel decides',
    async (caller, roles) => {
      const response = await world.call(
        caller,
        'GET',
        `/api/v2/partnerships/${world.baeckerei}/account-rights`,
        {
          partnership: world.baeckerei,
        },
      );
      expect(response.statusCode).toBe(mayManageTeamRights(roles) ? 200 : 403);
      if (response.statusCode !== 200) return;
      const luca = response
        .json<{ members: { personUid: string; accounts: { accountUid: string; capture: boolean }[] }[] }>()
        .members.find((row) => row.personUid === world.persons[LUCA]);
      expect(luca?.accounts.find((account) => account.accountUid === betrieb())?.capture).toBe(true);
      expect(luca?.accounts.find((account) => account.accountUid === lohn())?.capture).toBe(false);
    },
  );

  it('taking capture away reaches the member as entitlementChanged and the gateway refuses the payment', async () => {
    const member = await invitedMember([rights(lohn(), true, true, false)]);
    const cookie = await loginAs(world.app, member.email, PASSWORD);
    const before = await world.db
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const changed = await world.call(ANNA, 'PUT', rightsUrl(member.uid), {
      partnership: world.baeckerei,
      payload: { accounts: [rights(lohn(), true, false, false)] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().accounts).toContainEqual(rights(lohn(), true, false, false));
    const events = await world.db
      .selectFrom('events')
      .select(['type', 'recipients', 'payload'])
      .where('id', '>', String(before?.id ?? '0'))
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.type).toBe('entitlementChanged');
    expect(events[0]!.recipients).toEqual(
      expect.arrayContaining([member.uid, world.persons[ANNA]!, world.persons[NORA]!]),
    );
    expect(events[0]!.recipients).not.toContain(world.persons[LUCA]);
    const { later } = await days(world.db);
    const refused = await world.call(null, 'POST', createUrl(lohn()), {
      cookie,
      partnership: world.baeckerei,
      payload: paymentBody(lohn(), later),
    });
    expect(refused.statusCode).toBe(403);
  });

  it.each([
    ['capture without view', [rights('LOHN', false, true, false)], 400],
    ['an unknown account', [rights('00000000-0000-4000-8000-000000000000', true, false, false)], 400],
  ])('refuses %s (400) and changes nothing', async (_what, entries, status) => {
    const luca = world.persons[LUCA]!;
    const accounts = entries.map((entry) => ({
      ...entry,
      accountUid: entry.accountUid === 'LOHN' ? lohn() : entry.accountUid,
    }));
    const response = await world.call(ANNA, 'PUT', rightsUrl(luca), {
      partnership: world.baeckerei,
      payload: { accounts },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ name: 'ValidationError' });
  });

  it('gives a registered-only person (Rita) view but no capture, refuses Luca the change, 404 for a non-member', async () => {
    const rita = world.persons[RITA]!;
    const refused = await world.call(ANNA, 'PUT', rightsUrl(rita), {
      partnership: world.baeckerei,
      payload: { accounts: [rights(lohn(), true, true, false)] },
    });
    expect([refused.statusCode, refused.json().data?.[0]?.code]).toEqual([400, 'registeredOnly']);
    const luca = await world.call(LUCA, 'PUT', rightsUrl(world.persons[NORA]!), {
      partnership: world.baeckerei,
      payload: { accounts: [rights(lohn(), false, false, false)] },
    });
    expect(luca.statusCode).toBe(403);
    const stranger = await world.call(ANNA, 'PUT', rightsUrl(world.persons['claire@kontor.test']!), {
      partnership: world.baeckerei,
      payload: { accounts: [rights(lohn(), true, false, false)] },
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('parallel requests', () => {
  it('two accepts of one invitation: one registers, the other is refused, one person exists', async () => {
    const email = uniqueEmail();
    await invite(ANNA, inviteBody(email, [rights(lohn(), true, true, false)]));
    const token = await mailedToken(email);
    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const people = await world.db
      .selectFrom('natural_persons')
      .select('uid')
      .where('email', '=', email)
      .execute();
    expect(people).toHaveLength(1);
  });

  it('two rights changes at once: both answer, the final rows are one of the two, no 500', async () => {
    const member = await invitedMember([rights(lohn(), true, false, false)]);
    const a = [rights(lohn(), true, true, false), rights(betrieb(), true, false, false)];
    const b = [rights(lohn(), true, false, true), rights(betrieb(), false, false, false)];
    const answers = await Promise.all(
      [a, b, a, b].map((accounts) =>
        world.call(ANNA, 'PUT', rightsUrl(member.uid), {
          partnership: world.baeckerei,
          payload: { accounts },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await world.db
      .selectFrom('entitlements')
      .select(['entity_uid', 'action'])
      .where('person_uid', '=', member.uid)
      .where('entity_type', '=', 'CashAccount')
      .execute();
    const state = rows.map((row) => `${row.entity_uid === lohn() ? 'lohn' : 'betrieb'} ${row.action}`).sort();
    expect([
      ['betrieb view', 'lohn capture', 'lohn view'],
      ['lohn approve', 'lohn view'],
    ]).toContainEqual(state);
  });
});
