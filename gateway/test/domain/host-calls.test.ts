import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createTestApp, loginAs, loginProspect, WEB_HEADERS, type TestApp } from '../helpers';
import { ANNA, BAECKEREI, LUCA, NORA, PAUL, partnershipUid, personUid } from '../platform/personas';

/** Spec §7 calls the host makes for its session snapshot, badges and menu rules. */
let t: TestApp;
const cookies: Record<string, string> = {};
let anna: string;
let baeckerei: string;

beforeAll(async () => {
  t = await createTestApp();
  anna = await personUid(t.db, ANNA);
  baeckerei = await partnershipUid(t.db, BAECKEREI);
  cookies.anna = await loginAs(t.app, ANNA);
  cookies.luca = await loginAs(t.app, LUCA);
  cookies.paul = await loginProspect(t.app, PAUL);
});
afterAll(() => t.close());

const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...WEB_HEADERS, cookie, ...headers } });

describe('GET /api/v2/auth/prospects', () => {
  it("returns the prospect's data, verified (active) after the email code", async () => {
    const response = await get('/api/v2/auth/prospects', cookies.paul!);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'active',
      conditionCodes: ['GTC', 'DPP'],
      emailAddress: PAUL,
      nickName: 'Paul',
    });
    expect(body.conditionsLong.map((entry: { code: string }) => entry.code)).toEqual(['GTC', 'DPP']);
    expect(body.conditionsLong[0].text.length).toBeGreaterThan(20);
  });

  it('is refused to a customer session and to nobody', async () => {
    expect((await get('/api/v2/auth/prospects', cookies.anna!)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v2/auth/prospects',
      headers: WEB_HEADERS,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/v2/prospective-clients', () => {
  it("lists only the caller's open client onboardings", async () => {
    const annaList = (await get('/api/v2/prospective-clients', cookies.anna!)).json();
    expect(annaList).toEqual([
      expect.objectContaining({ clientName: 'Meier Immobilien AG', status: 'open' }),
    ]);
    expect((await get('/api/v2/prospective-clients', cookies.luca!)).json()).toEqual([]);
  });

  it('is private context only', async () => {
    const response = await get('/api/v2/prospective-clients', cookies.anna!, {
      'x-partnership-uid': baeckerei,
    });
    expect(response.statusCode).toBe(403);
  });
});

it('GET /api/v2/partnerships/{uid}/members?uid= answers the one member', async () => {
  const nora = await personUid(t.db, NORA);
  const response = await get(`/api/v2/partnerships/${baeckerei}/members?uid=${nora}`, cookies.anna!, {
    'x-partnership-uid': baeckerei,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-total-count']).toBe('1');
  expect(response.json().map((member: { personInfo: { uid: string } }) => member.personInfo.uid)).toEqual([
    nora,
  ]);
});

describe('virtual identities carry the eBill status (spec §4)', () => {
  it("gives Anna's eBill identity ACTIVE and no status to the others", async () => {
    const identities = (
      await get(`/api/v2/natural-persons/${anna}/virtual-identities`, cookies.anna!)
    ).json();
    expect(identities).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ typeName: 'ebill', status: 'ACTIVE' }),
        expect.objectContaining({ typeName: 'kontor', status: null }),
      ]),
    );
  });

  it("shows a partnership's requested eBill business registration as REQUESTED", async () => {
    const url = `/api/v2/partnerships/${baeckerei}/virtual-identities`;
    const headers = { 'x-partnership-uid': baeckerei };
    const before = (await get(url, cookies.anna!, headers)).json() as { typeName: string }[];
    expect(before.some((identity) => identity.typeName.startsWith('ebill'))).toBe(false);
    await sql`insert into ebill_participants (uid, owner_uid, owner_type, status, email)
      values (${randomUUID()}, ${baeckerei}, 'partnership', 'REQUESTED', 'info@baeckerei-meier.ch')`.execute(
      t.db,
    );
    const after = (await get(url, cookies.anna!, headers)).json();
    expect(after).toEqual(
      expect.arrayContaining([expect.objectContaining({ typeName: 'ebill-business', status: 'REQUESTED' })]),
    );
  });
});

it('GET /api/natural-persons/{uid}/export-tickets exists for the Documents entry rule', async () => {
  const response = await get(`/api/natural-persons/${anna}/export-tickets`, cookies.anna!);
  expect(response.statusCode).toBe(200);
  expect(Array.isArray(response.json())).toBe(true);
});
