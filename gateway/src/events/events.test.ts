import { defineRoute } from '../http/route';
import { publishEvent } from './publish';
import { forbidden } from '../http/errors';
import { createTestApp, loginAs, WEB_HEADERS, type TestApp } from '../../test/helpers';
import { TestEventStream } from '../../test/sse-client';
import {
  ANNA,
  BAECKEREI,
  CLAIRE,
  LUCA,
  NORA,
  partnershipAccountEntitled,
  partnershipUid,
} from '../../test/personas';
import { EVENT_ID_PATTERN, EVENT_POSITION_HEADER } from 'shared-kernel/bus';
import { cashAccountSubject } from '../accounts/audience';

/** A change in a partnership by the caller, announced on the stream in the same transaction. */
const partnershipChange = defineRoute<{ Body: { status: string; rollback?: boolean } }>({
  method: 'POST',
  url: '/api/test/partnership-change',
  family: 'test',
  auth: 'strong',
  context: 'partnership',
  schema: {
    body: {
      type: 'object',
      properties: { status: { type: 'string' }, rollback: { type: 'boolean' } },
      required: ['status'],
    },
  },
  async handler(request, reply) {
    const partnershipUid = request.ctx.partnershipUid!;
    await request.server.db
      .transaction()
      .execute(async (trx) => {
        await publishEvent(trx, {
          type: 'agentInPartnership',
          message: { partnershipUid, status: request.body.status },
          audience: { partnershipUid },
        });
        if (request.body.rollback) throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => {
        if (!request.body.rollback) throw error;
      });
    return reply.status(204).send();
  },
});

/** A change of one cash account: reaches whoever may view that account. */
const accountChange = defineRoute<{ Body: { accountUid: string } }>({
  method: 'POST',
  url: '/api/test/account-change',
  family: 'test',
  auth: 'strong',
  context: 'partnership',
  schema: {
    body: { type: 'object', properties: { accountUid: { type: 'string' } }, required: ['accountUid'] },
  },
  async handler(request, reply) {
    const { accountUid } = request.body;
    if (!(await request.ctx.can(accountUid, 'view'))) throw forbidden();
    await request.server.db.transaction().execute((trx) =>
      publishEvent(trx, {
        type: 'cashSubAccount',
        message: { cashAccountUid: accountUid, status: 'updated' },
        audience: { subject: cashAccountSubject(accountUid) },
      }),
    );
    return reply.status(204).send();
  },
});

let t: TestApp;
let baseUrl: string;
let baeckerei: string;
const cookies: Record<string, string> = {};
const open: TestEventStream[] = [];

async function stream(email: string, headers: Record<string, string> = {}) {
  const s = await TestEventStream.open(baseUrl, cookies[email]!, headers);
  open.push(s);
  return s;
}

function change(email: string, status: string, rollback = false) {
  return t.app.inject({
    method: 'POST',
    url: '/api/test/partnership-change',
    headers: { ...WEB_HEADERS, cookie: cookies[email]!, 'x-partnership-uid': baeckerei },
    payload: { status, rollback },
  });
}

beforeAll(async () => {
  t = await createTestApp({ extraRoutes: [partnershipChange, accountChange], config: { heartbeatMs: 200 } });
  baeckerei = await partnershipUid(t.db, BAECKEREI);
  for (const email of [ANNA, NORA, CLAIRE, LUCA]) cookies[email] = await loginAs(t.app, email);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => open.splice(0).forEach((s) => s.close()));
afterAll(() => t.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

it('a change by one member reaches another member of the partnership, not an outsider', async () => {
  const nora = await stream(NORA);
  const claire = await stream(CLAIRE);
  expect((await change(ANNA, 'status-1')).statusCode).toBe(204);
  const [received] = await nora.waitFor(1);
  expect(received!.message).toMatchObject({
    type: 'agentInPartnership',
    guid: expect.any(String),
    time: expect.any(String),
    message: { partnershipUid: baeckerei, status: 'status-1' },
  });
  expect(received!.id).toMatch(/^\d+$/);
  await settle();
  expect(claire.events).toEqual([]);
});

it('an event of a rolled-back change is never delivered', async () => {
  const nora = await stream(NORA);
  expect((await change(ANNA, 'never', true)).statusCode).toBe(204);
  expect((await change(ANNA, 'after-rollback')).statusCode).toBe(204);
  await nora.waitFor(1);
  await settle();
  expect(nora.events.map((e) => e.message.message.status)).toEqual(['after-rollback']);
});

it('an account event reaches who may view the account (entitlement), not other members', async () => {
  const account = await partnershipAccountEntitled(t.db, LUCA, baeckerei);
  const luca = await stream(LUCA);
  const claire = await stream(CLAIRE);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/test/account-change',
    headers: { ...WEB_HEADERS, cookie: cookies[LUCA]!, 'x-partnership-uid': baeckerei },
    payload: { accountUid: account },
  });
  expect(response.statusCode).toBe(204);
  const [received] = await luca.waitFor(1);
  expect(received!.message.message.cashAccountUid).toBe(account);
  await settle();
  expect(claire.events).toEqual([]);
});

it('a reconnect with Last-Event-ID gets what it missed, and nothing twice', async () => {
  const first = await stream(NORA);
  await change(ANNA, 'seen-1');
  const [seen] = await first.waitFor(1);
  first.close();
  await change(ANNA, 'missed-1');
  await change(ANNA, 'missed-2');

  const resumed = await stream(NORA, { 'last-event-id': seen!.id });
  await resumed.waitFor(2);
  await change(ANNA, 'live-1');
  await resumed.waitFor(3);
  await settle();
  expect(resumed.events.map((e) => e.message.message.status)).toEqual(['missed-1', 'missed-2', 'live-1']);
  const ids = resumed.events.map((e) => Number(e.id));
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  expect(new Set(ids).size).toBe(ids.length);

  // The query-string form resumes the same way.
  const viaQuery = await TestEventStream.open(baseUrl, cookies[NORA]!, {}, `?lastEventId=${seen!.id}`);
  open.push(viaQuery);
  await viaQuery.waitFor(3);
  expect(viaQuery.events.map((e) => e.message.message.status)).toEqual(['missed-1', 'missed-2', 'live-1']);
});

it('a change after a read reaches a stream opened later from the read’s position (x-kontor-event-position)', async () => {
  const read = async (cookie?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v3/auth/session',
      headers: { ...WEB_HEADERS, ...(cookie ? { cookie } : {}) },
    });
    return response.headers[EVENT_POSITION_HEADER] as string | undefined;
  };
  // The hub reads where the log stands as it starts: from then on every person's answer says it.
  let position = await read(cookies[NORA]);
  for (let tries = 0; position === undefined && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    position = await read(cookies[NORA]);
  }
  expect(position).toMatch(EVENT_ID_PATTERN);
  expect(await read()).toBeUndefined();

  // Nora's screen read its data; a colleague's change commits before her stream opens (1.5 s after load): a stream
  // opened from the read's position gets it (one opened without starts at the newest event it finds).
  await change(ANNA, 'before-the-stream');
  const fromRead = await TestEventStream.open(baseUrl, cookies[NORA]!, {}, `?lastEventId=${position!}`);
  open.push(fromRead);
  const statuses = () => fromRead.events.map((e) => e.message.message.status);
  for (let tries = 0; !statuses().includes('before-the-stream') && tries < 100; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await settle();
  // Events of earlier tests not yet numbered as the read came may come too; this one exactly once.
  expect(fromRead.events.filter((e) => e.message.message.status === 'before-the-stream')).toHaveLength(1);
});

it('sends heartbeat comments', async () => {
  const nora = await stream(NORA);
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(nora.comments).toBeGreaterThanOrEqual(2);
});

it('refuses a stream without a strong session', async () => {
  await expect(TestEventStream.open(baseUrl, 'kontor_local_session=forged')).rejects.toThrow('401');
});
