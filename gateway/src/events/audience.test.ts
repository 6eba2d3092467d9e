/**
 * Issue 10 item 2: an event reaches exactly those who may read what it carries. Rita (registered only in
 * Bäckerei Meier GmbH, refused its accounts' statistics) hears nothing about Betriebskonto or Lohnkonto or
 * their payment orders, while Anna (capture and approve on both) hears all of it; a stream ends with its
 * session (logout, rotation, expiry).
 */
import type { StreamMessage } from 'shared-kernel/bus';
import { loginAs, SANDBOX_OPERATOR_HEADERS, sessionCookieOf, WEB_HEADERS } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';
import { ANNA, RITA } from '../../test/personas';
import { TestEventStream } from '../../test/sse-client';
import { days, paymentBody, createUrl } from '../payments/test-support';
import { defineRoute } from '../http/route';
import { driftCase, expectNoDrift, personaContexts } from '../../test/rules-drift';
import { accountViewers } from '../accounts/audience';
import { publishEvent } from './publish';

/** A partnership-wide notice every member may hear: the marker that earlier events were delivered. */
const memberNotice = defineRoute<{ Body: { note: string } }>({
  method: 'POST',
  url: '/api/test/member-notice',
  family: 'test',
  auth: 'strong',
  context: 'partnership',
  schema: { body: { type: 'object', properties: { note: { type: 'string' } }, required: ['note'] } },
  async handler(request, reply) {
    const partnershipUid = request.ctx.partnershipUid!;
    await request.server.db.transaction().execute((trx) =>
      publishEvent(trx, {
        type: 'agentInPartnership',
        message: { partnershipUid, status: request.body.note },
        audience: { partnershipUid },
      }),
    );
    return reply.status(204).send();
  },
});

const world = personaApp({ extraRoutes: [memberNotice], config: { heartbeatMs: 200, sessionCheckMs: 200 } });
let baseUrl = '';
const open: TestEventStream[] = [];

beforeAll(async () => {
  baseUrl = await world.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => open.splice(0).forEach((stream) => stream.close()));

async function streamOf(cookie: string): Promise<TestEventStream> {
  const stream = await TestEventStream.open(baseUrl, cookie);
  open.push(stream);
  return stream;
}

async function bookOn(accountUid: string, amountValue: number) {
  const account = await world.db
    .selectFrom('cash_accounts')
    .select('iban')
    .where('uid', '=', accountUid)
    .executeTakeFirstOrThrow();
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/sandbox/bookings',
    headers: SANDBOX_OPERATOR_HEADERS,
    payload: {
      iban: account.iban,
      direction: 'credit',
      amountValue,
      currency: 'CHF',
      counterpartyName: 'Kunde AG',
    },
  });
  expect(response.statusCode).toBe(201);
}

const carriesAccount = (message: StreamMessage, accounts: string[]) =>
  accounts.includes(String(message.message.cashAccountUid ?? message.message.rootEntityUid ?? ''));

it("Rita hears nothing about Bäckerei's accounts or their payment orders; Anna hears all of it", async () => {
  const accounts = [world.accounts['Betriebskonto']!, world.accounts['Lohnkonto']!];
  const anna = await streamOf(await loginAs(world.app, ANNA));
  const rita = await streamOf(await loginAs(world.app, RITA));

  await bookOn(accounts[0]!, 1_000);
  await bookOn(accounts[1]!, 2_000);
  const { later } = await days(world.db);
  const order = await world.call(ANNA, 'POST', createUrl(accounts[0]!), {
    partnership: world.baeckerei,
    payload: paymentBody(accounts[0]!, later),
  });
  expect(order.statusCode).toBeLessThan(300);
  const notice = await world.call(ANNA, 'POST', '/api/test/member-notice', {
    partnership: world.baeckerei,
    payload: { note: 'marker' },
  });
  expect(notice.statusCode).toBe(204);

  const isMarker = (e: { message: StreamMessage }) => e.message.message.status === 'marker';
  await rita.waitUntil((events) => events.some(isMarker));
  await anna.waitUntil((events) => events.some(isMarker));
  expect(rita.events.filter((e) => carriesAccount(e.message, accounts))).toEqual([]);
  const annaTypes = anna.events.filter((e) => carriesAccount(e.message, accounts)).map((e) => e.message.type);
  expect(annaTypes.filter((type) => type === 'cashSubAccount')).toHaveLength(2);
  expect(annaTypes).toContain('paymentOrder');
});

it('the audience of an account event is exactly who may read that account (every persona, every account)', async () => {
  const accounts = await world.db
    .selectFrom('cash_accounts')
    .select(['uid', 'owner_uid', 'account_name'])
    .execute();
  const viewers = new Map<string, string[]>();
  for (const account of accounts) viewers.set(account.uid, await accountViewers(world.db, account.uid));
  const cases = (await personaContexts(world.db)).flatMap((context) =>
    accounts
      .filter((account) => account.owner_uid === context.uid)
      .map((account) =>
        driftCase(
          `${context.email} in ${context.name}: events about ${account.account_name}`,
          viewers.get(account.uid)!.includes(context.personUid),
          () =>
            world.call(context.email, 'GET', `/api/v2/accounts/${account.uid}/stats`, {
              partnership: context.partnershipUid ?? undefined,
            }),
          { allowed: [200], refused: [403, 404] },
        ),
      ),
  );
  await expectNoDrift(cases);
});

describe('a stream ends with its session', () => {
  it('at logout', async () => {
    const cookie = await loginAs(world.app, ANNA);
    const stream = await streamOf(cookie);
    const out = await world.app.inject({
      method: 'POST',
      url: '/api/v3/auth/logout',
      headers: { ...WEB_HEADERS, cookie },
    });
    expect(out.statusCode).toBe(204);
    await stream.endedWithin(5_000);
  });

  it('when the session is refreshed into a new token (the browser reconnects with it)', async () => {
    const cookie = await loginAs(world.app, ANNA);
    const stream = await streamOf(cookie);
    const refreshed = await world.app.inject({
      method: 'POST',
      url: '/api/v3/auth/refresh',
      headers: { ...WEB_HEADERS, cookie },
    });
    expect(refreshed.statusCode).toBe(204);
    await stream.endedWithin(5_000);
    await streamOf(sessionCookieOf(refreshed, world.t.config)!);
  });

  it('when the session expires', async () => {
    const cookie = await loginAs(world.app, RITA);
    const stream = await streamOf(cookie);
    await world.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('email', '=', RITA)
      .where('revoked_at', 'is', null)
      .execute();
    await stream.endedWithin(5_000);
  });
});
