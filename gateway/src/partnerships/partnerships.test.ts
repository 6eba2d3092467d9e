/** Partnership reads: members, entitlements, not fully set up partnerships, activities. */
import { ANNA, NORA } from '../../test/personas';
import { personaApp } from '../../test/persona-app';

const world = personaApp();
const { call, persons, accounts } = world;

describe('partnership reads', () => {
  it('pages members with x-total-count and hides them from outsiders', async () => {
    const page = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/partnerships/${world.baeckerei}/members?count=2&offset=0`,
      { partnership: world.baeckerei },
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.json<unknown[]>()).toHaveLength(2);
    const outsider = await call(
      'claire@kontor.test',
      'GET',
      `/api/v2/partnerships/${world.baeckerei}/members`,
    );
    expect(outsider.statusCode).toBe(403);
  });

  it('lists my entitlements: Luca has capture on Betriebskonto but only view on Lohnkonto', async () => {
    const response = await call(
      'luca@kontor.test',
      'POST',
      `/api/v2/partnerships/${world.baeckerei}/my-entitlements`,
      { partnership: world.baeckerei },
    );
    const rights = response.json<{ entitlements: { entityUID: string; action: string }[] }>().entitlements;
    const on = (uid: string) =>
      rights
        .filter((right) => right.entityUID === uid)
        .map((right) => right.action)
        .sort();
    expect(on(accounts.Betriebskonto!)).toEqual(['capture', 'view']);
    expect(on(accounts.Lohnkonto!)).toEqual(['view']);
  });
});

describe('not fully set up partnerships and activities', () => {
  it('refuses partnership details and subscription to a bootstrapper-only person (spec §6)', async () => {
    const keller = (
      await world.db
        .selectFrom('partnerships')
        .select('uid')
        .where('name', '=', 'Keller Robotics AG')
        .executeTakeFirstOrThrow()
    ).uid;
    expect(
      (await call('ben@kontor.test', 'GET', `/api/v2/partnerships/${keller}`, { partnership: keller }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('ben@kontor.test', 'GET', `/api/v2/agent/${keller}/subscription`, { partnership: keller }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('ben@kontor.test', 'GET', `/api/v2/partnerships/${keller}/activities`, {
          partnership: keller,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('adds the payment orders awaiting approval to a delegate activities', async () => {
    const response = await call(
      'luca@kontor.test',
      'GET',
      `/api/v2/partnerships/${world.baeckerei}/activities`,
      {
        partnership: world.baeckerei,
      },
    );
    const activities = response.json<{ code: string; refDataTag: string }[]>();
    expect(activities.filter((activity) => activity.code === 'pending_payment_order').length).toBeGreaterThan(
      0,
    );
  });
});

it('GET /api/v2/partnerships/{uid}/members?uid= answers the one member', async () => {
  const nora = persons[NORA]!;
  const response = await call(ANNA, 'GET', `/api/v2/partnerships/${world.baeckerei}/members?uid=${nora}`, {
    partnership: world.baeckerei,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-total-count']).toBe('1');
  expect(response.json().map((member: { personInfo: { uid: string } }) => member.personInfo.uid)).toEqual([
    nora,
  ]);
});
