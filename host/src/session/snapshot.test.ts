import type { Engagement, NaturalPerson, Partnership, Suggestion } from 'shared-kernel/domain';
import { createMockApi, personas } from 'shared-kernel/testing';
import { chooseContext, contextsOf, ebillStateOf, openCountOf } from './snapshot';
import { loadSessionSnapshot } from './snapshotLoad';

const anna = personas.annaPrivate.user!;
const baeckerei = personas.annaBaeckerei.currentContext!.partnership!;
const suggestion = (type: string, isRemoved = false) => ({ type, isRemoved }) as Suggestion;
const engagement = (partnership: Partnership): Engagement => ({
  partnership,
  roles: partnership.myRoles,
  pendingRoles: [],
  matchingState: 'matched',
});

describe('contextsOf: own context first, then each engagement', () => {
  it('maps engagements; no roles means a registered (view only) context', () => {
    const contexts = contextsOf(anna, [
      engagement({ ...baeckerei, myRoles: ['partner', 'delegate'] }),
      engagement({ ...baeckerei, uid: 'p2', name: 'Verein', myRoles: [] }),
    ]);
    expect(contexts.map((c) => [c.type, c.name])).toEqual([
      ['private', 'Anna Meier'],
      ['partnership', 'Bäckerei Meier GmbH'],
      ['registered', 'Verein'],
    ]);
  });
});

describe('chooseContext', () => {
  const contexts = contextsOf(anna, [engagement(baeckerei)]);
  it.each([
    ['the stored context when the user may act in it', anna, baeckerei.uid, baeckerei.uid],
    ['the own context when nothing is stored', anna, null, anna.uid],
    ['the own context when the stored one is gone', anna, 'gone', anna.uid],
    [
      'not the own context of an identification-only user',
      { ...anna, identificationOnly: true },
      anna.uid,
      baeckerei.uid,
    ],
  ])('%s', (_name, user, stored, expected) => {
    expect(chooseContext(contexts, user as NaturalPerson, stored)?.uid).toBe(expected);
  });
});

describe('ebillStateOf', () => {
  it.each([
    [
      'active with the eBill identity',
      [{ typeName: 'eBill' }],
      [],
      false,
      { active: true, activationSuggested: false, activationPending: false },
    ],
    [
      'suggested without identity',
      [],
      [suggestion('ebill')],
      false,
      { active: false, activationSuggested: true, activationPending: false },
    ],
    [
      'a removed suggestion does not count',
      [],
      [suggestion('ebill', true)],
      false,
      { active: false, activationSuggested: false, activationPending: false },
    ],
    [
      'pending while requested',
      [{ typeName: 'eBill', status: 'REQUESTED' }],
      [suggestion('ebill')],
      false,
      { active: false, activationSuggested: false, activationPending: true },
    ],
    [
      'business needs the business identity',
      [{ typeName: 'eBill' }],
      [suggestion('ebill_business')],
      true,
      { active: false, activationSuggested: true, activationPending: false },
    ],
    [
      'business identity active',
      [{ typeName: 'eBillBusiness' }],
      [],
      true,
      { active: true, activationSuggested: false, activationPending: false },
    ],
  ])('%s', (_name, identities, suggestions, business, expected) => {
    expect(ebillStateOf(identities, suggestions as Suggestion[], business)).toEqual(expected);
  });
});

it.each([
  [{ count: 4 }, 4],
  [{ count: 4, ebill: { open: 3 } }, 7],
  [{ count: 0, ebill: { open: 2 } }, 2],
  [{ count: 2, ebill: { open: -1 } }, 2],
  [{ count: -1 }, 0],
  [{}, 0],
  [null, 0],
])('openCountOf(%p) → %i', (stats, expected) => {
  expect(openCountOf(stats)).toBe(expected);
});

describe('loadSessionSnapshot', () => {
  const request = {
    env: 'sandbox' as const,
    appVersion: '1.14.3',
    authLevel: 'strong' as const,
    language: 'en' as const,
  };
  const profile = {
    communication: { languageCode: 'de', locale: 'de_CH', noAdvertisements: false, noNewsletters: false },
    theme: 'dark',
    amountVisible: false,
  };

  function gateway() {
    const mock = createMockApi();
    mock
      .on('get', '/v2/natural-person', { data: { ...anna, virtualIdentities: [{ typeName: 'eBill' }] } })
      .on('get', '/v2/profile', { data: profile })
      .on('get', `/v2/natural-persons/${anna.uid}/partnerships/engagements`, {
        data: {
          engagements: [{ partnership: baeckerei, roles: baeckerei.myRoles }],
          requestedPartnerships: [],
        },
      })
      .on('get', `/v2/natural-persons/${anna.uid}/virtual-identities`, { data: [{ typeName: 'eBill' }] })
      .on('get', `/v2/agents/${anna.uid}/accounts`, { data: personas.annaPrivate.cashAccounts })
      .on('get', `/v2/agent/${anna.uid}/subscription`, { data: { current: { planCode: 'private_ch' } } })
      .on('get', '/extension/plans/private_ch', { data: { plan: { features: { DomesticPayment: true } } } })
      .on('get', `/v2/agents/${anna.uid}/suggestions`, { status: 500, data: {} })
      .on('get', '/v2/open-payment-stats', { data: { count: 2 } })
      .on('get', '/v2/prospective-clients', { data: [{ status: 'new' }] })
      .on('get', `/partnerships/${baeckerei.uid}/cash-accounts`, {
        data: personas.annaBaeckerei.cashAccounts,
      })
      .on('post', `/v2/partnerships/${baeckerei.uid}/my-entitlements`, {
        data: { entitlements: personas.annaBaeckerei.entitlements },
      })
      .on('get', `/v2/agent/${baeckerei.uid}/subscription`, { data: { current: { planCode: 'sme_ch' } } })
      .on('get', '/extension/plans/sme_ch', { data: { plan: { features: {} } } })
      .on('get', `/v2/agents/${baeckerei.uid}/suggestions`, { data: [] })
      .on('get', `/natural-persons/${anna.uid}/export-tickets`, {
        data: [{ status: 'failed' }, { status: 'used' }],
      })
      .on('get', `/v2/partnerships/${baeckerei.uid}/virtual-identities`, { data: [] })
      .on('get', `/v2/partnerships/${baeckerei.uid}/confirmations`, { data: [{ confirmationHandle: 'h1' }] })
      .on('get', /\/cash-accounts\/.*\/open-payments-stats/, { data: { count: 5 } });
    return mock;
  }

  it('loads the private context; a failing part (suggestions) is logged and left empty', async () => {
    const mock = gateway();
    const log = jest.fn();
    const chosen = jest.fn();
    const snapshot = await loadSessionSnapshot(mock.client, {
      ...request,
      preferredContextUid: null,
      log,
      onContextChosen: chosen,
    });
    expect(snapshot).toMatchObject({
      env: 'sandbox',
      language: 'de',
      amountVisible: false,
      theme: 'dark',
      currentContext: { uid: anna.uid, type: 'private' },
      subscription: { planCode: 'private_ch', features: { DomesticPayment: true } },
      suggestions: [],
      openPaymentsCount: 2,
      openProspectOnboardings: 1,
      pendingConfirmations: 1,
      entitlements: [],
      ebill: { active: true, activationSuggested: false, activationPending: false },
    });
    expect(snapshot.contexts.map((c) => c.uid)).toEqual([anna.uid, baeckerei.uid]);
    expect(snapshot.cashAccounts).toHaveLength(personas.annaPrivate.cashAccounts.length);
    expect(chosen).toHaveBeenCalledWith(expect.objectContaining({ uid: anna.uid }));
    expect(log).toHaveBeenCalledWith('session snapshot: suggestions failed', expect.anything());
  });

  it('loads the stored partnership context with its entitlements and exports', async () => {
    const mock = gateway();
    const snapshot = await loadSessionSnapshot(mock.client, {
      ...request,
      preferredContextUid: baeckerei.uid,
    });
    expect(snapshot.currentContext?.uid).toBe(baeckerei.uid);
    expect(snapshot.entitlements).toEqual(personas.annaBaeckerei.entitlements);
    expect(snapshot.dataSharingExportsExist).toBe(true);
    expect(snapshot.openPaymentsCount).toBe(5);
    expect(snapshot.openProspectOnboardings).toBe(0);
    expect(mock.calls.some((call) => call.url === '/v2/open-payment-stats')).toBe(false);
  });

  it('with onLateParts, answers before the plan and the confirmations, which follow', async () => {
    const mock = gateway();
    // The plan and the confirmations answer only when the test lets them (a slow second round trip).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    mock.on('get', '/extension/plans/private_ch', async () => {
      await held;
      return { data: { plan: { features: { DomesticPayment: true } } } };
    });
    mock.on('get', `/v2/partnerships/${baeckerei.uid}/confirmations`, async () => {
      await held;
      return { data: [{ confirmationHandle: 'h1' }] };
    });
    let late: Promise<unknown> | null = null;
    const snapshot = await loadSessionSnapshot(mock.client, {
      ...request,
      preferredContextUid: null,
      onLateParts: (parts) => {
        late = parts;
      },
    });
    expect(snapshot).toMatchObject({ subscription: null, pendingConfirmations: 0, openPaymentsCount: 2 });
    release();
    await expect(late).resolves.toEqual({
      subscription: { planCode: 'private_ch', features: { DomesticPayment: true } },
      pendingConfirmations: 1,
    });
  });

  it('on a reload, a part that fails keeps what the snapshot before it showed, in the same context only', async () => {
    const before = await loadSessionSnapshot(gateway().client, { ...request, preferredContextUid: null });
    const busy = gateway()
      .on('get', `/v2/agents/${anna.uid}/accounts`, { status: 503, data: {} })
      .on('get', `/v2/natural-persons/${anna.uid}/partnerships/engagements`, { status: 503, data: {} })
      .on('get', '/v2/open-payment-stats', { status: 503, data: {} });
    const reload = await loadSessionSnapshot(busy.client, {
      ...request,
      preferredContextUid: null,
      previous: before,
    });
    expect(reload.cashAccounts).toEqual(before.cashAccounts);
    expect(reload.cashAccounts.length).toBeGreaterThan(0);
    expect(reload.contexts).toEqual(before.contexts);
    expect(reload.openPaymentsCount).toBe(2);
    expect(reload.unavailable).toBeUndefined();
    // A first load has nothing to keep (spec §8: the part is left empty), and says which parts it lacks ...
    const first = await loadSessionSnapshot(busy.client, { ...request, preferredContextUid: null });
    expect(first.cashAccounts).toEqual([]);
    expect(first.contexts.map((context) => context.uid)).toEqual([anna.uid]);
    expect(first.unavailable).toEqual(['contexts', 'cashAccounts']);
    // ... and another context's accounts are never shown for this one.
    const partnership = await loadSessionSnapshot(
      gateway().on('get', `/partnerships/${baeckerei.uid}/cash-accounts`, { status: 503, data: {} }).client,
      { ...request, preferredContextUid: baeckerei.uid, previous: before },
    );
    expect(partnership.currentContext?.uid).toBe(baeckerei.uid);
    expect(partnership.cashAccounts).toEqual([]);
    expect(partnership.unavailable).toEqual(['cashAccounts']);
  });

  it('reads again a part a snapshot lacked: failing again it stays unavailable, answering it is in', async () => {
    const busy = () =>
      gateway()
        .on('get', `/partnerships/${baeckerei.uid}/cash-accounts`, { status: 503, data: {} })
        .on('post', `/v2/partnerships/${baeckerei.uid}/my-entitlements`, { status: 503, data: {} });
    const inBaeckerei = { ...request, preferredContextUid: baeckerei.uid };
    const first = await loadSessionSnapshot(busy().client, inBaeckerei);
    expect(first.unavailable).toEqual(['cashAccounts', 'entitlements']);
    // The empty lists it stood in with are no values to keep: the parts are still unavailable.
    const again = await loadSessionSnapshot(busy().client, { ...inBaeckerei, previous: first });
    expect(again.unavailable).toEqual(['cashAccounts', 'entitlements']);
    const answered = await loadSessionSnapshot(gateway().client, { ...inBaeckerei, previous: again });
    expect(answered.unavailable).toBeUndefined();
    expect(answered.cashAccounts).toEqual(personas.annaBaeckerei.cashAccounts);
    expect(answered.entitlements).toEqual(personas.annaBaeckerei.entitlements);
  });

  it('on a reload with onLateParts, the plan and the confirmations stand as before until theirs come', async () => {
    const before = await loadSessionSnapshot(gateway().client, { ...request, preferredContextUid: null });
    expect(before.subscription?.planCode).toBe('private_ch');
    const reload = await loadSessionSnapshot(gateway().client, {
      ...request,
      preferredContextUid: null,
      previous: before,
      onLateParts: () => undefined,
    });
    expect(reload).toMatchObject({ subscription: before.subscription, pendingConfirmations: 1 });
  });

  it('fails when the natural person cannot be read', async () => {
    const mock = createMockApi().on('get', '/v2/natural-person', { status: 500, data: {} });
    await expect(
      loadSessionSnapshot(mock.client, { ...request, preferredContextUid: null }),
    ).rejects.toThrow();
  });
});
