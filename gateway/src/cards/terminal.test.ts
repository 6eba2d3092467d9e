/**
 * The sandbox card terminal (issue 29 item 2): a payment on an active card is reserved then booked on its
 * account (shown in transactions with the merchant), one on the frozen card is declined with spec §4's reason and
 * shows as declined, a persona pays with its own card only, three wrong PINs lock the PIN. Both databases.
 */
import { sql } from 'kysely';
import { SANDBOX_OPERATOR_HEADERS } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';
import { ANNA, LUCA } from '../../test/personas';
import { balanceOf, ledger } from '../payments/test-support';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

interface TerminalAnswer {
  transactionUid: string;
  approved: boolean;
  status: string;
  declineReason: string | null;
  declineCause: string | null;
  cardStatus: string;
}

const annasCard = async (kind: 'combo' | 'virtual') =>
  await world.db
    .selectFrom('cards')
    .select(['uid', 'cash_account_uid'])
    .where('holder_uid', '=', world.persons[ANNA]!)
    .where('kind', '=', kind)
    .where('card_program_uid', 'is', null)
    .executeTakeFirstOrThrow();

const pay = (email: string | null, cardUid: string, extra: object = {}) =>
  world.call(email, 'POST', '/api/sandbox/card-terminal/payments', {
    payload: {
      cardUid,
      amountValue: 4_280,
      merchantName: 'Migros Zürich HB',
      merchantCategory: 'groceries',
      ...extra,
    },
    ...(email ? {} : { headers: SANDBOX_OPERATOR_HEADERS }),
  });

interface Booking {
  uid: string;
  status: string;
  declineReason: string | null;
  merchant: { name: string } | null;
  cardUid: string | null;
}

async function transactionsOf(accountUid: string): Promise<Booking[]> {
  const response = await world.call(ANNA, 'GET', `/api/v2/cash-accounts/${accountUid}/transactions?count=50`);
  expect(response.statusCode).toBe(200);
  return response.json<Booking[]>();
}

it('books a payment on the active card: reserved, then booked, with the merchant', async () => {
  const card = await annasCard('combo');
  const before = await balanceOf(world.db, card.cash_account_uid);
  const response = await pay(ANNA, card.uid);
  expect(response.statusCode).toBe(201);
  const answer = response.json<TerminalAnswer>();
  expect(answer).toMatchObject({ approved: true, status: 'booked', declineReason: null, declineCause: null });
  expect(await balanceOf(world.db, card.cash_account_uid)).toBe(before - 4_280n);
  const { balance, booked } = await ledger(world.db, card.cash_account_uid);
  expect(balance).toBe(booked);
  const booking = (await transactionsOf(card.cash_account_uid)).find(
    (entry) => entry.uid === answer.transactionUid,
  );
  expect(booking).toMatchObject({
    status: 'booked',
    merchant: { name: 'Migros Zürich HB' },
    cardUid: card.uid,
  });
  const events = await world.db
    .selectFrom('events')
    .select(['payload'])
    .where('type', '=', 'cashSubAccount')
    .where(sql<boolean>`payload->>'trxUid' = ${answer.transactionUid}`)
    .orderBy('id')
    .execute();
  expect(events.map((event) => event.payload.status)).toEqual(['reserved', 'booked']);
});

it('declines a payment on the frozen card with spec §4’s reason; it shows in transactions as declined', async () => {
  const card = await annasCard('virtual');
  const before = await balanceOf(world.db, card.cash_account_uid);
  const response = await pay(ANNA, card.uid, {
    merchantName: 'Digitec Galaxus',
    merchantCategory: 'onlineShopping',
  });
  expect(response.statusCode).toBe(201);
  const answer = response.json<TerminalAnswer>();
  expect(answer).toMatchObject({
    approved: false,
    status: 'rejected',
    declineReason: 'decline',
    declineCause: 'cardNotActive',
    cardStatus: 'frozen',
  });
  expect(await balanceOf(world.db, card.cash_account_uid)).toBe(before);
  const booking = (await transactionsOf(card.cash_account_uid)).find(
    (entry) => entry.uid === answer.transactionUid,
  );
  expect(booking).toMatchObject({
    status: 'rejected',
    declineReason: 'decline',
    merchant: { name: 'Digitec Galaxus' },
  });
});

it('declines over the limit and in a blocked merchant category', async () => {
  const card = await annasCard('combo');
  await world.call(ANNA, 'POST', `/api/v2/debit-cards/${card.uid}/actions`, {
    payload: { action: 'addMerchantCategoryBlocking', merchantCategories: ['gambling'] },
  });
  const blocked = await pay(ANNA, card.uid, { merchantName: 'Casino Baden', merchantCategory: 'gambling' });
  expect(blocked.json<TerminalAnswer>().declineCause).toBe('merchantCategoryBlocked');
  const over = await pay(ANNA, card.uid, { amountValue: 600_000 });
  expect(over.json<TerminalAnswer>().declineCause).toBe('overLimit');
});

it('a persona pays with its own card only; the operator with any', async () => {
  const card = await annasCard('combo');
  const byLuca = await pay(LUCA, card.uid);
  expect(byLuca.statusCode).toBe(403);
  const anonymous = await world.app.inject({
    method: 'POST',
    url: '/api/sandbox/card-terminal/payments',
    payload: { cardUid: card.uid, amountValue: 100, merchantName: 'Kiosk', merchantCategory: 'other' },
  });
  expect(anonymous.statusCode).toBe(401);
  const byOperator = await pay(null, card.uid, { amountValue: 100 });
  expect(byOperator.statusCode).toBe(201);
});

it('locks the PIN after three wrong ones; unlock PIN makes the card pay again', async () => {
  const card = await annasCard('combo');
  await world.call(ANNA, 'POST', `/api/v2/debit-cards/${card.uid}/actions`, {
    payload: { action: 'setPin', pin: '1357' },
  });
  for (const attempt of [1, 2, 3]) {
    const wrong = await pay(ANNA, card.uid, { pin: '0000', amountValue: 100 });
    expect(wrong.json<TerminalAnswer>()).toMatchObject({
      declineCause: 'wrongPin',
      cardStatus: attempt < 3 ? 'active' : 'pin_locked',
    });
  }
  const locked = await pay(ANNA, card.uid, { pin: '1357', amountValue: 100 });
  expect(locked.json<TerminalAnswer>().declineCause).toBe('cardNotActive');
  const unlocked = await world.call(ANNA, 'POST', `/api/v2/debit-cards/${card.uid}/actions`, {
    payload: { action: 'unlockPin' },
  });
  expect(unlocked.statusCode).toBe(200);
  const paid = await pay(ANNA, card.uid, { pin: '1357', amountValue: 100 });
  expect(paid.json<TerminalAnswer>().approved).toBe(true);
});
