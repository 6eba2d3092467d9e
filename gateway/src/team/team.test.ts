/**
 * Issue 32, members and admins through the HTTP API (both databases): the deputy change (spec §4/§7), member
 * removal's impact and revoke with the voting weight rule (spec §5), requesting access, their events, and races
 * under the partnership lock (never a partnership without a signatory, never a 500).
 */
import { sql } from 'kysely';
import { personaApp } from '../../test/persona-app';
import { ANNA, CLAIRE, LUCA, NORA, RITA } from '../../test/personas';

const world = personaApp();
const uid = (email: string) => world.persons[email]!;
const base = () => `/api/v2/partnerships/${world.baeckerei}`;
const inBakery = (email: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  world.call(email, method, `${base()}${path}`, { partnership: world.baeckerei, payload });
const change = (email: string, body: object) =>
  inBakery(email, 'POST', '/deputy-change', {
    done: true,
    start: true,
    deputiesToAdd: [],
    deputiesToRemove: [],
    ...body,
  });
const rolesOf = async (email: string) =>
  (await world.db
    .selectFrom('partnership_engagements')
    .select(['roles', 'pending_roles'])
    .where('partnership_uid', '=', world.baeckerei)
    .where('person_uid', '=', uid(email))
    .executeTakeFirst()) ?? null;
const setRoles = (email: string, roles: string[], pending: string[] = []) =>
  world.db
    .updateTable('partnership_engagements')
    .set({ roles, pending_roles: pending })
    .where('partnership_uid', '=', world.baeckerei)
    .where('person_uid', '=', uid(email))
    .execute();
const eventsSince = async (since: number) =>
  (
    await world.db
      .selectFrom('events')
      .select(['id', 'type', 'recipients'])
      .where(sql<boolean>`id::bigint > ${since}`)
      .orderBy(sql`id::bigint`)
      .execute()
  ).map((row) => ({ type: row.type, recipients: row.recipients }));
const lastEventId = async () =>
  Number(
    (await sql<{ max: string | null }>`select max(id::bigint) as max from events`.execute(world.db)).rows[0]
      ?.max ?? 0,
  );

describe('members filter cardholder (spec §6)', () => {
  it.each([
    ['true', [ANNA, LUCA]],
    ['false', [NORA, RITA]],
  ])('cardholder=%s: those holding a usable card on a partnership account', async (value, expected) => {
    const response = await inBakery(RITA, 'GET', `/members?cardholder=${value}`);
    expect(response.headers['x-total-count']).toBe(String(expected.length));
    expect(
      response
        .json()
        .map((member: { personInfo: { uid: string } }) => member.personInfo.uid)
        .sort(),
    ).toEqual(expected.map(uid).sort());
  });
});

describe('deputy change (spec §4, §7)', () => {
  it.each([
    [ANNA, 200],
    [LUCA, 200],
    [RITA, 200],
  ])('%s reads the open change: Nora being added as admin (%i)', async (email, status) => {
    const response = await inBakery(email, 'GET', '/deputy-change');
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      changeData: { changeStatus: 'approve', requestedBy: uid(ANNA) },
      deputiesToAdd: [uid(NORA)],
      deputiesToRemove: [],
    });
  });

  it('refuses a person not engaged in the partnership', async () => {
    expect((await inBakery(CLAIRE, 'GET', '/deputy-change')).statusCode).toBe(403);
  });

  it.each<[string, string, () => object, number, string | undefined]>([
    ['a delegate nominating', LUCA, () => ({ deputiesToAdd: [uid(LUCA)] }), 403, 'forbidden'],
    ['a registered-only person', RITA, () => ({ deputiesToAdd: [uid(LUCA)] }), 403, 'forbidden'],
    ['nothing to change', ANNA, () => ({}), 400, 'invalid_deputy_change'],
    [
      'one person added and removed',
      ANNA,
      () => ({ deputiesToAdd: [uid(LUCA)], deputiesToRemove: [uid(LUCA)] }),
      400,
      'invalid_deputy_change',
    ],
    [
      'all rights to someone not added',
      ANNA,
      () => ({ deputiesToAdd: [uid(LUCA)], agentsToAddAllRights: [uid(NORA)] }),
      400,
      'invalid_deputy_change',
    ],
    [
      'a person without the delegate role',
      ANNA,
      () => ({ deputiesToAdd: [uid(RITA)] }),
      409,
      'admin_nomination_not_allowed',
    ],
    ['an admin already', ANNA, () => ({ deputiesToAdd: [uid(ANNA)] }), 409, 'admin_nomination_not_allowed'],
    [
      'removing a non-admin',
      ANNA,
      () => ({ deputiesToRemove: [uid(LUCA)] }),
      409,
      'admin_removal_not_allowed',
    ],
    ['touching the open change', ANNA, () => ({ deputiesToAdd: [uid(NORA)] }), 409, 'deputy_change_open'],
    [
      'opening a second change',
      ANNA,
      () => ({ done: false, deputiesToAdd: [uid(LUCA)] }),
      409,
      'deputy_change_open',
    ],
    [
      'a person not in the partnership',
      ANNA,
      () => ({ deputiesToAdd: [uid(CLAIRE)] }),
      404,
      'member_not_found',
    ],
  ])('refuses %s', async (_label, email, body, status, code) => {
    const before = await rolesOf(LUCA);
    const response = await change(email, body());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(await rolesOf(LUCA)).toEqual(before);
  });

  it('refuses nominating a registered delegate (spec §5)', async () => {
    await world.db
      .updateTable('natural_persons')
      .set({ is_registered: true })
      .where('uid', '=', uid(LUCA))
      .execute();
    try {
      const response = await change(ANNA, { deputiesToAdd: [uid(LUCA)] });
      expect([response.statusCode, response.json().code]).toEqual([409, 'admin_nomination_not_allowed']);
    } finally {
      await world.db
        .updateTable('natural_persons')
        .set({ is_registered: false })
        .where('uid', '=', uid(LUCA))
        .execute();
    }
  });

  it('adds and removes an admin at once, telling every member and the person concerned', async () => {
    const since = await lastEventId();
    const added = await change(ANNA, { deputiesToAdd: [uid(LUCA)] });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ changeData: { changeStatus: 'done' }, deputiesToAdd: [uid(LUCA)] });
    expect((await rolesOf(LUCA))?.roles).toEqual(['delegate', 'deputy']);
    const members = [uid(ANNA), uid(LUCA), uid(NORA), uid(RITA)].sort();
    expect(await eventsSince(since)).toEqual([
      { type: 'agentInPartnership', recipients: members },
      { type: 'entitlementChanged', recipients: [uid(LUCA)] },
    ]);
    // The open change of Nora stays open: the immediate change did not touch her.
    expect((await inBakery(LUCA, 'GET', '/deputy-change')).json()).toMatchObject({
      deputiesToAdd: [uid(NORA)],
    });
    const removed = await change(NORA, { deputiesToRemove: [uid(LUCA)] });
    expect(removed.statusCode).toBe(200);
    expect((await rolesOf(LUCA))?.roles).toEqual(['delegate']);
  });

  it('gives and takes all rights on the partnership’s accounts with the change', async () => {
    const accountRights = async () =>
      (
        await world.db
          .selectFrom('entitlements')
          .select(['entity_uid', 'action'])
          .where('person_uid', '=', uid(LUCA))
          .where('partnership_uid', '=', world.baeckerei)
          .where('entity_type', '=', 'CashAccount')
          .execute()
      ).length;
    expect(await accountRights()).toBe(3);
    expect(
      (await change(ANNA, { deputiesToAdd: [uid(LUCA)], agentsToAddAllRights: [uid(LUCA)] })).statusCode,
    ).toBe(200);
    expect(await accountRights()).toBe(6);
    expect(
      (await change(ANNA, { deputiesToRemove: [uid(LUCA)], agentsToRemoveAllRights: [uid(LUCA)] }))
        .statusCode,
    ).toBe(200);
    expect(await accountRights()).toBe(0);
    // Put Luca's seeded rights back (capture on the Betriebskonto, view on both).
    await world.db
      .insertInto('entitlements')
      .values(
        [
          [world.accounts.Betriebskonto!, 'view'],
          [world.accounts.Betriebskonto!, 'capture'],
          [world.accounts.Lohnkonto!, 'view'],
        ].map(([account, action]) => ({
          person_uid: uid(LUCA),
          partnership_uid: world.baeckerei,
          entity_uid: account!,
          entity_type: 'CashAccount',
          action: action!,
        })),
      )
      .execute();
  });

  it('completes the open change (done): Nora becomes admin and nobody is marked any more', async () => {
    const done = await change(ANNA, { start: false, done: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ changeData: { changeStatus: 'done' }, deputiesToAdd: [uid(NORA)] });
    expect(await rolesOf(NORA)).toEqual({ roles: ['partner', 'delegate', 'deputy'], pending_roles: [] });
    expect((await inBakery(RITA, 'GET', '/deputy-change')).json()).toEqual({
      changeData: null,
      deputiesToAdd: [],
      deputiesToRemove: [],
    });
    expect((await change(ANNA, { start: false, done: true })).json()).toMatchObject({
      code: 'no_open_deputy_change',
    });
  });

  it('opens a change awaiting signatures (pending marker), edits it and completes it', async () => {
    const opened = await change(ANNA, { done: false, deputiesToAdd: [uid(LUCA)] });
    expect(opened.json()).toMatchObject({ changeData: { changeStatus: 'approve' } });
    expect(await rolesOf(LUCA)).toEqual({ roles: ['delegate'], pending_roles: ['deputy'] });
    const members = await inBakery(LUCA, 'GET', `/members?uid=${uid(LUCA)}`);
    expect(members.json()[0]).toMatchObject({ pendingRoleTypes: ['deputy'] });
    const edited = await change(ANNA, { done: false, start: false, deputiesToRemove: [uid(NORA)] });
    expect(edited.json()).toMatchObject({
      changeData: { changeStatus: 'edit' },
      deputiesToAdd: [],
      deputiesToRemove: [uid(NORA)],
    });
    expect(await rolesOf(LUCA)).toEqual({ roles: ['delegate'], pending_roles: [] });
    expect((await change(ANNA, { start: false, done: true })).statusCode).toBe(200);
    expect((await rolesOf(NORA))?.roles).toEqual(['partner', 'delegate']);
  });
});

describe('member removal: impact and revoke (spec §5, §7)', () => {
  const impact = (email: string, role: string, agent: string) =>
    inBakery(email, 'POST', `/agent/${uid(agent)}/${role}/impact`);
  const revoke = (email: string, role: string, agent: string) =>
    inBakery(email, 'POST', `/${role}/${uid(agent)}/revoke`);

  it('Bäckerei (as_two, Anna and Nora) cannot lose either partner: 1 × 1/2 < 1', async () => {
    const seen = await impact(ANNA, 'partner', NORA);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      roles: ['partner'],
      votingWeightAfter: 0.5,
      refusal: 'voting_weight_below_one',
      leavesPartnership: false,
    });
    const refused = await revoke(ANNA, 'partner', NORA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'voting_weight_below_one',
      message: 'the person cannot be removed',
      votingWeightAfter: 0.5,
    });
    expect((await rolesOf(NORA))?.roles).toContain('partner');
  });

  it.each<[string, string, string, string, number, string]>([
    ['a role the person does not hold (empty impact)', ANNA, 'partner', LUCA, 409, 'nothing_to_remove'],
    ['a deputy', NORA, 'delegate', ANNA, 409, 'member_removal_not_allowed'],
    ['by a delegate', LUCA, 'delegate', NORA, 403, 'forbidden'],
    ['by a registered-only person', RITA, 'delegate', LUCA, 403, 'forbidden'],
  ])('refuses removing %s', async (_label, email, role, agent, status, code) => {
    const before = await rolesOf(agent);
    const response = await revoke(email, role, agent);
    expect([response.statusCode, response.json().code]).toEqual([status, code]);
    expect(await rolesOf(agent)).toEqual(before);
    if (status === 409) expect((await impact(email, role, agent)).json().refusal).toBe(code);
  });

  it('an empty impact says there is nothing to remove', async () => {
    expect((await impact(ANNA, 'partner', LUCA)).json()).toMatchObject({
      roles: [],
      entitlements: [],
      cards: [],
      pendingApprovals: [],
      refusal: 'nothing_to_remove',
    });
  });

  it('refuses a deputy without the partner role (Claire in ASL)', async () => {
    const asl = await world.partnership('Association Sportive Lausanne');
    const response = await world.call(
      CLAIRE,
      'POST',
      `/api/v2/partnerships/${asl}/delegate/${uid(CLAIRE)}/revoke`,
      {
        partnership: asl,
      },
    );
    expect([response.statusCode, response.json().code]).toEqual([409, 'member_removal_not_allowed']);
  });

  it('of racing partner removals with a temporary third partner exactly one wins; never below one signature', async () => {
    await setRoles(RITA, ['partner']);
    const responses = await Promise.all([
      revoke(ANNA, 'partner', NORA),
      revoke(ANNA, 'partner', RITA),
      revoke(ANNA, 'partner', NORA),
      revoke(ANNA, 'partner', RITA),
    ]);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The others are refused: 409 (the weight would fall below one), or 404 for the winner's twin when the winner
    // was Rita, who held no other role and left the partnership with it.
    expect(
      statuses.filter((status) => status !== 200).every((status) => status === 409 || status === 404),
    ).toBe(true);
    const partners = await world.db
      .selectFrom('partnership_engagements')
      .select('person_uid')
      .where('partnership_uid', '=', world.baeckerei)
      .where(sql<boolean>`'partner' = any(roles)`)
      .execute();
    expect(partners).toHaveLength(2);
    // Put the seed back: Nora partner and delegate with her partnership rights, Rita registered only.
    const winner = responses.findIndex((response) => response.statusCode === 200) % 2 === 0 ? NORA : RITA;
    if (winner === NORA) {
      await setRoles(NORA, ['partner', 'delegate']);
      await world.db
        .insertInto('entitlements')
        .values(
          ['view', 'capture', 'approve'].map((action) => ({
            person_uid: uid(NORA),
            partnership_uid: world.baeckerei,
            entity_uid: world.baeckerei,
            entity_type: 'Partnership',
            action,
            included_types: ['CashAccount', 'CardProgram'],
          })),
        )
        .execute();
    }
    if (winner === RITA) {
      // Rita held no other role: she left with it (engagement and rights gone); she comes back registered only.
      await world.db
        .insertInto('partnership_engagements')
        .values({ person_uid: uid(RITA), partnership_uid: world.baeckerei, roles: [], pending_roles: [] })
        .onConflict((conflict) => conflict.columns(['person_uid', 'partnership_uid']).doNothing())
        .execute();
      await world.db
        .insertInto('entitlements')
        .values({
          person_uid: uid(RITA),
          partnership_uid: world.baeckerei,
          entity_uid: world.baeckerei,
          entity_type: 'PartnershipContract',
          action: 'view',
          included_types: [],
        })
        .onConflict((conflict) =>
          conflict
            .columns(['person_uid', 'partnership_uid', 'entity_uid', 'entity_type', 'action'])
            .doNothing(),
        )
        .execute();
    }
    await setRoles(RITA, []);
  });

  it('parallel removals of both as_two partners by each other: neither wins', async () => {
    const responses = await Promise.all([revoke(ANNA, 'partner', NORA), revoke(NORA, 'partner', ANNA)]);
    expect(responses.map((response) => response.json().code).sort()).toEqual([
      'member_removal_not_allowed',
      'voting_weight_below_one',
    ]);
  });

  it('removes a delegate with the rights and cards of the role; he leaves, everyone is told', async () => {
    const seen = (await impact(ANNA, 'delegate', LUCA)).json();
    expect(seen).toMatchObject({
      roles: ['delegate'],
      leavesPartnership: true,
      refusal: null,
      votingWeightAfter: null,
    });
    expect(seen.entitlements.map((row: { entityType: string }) => row.entityType).sort()).toEqual([
      'CardIdentity',
      'CashAccount',
      'CashAccount',
      'CashAccount',
      'PartnershipContract',
    ]);
    expect(seen.cards).toHaveLength(1);
    const since = await lastEventId();
    const response = await revoke(ANNA, 'delegate', LUCA);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      removedRoles: ['delegate'],
      removedEntitlements: 5,
      blockedCards: [seen.cards[0].cardUID],
      leftPartnership: true,
    });
    expect(await rolesOf(LUCA)).toBeNull();
    const card = await world.db
      .selectFrom('cards')
      .select('status')
      .where('uid', '=', seen.cards[0].cardUID)
      .executeTakeFirstOrThrow();
    expect(card.status).toBe('blocked');
    const events = await eventsSince(since);
    expect(events.find((event) => event.type === 'agentInPartnership')?.recipients).toEqual(
      [uid(ANNA), uid(LUCA), uid(NORA), uid(RITA)].sort(),
    );
    expect(events.find((event) => event.type === 'entitlementChanged')?.recipients).toEqual([uid(LUCA)]);
    expect((await inBakery(LUCA, 'GET', '/deputy-change')).statusCode).toBe(403);
  });
});

describe('requesting access (spec §5)', () => {
  const request = (email: string, agent: string) =>
    inBakery(email, 'POST', `/agent/${uid(agent)}/access-request`);
  const decide = (email: string, agent: string, decision: string) =>
    inBakery(email, 'POST', `/agent/${uid(agent)}/access-request/${decision}`);

  it('a partner without delegate or deputy role asks for themselves; another signatory grants', async () => {
    await setRoles(RITA, ['partner']);
    expect((await request(RITA, ANNA)).statusCode).toBe(403);
    expect((await request(NORA, NORA)).json()).toMatchObject({ code: 'access_request_not_allowed' });
    const asked = await request(RITA, RITA);
    expect(asked.json()).toEqual({
      personUid: uid(RITA),
      roleTypes: ['partner'],
      pendingRoleTypes: ['delegate'],
    });
    expect((await request(RITA, RITA)).json()).toMatchObject({ code: 'access_request_not_allowed' });
    expect((await decide(RITA, RITA, 'grant')).json()).toMatchObject({ code: 'no_access_request' });
    const pending = await inBakery(ANNA, 'GET', `/roles?mode=pending&roles[]=delegate`);
    expect(pending.json()).toContainEqual({ personUid: uid(RITA), role: 'delegate', state: 'pending' });
    const granted = await decide(ANNA, RITA, 'grant');
    expect(granted.json()).toEqual({
      personUid: uid(RITA),
      roleTypes: ['partner', 'delegate'],
      pendingRoleTypes: [],
    });
    expect((await decide(ANNA, RITA, 'decline')).json()).toMatchObject({ code: 'no_access_request' });
    await setRoles(RITA, ['partner'], ['delegate']);
    expect((await decide(NORA, RITA, 'decline')).json()).toMatchObject({
      roleTypes: ['partner'],
      pendingRoleTypes: [],
    });
    await setRoles(RITA, []);
  });
});
