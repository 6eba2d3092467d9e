/**
 * The cards resource (issue 29) as the personas: who reads which card (spec §6), the status machine of spec §4
 * as a table through the API (every action from every status: allowed, or refused with its code), a lost card
 * replaced in one step, the PIN shown once, card programs and bulk orders, the events' audience. Both databases.
 */
import { randomUUID } from 'node:crypto';
import {
  CARD_ACTIONS,
  CARD_STATUSES,
  CARD_TRANSITIONS,
  type CardAction,
  type CardActionBody,
  type CardStatus,
} from 'shared-kernel/domain';
import { personaApp } from '../../test/persona-app';
import { ANNA, LUCA, NORA, RITA } from '../../test/personas';
import { bankToday } from '../payments/clock';
import { translate } from '../payments/messages';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });
const PIA = 'pia@kontor.test';
const PASSWORD = 'Kontor-Sandbox-1';

interface CardAnswer {
  baseCardDetails: { cardUID: string; status: string; holderEnriched: { uid: string; name: string } };
  kind: string;
  cardProgramUid: string | null;
  blockedMerchantCategories: string[];
  transactionFilters: { label: string }[];
  limits: { monthlySpending: { value: number } };
  replacesCardUid: string | null;
  replacedByCardUid: string | null;
  actions: string[];
}
interface ActionAnswer {
  card: CardAnswer;
  newCard?: CardAnswer;
  pin?: string;
  walletTokens?: unknown[];
  voucher?: { code: string };
}

const uidOf = (email: string) => world.persons[email]!;
const cardsOf = async (email: string, partnership?: string) => {
  const agent = partnership ?? uidOf(email);
  const response = await world.call(email, 'GET', `/api/v2/agents/${agent}/cards?roles=delegate`, {
    partnership,
  });
  expect(response.statusCode).toBe(200);
  return response.json<CardAnswer[]>();
};
const act = (email: string, card: string, payload: object, partnership?: string) =>
  world.call(email, 'POST', `/api/v2/debit-cards/${card}/actions`, { payload, partnership });

/** A valid body for each action. */
const BODIES: Record<CardAction, CardActionBody> = {
  viewLimit: { action: 'viewLimit' },
  freeze: { action: 'freeze' },
  unfreeze: { action: 'unfreeze' },
  renew: { action: 'renew' },
  replaceLostStolen: { action: 'replaceLostStolen', reason: 'lost' },
  replaceExpiring: { action: 'replaceExpiring' },
  setLimit: { action: 'setLimit', monthlySpendingValue: 300_000 },
  setPin: { action: 'setPin', pin: '2468' },
  viewPin: { action: 'viewPin', password: PASSWORD },
  addMerchantCategoryBlocking: { action: 'addMerchantCategoryBlocking', merchantCategories: ['gambling'] },
  createTransactionFilter: {
    action: 'createTransactionFilter',
    filter: { label: 'Online', maxAmountValue: 10_000 },
  },
  delete: { action: 'delete' },
  requestReidentificationVoucher: { action: 'requestReidentificationVoucher' },
  viewWalletTokens: { action: 'viewWalletTokens' },
  unlockPin: { action: 'unlockPin' },
  activate: { action: 'activate' },
};

/** A private virtual card of Anna's in a given status, expiring this month (so replace expiring is due). */
async function annasCardIn(status: CardStatus): Promise<string> {
  const today = await bankToday(world.db);
  const uid = randomUUID();
  await world.db
    .insertInto('cards')
    .values({
      uid,
      holder_uid: uidOf(ANNA),
      cash_account_uid: world.accounts['anna:Privatkonto']!,
      card_program_uid: null,
      kind: 'virtual',
      brand: 'black',
      status,
      masked_pan: '5354 56•• •••• 4242',
      expiry: `${today.slice(5, 7)}/${today.slice(2, 4)}`,
      embossed_name: 'ANNA MEIER',
      spending_limit_value: 500_000,
      atm_monthly_limit_value: 200_000,
    })
    .execute();
  return uid;
}

describe('who reads which card (spec §6)', () => {
  it('Anna: her two private cards in private context, the bakery’s program cards in the bakery', async () => {
    const own = await cardsOf(ANNA);
    expect(own.map((card) => [card.kind, card.baseCardDetails.status]).sort()).toEqual([
      ['combo', 'active'],
      ['virtual', 'frozen'],
    ]);
    const bakery = await cardsOf(ANNA, world.baeckerei);
    expect(bakery.map((card) => card.baseCardDetails.holderEnriched.name).sort()).toEqual([
      'Anna Meier',
      'Luca Rossi',
    ]);
  });

  it('Luca sees the bakery card he holds and nothing else of the partnership’s', async () => {
    const bakery = await cardsOf(LUCA, world.baeckerei);
    expect(bakery).toHaveLength(1);
    expect(bakery[0]!.baseCardDetails.holderEnriched.uid).toBe(uidOf(LUCA));
    const anna = (await cardsOf(ANNA, world.baeckerei)).find(
      (card) => card.baseCardDetails.holderEnriched.uid === uidOf(ANNA),
    )!;
    const read = await world.call(LUCA, 'GET', `/api/v2/debit-cards/${anna.baseCardDetails.cardUID}`, {
      partnership: world.baeckerei,
    });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ code: 'card_not_found' });
    // Safety is his (freeze), the money's settings are the program administrators' (set limit).
    expect(bakery[0]!.actions).toContain('freeze');
    expect(bakery[0]!.actions).not.toContain('setLimit');
  });

  it('Pia sees her one card; Rita none, in either context', async () => {
    expect(await cardsOf(PIA)).toHaveLength(1);
    expect(await cardsOf(RITA)).toEqual([]);
    expect(await cardsOf(RITA, world.baeckerei)).toEqual([]);
  });

  it('refuses another agent’s cards and a program card in private context', async () => {
    const other = await world.call(LUCA, 'GET', `/api/v2/agents/${uidOf(ANNA)}/cards`);
    expect(other.statusCode).toBe(403);
    const lucas = (await cardsOf(LUCA, world.baeckerei))[0]!;
    const privately = await world.call(LUCA, 'GET', `/api/v2/debit-cards/${lucas.baseCardDetails.cardUID}`);
    expect(privately.statusCode).toBe(404);
  });
});

describe('the status machine through the API (spec §4)', () => {
  it('is the kernel’s', () => {
    // Written out in docs/cards-api.md; the kernel's table is the one the gateway enforces.
    expect(CARD_TRANSITIONS.freeze).toEqual({ from: ['active'], to: 'frozen', ordersNewCard: false });
    expect(CARD_TRANSITIONS.replaceLostStolen.to).toBe('blocked');
  });

  it('says a refusal in the caller’s language, the text the cards screen shows for the code', async () => {
    const card = await annasCardIn('blocked');
    const german = await world.call(ANNA, 'POST', `/api/v2/debit-cards/${card}/actions`, {
      payload: BODIES.freeze,
      headers: { 'accept-language': 'de' },
    });
    expect(german.statusCode).toBe(409);
    const { message } = german.json<{ message: string }>();
    expect(message).not.toMatch(/^(app|webapp)\./);
    expect(message).toBe(translate('de', 'webapp.cards.errors.card_status_forbids_action'));
  });

  const table = CARD_ACTIONS.flatMap((action) => CARD_STATUSES.map((status) => [action, status] as const));
  it.each(table)('%s from %s', async (action, status) => {
    const card = await annasCardIn(status);
    const response = await act(ANNA, card, BODIES[action]);
    const transition = CARD_TRANSITIONS[action];
    if (!transition.from.includes(status)) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'card_status_forbids_action', status, action });
      return;
    }
    expect(response.statusCode).toBe(200);
    const answer = response.json<ActionAnswer>();
    expect(answer.card.baseCardDetails.status).toBe(transition.to ?? status);
    if (transition.ordersNewCard) {
      expect(answer.newCard?.baseCardDetails.status).toBe('new');
      expect(answer.newCard?.replacesCardUid).toBe(card);
      expect(answer.card.replacedByCardUid).toBe(answer.newCard?.baseCardDetails.cardUID);
    }
    if (action === 'viewPin') expect(answer.pin).toMatch(/^[0-9]{4}$/);
  });
});

describe('card actions', () => {
  it('replaces a lost card: the old one blocked at once, a new one pending, one replacement only', async () => {
    const card = await annasCardIn('active');
    const response = await act(ANNA, card, { action: 'replaceLostStolen', reason: 'stolen' });
    expect(response.statusCode).toBe(200);
    const { card: old, newCard } = response.json<ActionAnswer>();
    expect(old.baseCardDetails.status).toBe('blocked');
    expect(newCard!.baseCardDetails.status).toBe('new');
    const own = await cardsOf(ANNA);
    expect(
      own.find((entry) => entry.baseCardDetails.cardUID === newCard!.baseCardDetails.cardUID),
    ).toBeDefined();
    // A new card of a replaced one: activating it.
    const activated = await act(ANNA, newCard!.baseCardDetails.cardUID, { action: 'activate' });
    expect(activated.json<ActionAnswer>().card.baseCardDetails.status).toBe('active');
    const events = await world.db
      .selectFrom('events')
      .select(['type', 'recipients'])
      .where('guid', '=', card)
      .where('type', '=', 'debitCard')
      .execute();
    expect(events.map((event) => event.recipients)).toEqual([[uidOf(ANNA)]]);
  });

  it('replace expiring: the old card is retired when the new one is activated', async () => {
    const card = await annasCardIn('active');
    const { newCard } = (await act(ANNA, card, { action: 'replaceExpiring' })).json<ActionAnswer>();
    const again = await act(ANNA, card, { action: 'replaceExpiring' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'card_already_replaced' });
    await act(ANNA, newCard!.baseCardDetails.cardUID, { action: 'activate' });
    const old = await world.call(ANNA, 'GET', `/api/v2/debit-cards/${card}`);
    expect(old.json<CardAnswer>().baseCardDetails.status).toBe('retired');
  });

  it('shows the PIN once, after the password is checked afresh', async () => {
    const card = await annasCardIn('active');
    const wrong = await act(ANNA, card, { action: 'viewPin', password: 'not-it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'password_check_failed' });
    const shown = await act(ANNA, card, { action: 'viewPin', password: PASSWORD });
    expect(shown.json<ActionAnswer>().pin).toMatch(/^[0-9]{4}$/);
    const again = await act(ANNA, card, { action: 'viewPin', password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'pin_not_viewable' });
    const row = await world.db
      .selectFrom('cards')
      .select('pin_hash')
      .where('uid', '=', card)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
  });

  it('shows wallet tokens of the wallets the plan offers', async () => {
    const combo = (await cardsOf(ANNA)).find((card) => card.kind === 'combo')!;
    const tokens = await act(ANNA, combo.baseCardDetails.cardUID, { action: 'viewWalletTokens' });
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json<ActionAnswer>().walletTokens).toEqual([
      expect.objectContaining({ walletType: 'APPLE_PAY', status: 'active' }),
    ]);
    // The bakery's plan (grow_ch) offers no wallet.
    const lucas = (await cardsOf(LUCA, world.baeckerei))[0]!;
    expect(lucas.actions).not.toContain('viewWalletTokens');
    const refused = await act(
      LUCA,
      lucas.baseCardDetails.cardUID,
      { action: 'viewWalletTokens' },
      world.baeckerei,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'card_feature_missing' });
  });

  it('sets limits, blocks merchant categories and keeps transaction filters', async () => {
    const card = await annasCardIn('active');
    await act(ANNA, card, {
      action: 'addMerchantCategoryBlocking',
      merchantCategories: ['gambling', 'crypto'],
    });
    await act(ANNA, card, { action: 'addMerchantCategoryBlocking', merchantCategories: ['gambling'] });
    await act(ANNA, card, BODIES.createTransactionFilter);
    const limited = await act(ANNA, card, { action: 'setLimit', monthlySpendingValue: 120_000 });
    const answer = limited.json<ActionAnswer>().card;
    expect(answer.blockedMerchantCategories).toEqual(['crypto', 'gambling']);
    expect(answer.transactionFilters.map((filter) => filter.label)).toEqual(['Online']);
    expect(answer.limits.monthlySpending.value).toBe(120_000);
    const none = await act(ANNA, card, { action: 'setLimit' });
    expect(none.statusCode).toBe(400);
  });

  it('refuses another person’s card and a program card’s settings to its holder', async () => {
    const card = await annasCardIn('active');
    expect((await act(LUCA, card, { action: 'freeze' })).statusCode).toBe(404);
    const lucas = (await cardsOf(LUCA, world.baeckerei))[0]!;
    const limit = await act(LUCA, lucas.baseCardDetails.cardUID, BODIES.setLimit, world.baeckerei);
    expect(limit.statusCode).toBe(403);
    expect(limit.json()).toMatchObject({ code: 'card_action_forbidden' });
    // Anna administers the program: she may.
    const byAnna = await act(ANNA, lucas.baseCardDetails.cardUID, BODIES.setLimit, world.baeckerei);
    expect(byAnna.statusCode).toBe(200);
  });

  it('a program card’s events reach its holder and the entitled delegates, not Rita', async () => {
    const lucas = (await cardsOf(LUCA, world.baeckerei))[0]!;
    const card = lucas.baseCardDetails.cardUID;
    expect((await act(LUCA, card, { action: 'freeze' }, world.baeckerei)).statusCode).toBe(200);
    const event = await world.db
      .selectFrom('events')
      .select('recipients')
      .where('guid', '=', card)
      .where('type', '=', 'debitCard')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.recipients).toEqual([uidOf(ANNA), uidOf(LUCA), uidOf(NORA)].sort());
    expect(event.recipients).not.toContain(uidOf(RITA));
    await act(LUCA, card, { action: 'unfreeze' }, world.baeckerei);
  });

  it('one of two parallel actions on a card wins, the other is refused with 409', async () => {
    const card = await annasCardIn('active');
    const answers = await Promise.all([
      act(ANNA, card, { action: 'freeze' }),
      act(ANNA, card, { action: 'freeze' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json<{ code: string }>();
    expect(['card_status_changed', 'card_status_forbids_action']).toContain(refused.code);
    const replaced = await Promise.all([
      act(ANNA, card, { action: 'replaceLostStolen', reason: 'lost' }),
      act(ANNA, card, { action: 'replaceLostStolen', reason: 'stolen' }),
    ]);
    expect(replaced.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const replacements = await world.db
      .selectFrom('cards')
      .select('uid')
      .where('replaces_card_uid', '=', card)
      .execute();
    expect(replacements).toHaveLength(1);
  });
});

describe('card programs and bulk orders', () => {
  interface ProgramAnswer {
    program: { cardProgramUid: string };
    contract: { status: string; allowedDebitAccounts: { accountEnriched: { uid: string } }[] };
    actionables: { myActionables: { action: string; method: string }[] };
    numCards: { entityStatus: string; count: number }[];
  }

  it('Anna sees the bakery’s program and orders a card for Luca; Luca and Rita see no program', async () => {
    const programs = await world.call(ANNA, 'GET', `/api/v2/partnerships/${world.baeckerei}/card-programs`, {
      partnership: world.baeckerei,
    });
    expect(programs.statusCode).toBe(200);
    const [program] = programs.json<ProgramAnswer[]>();
    expect(program!.contract.status).toBe('active');
    expect(program!.actionables.myActionables).toContainEqual({ action: 'orderCards', method: 'POST' });
    const uid = program!.program.cardProgramUid;
    const account = program!.contract.allowedDebitAccounts[0]!.accountEnriched.uid;
    for (const email of [LUCA, RITA]) {
      const theirs = await world.call(email, 'GET', `/api/v2/partnerships/${world.baeckerei}/card-programs`, {
        partnership: world.baeckerei,
      });
      expect(theirs.json()).toEqual([]);
      const one = await world.call(email, 'GET', `/api/v2/card-programs/${uid}`, {
        partnership: world.baeckerei,
      });
      expect(one.statusCode).toBe(404);
    }
    const pendingBefore = program!.numCards.find((entry) => entry.entityStatus === 'pending')?.count ?? 0;
    const ordered = await world.call(ANNA, 'POST', `/api/v2/card-programs/${uid}/extend-bulk`, {
      partnership: world.baeckerei,
      payload: { cards: [{ holderUid: uidOf(LUCA), debitAccountUid: account, kind: 'combo' }] },
    });
    expect(ordered.statusCode).toBe(201);
    const order = ordered.json<{ status: string; items: { cardUid: string }[] }>();
    expect(order.status).toBe('executed');
    const list = await world.call(ANNA, 'GET', `/api/v2/card-programs/${uid}/extend-bulk`, {
      partnership: world.baeckerei,
    });
    expect(list.json<unknown[]>()).toHaveLength(1);
    const after = (
      await world.call(ANNA, 'GET', `/api/v2/card-programs/${uid}`, { partnership: world.baeckerei })
    ).json<ProgramAnswer>();
    expect(after.numCards.find((entry) => entry.entityStatus === 'pending')?.count).toBe(pendingBefore + 1);
    // Luca now holds two bakery cards and sees both.
    expect(await cardsOf(LUCA, world.baeckerei)).toHaveLength(2);
  });

  it('refuses a virtual card on a plan without it, a holder who is no member, an account not allowed', async () => {
    const [program] = (
      await world.call(ANNA, 'GET', `/api/v2/partnerships/${world.baeckerei}/card-programs`, {
        partnership: world.baeckerei,
      })
    ).json<ProgramAnswer[]>();
    const uid = program!.program.cardProgramUid;
    const account = program!.contract.allowedDebitAccounts[0]!.accountEnriched.uid;
    const refused = await world.call(ANNA, 'POST', `/api/v2/card-programs/${uid}/extend-bulk`, {
      partnership: world.baeckerei,
      payload: {
        cards: [
          { holderUid: uidOf(LUCA), debitAccountUid: account, kind: 'virtual' },
          { holderUid: uidOf(PIA), debitAccountUid: world.accounts['Lohnkonto']!, kind: 'combo' },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ data: { field: string; code: string }[] }>().data).toEqual([
      expect.objectContaining({ field: 'cards.0.kind', code: 'card_feature_missing' }),
      expect.objectContaining({ field: 'cards.1.holderUid', code: 'card_holder_not_member' }),
      expect.objectContaining({ field: 'cards.1.debitAccountUid', code: 'debit_account_not_allowed' }),
    ]);
    const byLuca = await world.call(LUCA, 'POST', `/api/v2/card-programs/${uid}/extend-bulk`, {
      partnership: world.baeckerei,
      payload: { cards: [{ holderUid: uidOf(LUCA), debitAccountUid: account, kind: 'combo' }] },
    });
    expect(byLuca.statusCode).toBe(404);
  });
});
