/**
 * Issue 26 item 1: the gateway decides every money path from the kernel's rules, as the screens do. Each
 * finding of the attack on a gateway of our own, reproduced through the HTTP API:
 * - Pia (card-only, not bankable) created and executed orders from her account through the API;
 * - a draft to a new beneficiary was stored as signed, so submitting it later skipped the four-eyes step;
 * - Rita (registered only) read Bäckerei's beneficiaries, also through /api/v3/reads, and found their uids in
 *   the pending approvals.
 */
import { personaApp } from '../../test/persona-app';
import { ANNA, LUCA, NORA, RITA } from '../../test/personas';
import { createUrl, days, paymentBody, SWISS_IBAN } from './test-support';

const PIA = 'pia@kontor.test';
const world = personaApp({ config: { paymentSchedulerMs: 0 } });

const ordersOn = async (accountUid: string) =>
  (
    await world.db
      .selectFrom('payment_orders')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('cash_account_uid', '=', accountUid)
      .executeTakeFirstOrThrow()
  ).count;

it('Pia, a card-only customer, pays from nothing: the form and every base refuse, nothing is written', async () => {
  const account = world.accounts['Swibeco Karte']!;
  const { today } = await days(world.db);
  const before = await ordersOn(account);
  expect((await world.call(PIA, 'GET', createUrl(account))).statusCode).toBe(403);
  for (const base of ['iban-payment-orders', 'esr-payment-orders', 'wise-payment-orders']) {
    const response = await world.call(PIA, 'POST', createUrl(account, base), {
      payload: paymentBody(account, today, { amount: 1 }),
    });
    expect([base, response.statusCode]).toEqual([base, 403]);
  }
  expect(await ordersOn(account)).toBe(before);
});

describe("a draft's new beneficiary goes through the same signing as a submitted order's", () => {
  it('a draft submitted later is blocked for the beneficiary, as a direct submit is', async () => {
    const account = world.accounts['Betriebskonto']!;
    const { later } = await days(world.db);
    const partnership = world.baeckerei;
    const body = (name: string, isDraftPO: boolean) =>
      paymentBody(account, later, { isDraftPO }, { name, iban: 'CH5604835012345678009' });
    const direct = await world.call(LUCA, 'POST', createUrl(account), {
      partnership,
      payload: body('Mühle Direkt AG', false),
    });
    expect(direct.json()).toMatchObject({ status: 'blocked' });

    const draft = await world.call(LUCA, 'POST', createUrl(account), {
      partnership,
      payload: body('Mühle Entwurf AG', true),
    });
    expect(draft.json()).toMatchObject({ status: 'draft' });
    const { uid } = draft.json<{ uid: string }>();
    const beneficiary = await world.db
      .selectFrom('beneficiaries')
      .select(['signed', 'uid'])
      .where('name', '=', 'Mühle Entwurf AG')
      .executeTakeFirstOrThrow();
    expect(beneficiary.signed).toBe(false);
    const submitted = await world.call(LUCA, 'PATCH', `/api/v2/iban-payment-orders/${uid}`, {
      partnership,
      payload: body('Mühle Entwurf AG', false),
    });
    expect(submitted.json()).toMatchObject({ status: 'blocked' });
    // The signatories see the beneficiary's approval, as for the direct submit.
    const approvals = await world.call(NORA, 'GET', `/api/v2/partnerships/${partnership}/pending-approvals`, {
      partnership,
    });
    expect(approvals.json<{ subjectUid: string }[]>().map((approval) => approval.subjectUid)).toContain(
      beneficiary.uid,
    );
  });

  it('a private draft keeps its beneficiary signed (one person signs for themselves)', async () => {
    const account = world.accounts['anna:Privatkonto']!;
    const { later } = await days(world.db);
    const draft = await world.call(ANNA, 'POST', createUrl(account), {
      payload: paymentBody(account, later, { isDraftPO: true }, { name: 'Privat Entwurf', iban: SWISS_IBAN }),
    });
    expect(draft.statusCode).toBe(201);
    const beneficiary = await world.db
      .selectFrom('beneficiaries')
      .select('signed')
      .where('name', '=', 'Privat Entwurf')
      .executeTakeFirstOrThrow();
    expect(beneficiary.signed).toBe(true);
  });
});

describe('beneficiaries and pending approvals are read by the account rights of their orders', () => {
  /** A beneficiary of Bäckerei that an order on the Betriebskonto pays (Luca may view it, Rita nothing). */
  async function baeckereiBeneficiary(): Promise<string> {
    const account = world.accounts['Betriebskonto']!;
    const { later } = await days(world.db);
    const order = await world.call(ANNA, 'POST', createUrl(account), {
      partnership: world.baeckerei,
      payload: paymentBody(
        account,
        later,
        {},
        { name: 'Lieferant Lesbar AG', iban: 'CH5604835012345678009' },
      ),
    });
    expect(order.statusCode).toBe(201);
    return order.json<{ paymentOrderData: { beneficiary: { uid: string } } }>().paymentOrderData.beneficiary
      .uid;
  }

  it('Rita reads no beneficiary, directly or in a batch; Anna and Luca do', async () => {
    const uid = await baeckereiBeneficiary();
    const url = `/api/beneficiaries/${uid}`;
    const partnership = world.baeckerei;
    const rita = await world.call(RITA, 'GET', url, { partnership });
    expect(rita.statusCode).toBe(403);
    expect(rita.body).not.toContain('Lieferant');
    const batch = await world.call(RITA, 'POST', '/api/v3/reads', {
      payload: { reads: [{ url, partnership }] },
    });
    const [answer] = batch.json<{ answers: { status: number; body: string }[] }>().answers;
    expect([answer!.status, answer!.body.includes('Lieferant')]).toEqual([403, false]);
    for (const email of [ANNA, LUCA]) {
      const read = await world.call(email, 'GET', url, { partnership });
      expect([email, read.statusCode, read.json().name]).toEqual([email, 200, 'Lieferant Lesbar AG']);
    }
  });

  it('Rita sees no pending approval; Luca only those on accounts he may view', async () => {
    const partnership = world.baeckerei;
    const url = `/api/v2/partnerships/${partnership}/pending-approvals`;
    const rita = await world.call(RITA, 'GET', url, { partnership });
    expect([rita.statusCode, rita.json()]).toEqual([200, []]);
    const anna = (await world.call(ANNA, 'GET', url, { partnership })).json<{ subjectUid: string }[]>();
    expect(anna.length).toBeGreaterThan(0);
    const luca = (await world.call(LUCA, 'GET', url, { partnership })).json<{ subjectUid: string }[]>();
    const lucaSees = new Set(luca.map((approval) => approval.subjectUid));
    const viewable = [world.accounts['Betriebskonto']!, world.accounts['Lohnkonto']!];
    for (const approval of anna) {
      const order = await world.db
        .selectFrom('payment_orders')
        .select('cash_account_uid')
        .where('uid', '=', approval.subjectUid)
        .executeTakeFirst();
      if (order) expect(lucaSees.has(approval.subjectUid)).toBe(viewable.includes(order.cash_account_uid));
    }
  });
});
