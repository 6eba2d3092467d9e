/**
 * Approval by the partnership's voting rule (spec §4; issue 11 item 4) through the HTTP API: as_one, as_two,
 * as_three, a signer counts once, one rejection rejects, a new beneficiary blocks its order until signed, Luca
 * cannot sign, the sme category refuses; and the races of parallel decisions on PostgreSQL.
 */
import { nextBankingDay } from 'shared-kernel/domain';
import { personaApp } from '../../test/persona-app';
import { ANNA, LUCA, NORA } from '../../test/personas';
import { createUrl, days, ledger, paymentBody } from './test-support';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

const approveUrl = (uid: string, decision: 'approve' | 'reject' = 'approve') =>
  `/api/v2/partnerships/pending-approvals/${uid}/${decision}`;

interface OrderAnswer {
  uid: string;
  status: string;
  approval: { uid: string; stillNeeded: number; approvedBy: string[]; mayApprove: boolean } | null;
  beneficiaryApproval: { uid: string; stillNeeded: number } | null;
}

async function votingRule(rule: string, category: string | null = null) {
  await world.db
    .updateTable('partnerships')
    .set({ voting_rule: rule, partner_category: category })
    .where('uid', '=', world.baeckerei)
    .execute();
}

/** An order captured in Bäckerei on the Betriebskonto to a known (signed) beneficiary. */
async function capture(
  email: string,
  date: string,
  extra: Parameters<typeof paymentBody>[2] = {},
  beneficiary = {},
) {
  const account = world.accounts['Betriebskonto']!;
  const response = await world.call(email, 'POST', createUrl(account), {
    partnership: world.baeckerei,
    payload: paymentBody(account, date, extra, { name: 'Bachmann Mühle AG', ...beneficiary }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<OrderAnswer>();
}

const sign = (email: string, approval: string, decision: 'approve' | 'reject' = 'approve') =>
  world.call(email, 'POST', approveUrl(approval, decision), { partnership: world.baeckerei });

afterEach(() => votingRule('as_two'));

describe('voting rules', () => {
  it.each<[string, string, number, string]>([
    ['as_one: Luca (no approve) needs one signature', 'as_one', 1, LUCA],
    ['as_one: Anna’s own capture releases it', 'as_one', 0, ANNA],
    ['as_two: Luca needs two', 'as_two', 2, LUCA],
    ['as_two: Anna’s capture counts, one more', 'as_two', 1, ANNA],
    ['as_three: Nora’s capture counts, two more (only two signatories exist)', 'as_three', 2, NORA],
    ['none: capture releases', 'none', 0, LUCA],
    ['vote: a majority of the two partners (Anna, Nora) — Luca needs both', 'vote', 2, LUCA],
    ['vote: Anna’s capture is one of the two partners’ votes', 'vote', 1, ANNA],
  ])('%s', async (_label, rule, stillNeeded, capturer) => {
    await votingRule(rule);
    const { later } = await days(world.db);
    const order = await capture(capturer, later);
    if (stillNeeded === 0) {
      expect(order).toMatchObject({ status: 'accepted', approval: null });
      return;
    }
    expect(order).toMatchObject({ status: 'approval', approval: { stillNeeded } });
  });

  it('as_two: Luca captures, Nora and Anna sign, each once; a today payment executes on release', async () => {
    const { today } = await days(world.db);
    // The bank takes no order dated on a weekend or holiday: the first banking day on or after today.
    const date = nextBankingDay(today);
    const before = await ledger(world.db, world.accounts['Betriebskonto']!);
    const order = await capture(LUCA, date);
    expect(order.status).toBe('approval');
    const approval = order.approval!.uid;
    expect((await sign(LUCA, approval)).statusCode).toBe(403);
    const first = await sign(NORA, approval);
    expect(first.json()).toMatchObject({ status: 'pending', stillNeeded: 1, subjectStatus: 'approval' });
    expect((await sign(NORA, approval)).json()).toMatchObject({ code: 'already_approved_by_you' });
    const second = await sign(ANNA, approval);
    const executes = date === today;
    expect(second.json()).toMatchObject({
      status: 'approved',
      stillNeeded: 0,
      subjectStatus: executes ? 'executed' : 'accepted',
    });
    const after = await ledger(world.db, world.accounts['Betriebskonto']!);
    expect(after.balance).toBe(after.booked);
    expect(before.balance - after.balance).toBe(executes ? 12050n : 0n);
  });

  it('one rejection rejects', async () => {
    const { later } = await days(world.db);
    const order = await capture(LUCA, later);
    await sign(NORA, order.approval!.uid);
    const rejected = await sign(ANNA, order.approval!.uid, 'reject');
    expect(rejected.json()).toMatchObject({ status: 'rejected', subjectStatus: 'rejected' });
    const read = await world.call(LUCA, 'GET', `/api/v2/iban-payment-orders/${order.uid}`, {
      partnership: world.baeckerei,
    });
    expect(read.json()).toMatchObject({ status: 'rejected', statusReason: 'rejected_by_signer' });
    expect((await sign(NORA, order.approval!.uid)).json()).toMatchObject({ code: 'already_decided' });
  });

  it('the sme partner category refuses signatures (spec §4), though the right is there', async () => {
    const { later } = await days(world.db);
    const order = await capture(LUCA, later);
    await votingRule('as_two', 'sme');
    expect((await sign(ANNA, order.approval!.uid)).statusCode).toBe(403);
  });

  it('a new beneficiary blocks the order until signed, then the order is signed in turn', async () => {
    const { later } = await days(world.db);
    const order = await capture(LUCA, later, {}, { name: 'Neue Mühle GmbH', iban: 'CH5604835012345678009' });
    expect(order).toMatchObject({ status: 'blocked', beneficiaryApproval: { stillNeeded: 2 } });
    const beneficiary = order.beneficiaryApproval!.uid;
    await sign(ANNA, beneficiary);
    expect((await sign(NORA, beneficiary)).json()).toMatchObject({
      status: 'approved',
      subjectType: 'beneficiary',
    });
    const read = (
      await world.call(LUCA, 'GET', `/api/v2/iban-payment-orders/${order.uid}`, {
        partnership: world.baeckerei,
      })
    ).json<OrderAnswer>();
    expect(read).toMatchObject({ status: 'approval', approval: { stillNeeded: 2 } });
    const link = (read as unknown as { _links: { beneficiary: { uri: string } } })._links.beneficiary.uri;
    const reader = await world.call(LUCA, 'GET', link, { partnership: world.baeckerei });
    expect(reader.json()).toMatchObject({ name: 'Neue Mühle GmbH', signed: true });
  });

  it('a rejected beneficiary rejects its blocked orders', async () => {
    const { later } = await days(world.db);
    const order = await capture(LUCA, later, {}, { name: 'Zweifel Mühle AG', iban: 'CH5604835012345678009' });
    await sign(NORA, order.beneficiaryApproval!.uid, 'reject');
    const read = await world.call(LUCA, 'GET', `/api/v2/iban-payment-orders/${order.uid}`, {
      partnership: world.baeckerei,
    });
    expect(read.json()).toMatchObject({ status: 'rejected', statusReason: 'beneficiary_rejected' });
    expect((await sign(ANNA, order.beneficiaryApproval!.uid)).json()).toMatchObject({
      code: 'already_decided',
    });
  });

  it('lists the orders awaiting signatures with what is still needed (seed: two in approval, one blocked)', async () => {
    const response = await world.call(
      NORA,
      'GET',
      `/api/v2/partnerships/${world.baeckerei}/pending-payment-orders`,
      { partnership: world.baeckerei },
    );
    const orders = response.json<OrderAnswer[]>();
    const seeded = orders.filter((order) =>
      ['Bachmann Mühle AG', 'Felchlin Schweiz AG', 'Moulin de Sion SA'].includes(
        (order as unknown as { paymentOrderData: { beneficiary: { name: string } } }).paymentOrderData
          .beneficiary.name,
      ),
    );
    expect(seeded.map((order) => order.status).sort()).toEqual(
      expect.arrayContaining(['approval', 'blocked']),
    );
    const nameOf = (order: OrderAnswer) =>
      (order as unknown as { paymentOrderData: { beneficiary: { name: string } } }).paymentOrderData
        .beneficiary.name;
    // The seed: Nora captured the order to Felchlin and signed it; the one to Moulin de Sion is blocked.
    expect(seeded.find((order) => nameOf(order) === 'Moulin de Sion SA')).toMatchObject({
      status: 'blocked',
    });
    const noras = seeded.find((order) => nameOf(order) === 'Felchlin Schweiz AG');
    expect(noras).toMatchObject({ approval: { stillNeeded: 1, mayApprove: false } });
    const luca = await world.call(
      LUCA,
      'GET',
      `/api/v2/partnerships/${world.baeckerei}/pending-payment-orders`,
      { partnership: world.baeckerei },
    );
    expect(luca.json<OrderAnswer[]>().every((order) => !order.approval?.mayApprove)).toBe(true);
  });
});

describe('parallel decisions (one outcome each)', () => {
  it('ten parallel approvals by one signer count once', async () => {
    const { later } = await days(world.db);
    const order = await capture(LUCA, later);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sign(NORA, order.approval!.uid)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    const row = await world.db
      .selectFrom('pending_approvals')
      .select(['approved_by', 'status'])
      .where('uid', '=', order.approval!.uid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ approved_by: [world.persons[NORA]], status: 'pending' });
  });

  it('two signers at once release exactly once (one debit)', async () => {
    const { today } = await days(world.db);
    const date = nextBankingDay(today);
    const order = await capture(LUCA, date);
    const answers = await Promise.all([sign(NORA, order.approval!.uid), sign(ANNA, order.approval!.uid)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json<{ status: string }>().status).sort()).toEqual([
      'approved',
      'pending',
    ]);
    const debits = await world.db
      .selectFrom('transactions')
      .select('uid')
      .where('payment_order_uid', '=', order.uid)
      .execute();
    const executes = date === today;
    expect(debits).toHaveLength(executes ? 1 : 0);
  });

  it('approve and reject racing give one outcome', async () => {
    const { later } = await days(world.db);
    const order = await capture(LUCA, later);
    await sign(NORA, order.approval!.uid);
    const answers = await Promise.all([
      sign(ANNA, order.approval!.uid),
      sign(ANNA, order.approval!.uid, 'reject'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const row = await world.db
      .selectFrom('payment_orders')
      .select('status')
      .where('uid', '=', order.uid)
      .executeTakeFirstOrThrow();
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<{ status: string }>().status;
    expect(row.status).toBe(winner === 'approved' ? 'accepted' : 'rejected');
  });
});

describe('a signature that releases nothing yet', () => {
  const eventsAbout = (type: string, guid: string) =>
    world.db
      .selectFrom('events')
      .select(['payload', 'recipients'])
      .where('type', '=', type)
      .where('guid', '=', guid)
      .orderBy('id')
      .execute();

  // Spec §7: the overview follows other signers live; the signatures still needed change with each one.
  it("tells the order's readers (Luca's overview shows one more signature)", async () => {
    const { later } = await days(world.db);
    const order = await capture(LUCA, later);
    const before = await eventsAbout('paymentOrder', order.uid);
    expect((await sign(NORA, order.approval!.uid)).json()).toMatchObject({
      status: 'pending',
      stillNeeded: 1,
    });
    const after = await eventsAbout('paymentOrder', order.uid);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.recipients).toContain(world.persons[LUCA]);
    expect(after.at(-1)!.payload).toMatchObject({ uid: order.uid, status: 'approval' });
  });

  it("tells the blocked order's readers about its new beneficiary's signature", async () => {
    const { later } = await days(world.db);
    const order = await capture(LUCA, later, {}, { name: 'Signal Mühle AG', iban: 'CH5604835012345678009' });
    const { beneficiary_uid: beneficiary } = await world.db
      .selectFrom('payment_orders')
      .select('beneficiary_uid')
      .where('uid', '=', order.uid)
      .executeTakeFirstOrThrow();
    const before = await eventsAbout('beneficiary', beneficiary!);
    expect((await sign(NORA, order.beneficiaryApproval!.uid)).json()).toMatchObject({ status: 'pending' });
    const after = await eventsAbout('beneficiary', beneficiary!);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.recipients).toContain(world.persons[LUCA]);
    expect(after.at(-1)!.payload).toMatchObject({ uid: beneficiary, status: 'pending', signed: false });
  });
});
