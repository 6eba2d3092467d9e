/**
 * Spec §4 editing and deletion through the HTTP API: PATCH and DELETE answer as the kernel's rules
 * (canEditPaymentOrder, canDeletePaymentOrder) say, for private and business contexts, partner categories,
 * eBill orders, quarantine and retired orders.
 */
import { personaApp } from '../../test/persona-app';
import { ANNA, CLAIRE, LUCA } from '../../test/personas';
import { days, insertOrder, paymentBody, type OrderSeed } from './test-support';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

interface Row {
  label: string;
  email: string;
  partnership: 'baeckerei' | 'asl' | null;
  account: string;
  order: Omit<OrderSeed, 'accountUid' | 'requestedBy' | 'paymentTime' | 'partnershipUid'> & {
    requestedBy?: string;
  };
  edit: boolean | null;
  remove: boolean | null;
}

const ROWS: Row[] = [
  {
    label: 'private draft',
    email: ANNA,
    partnership: null,
    account: 'anna:Privatkonto',
    order: { status: 'draft' },
    edit: true,
    remove: true,
  },
  {
    label: 'private rejected',
    email: ANNA,
    partnership: null,
    account: 'anna:Privatkonto',
    order: { status: 'rejected' },
    edit: true,
    remove: true,
  },
  {
    label: 'private accepted',
    email: ANNA,
    partnership: null,
    account: 'anna:Privatkonto',
    order: { status: 'accepted' },
    edit: true,
    remove: true,
  },
  {
    label: 'private executed',
    email: ANNA,
    partnership: null,
    account: 'anna:Privatkonto',
    order: { status: 'executed', executedAt: new Date() },
    edit: false,
    remove: true,
  },
  {
    label: 'private approval',
    email: ANNA,
    partnership: null,
    account: 'anna:Privatkonto',
    order: { status: 'approval' },
    edit: false,
    remove: true,
  },
  {
    label: 'private casino category',
    email: ANNA,
    partnership: null,
    account: 'anna:Privatkonto',
    order: { status: 'draft', partnerCategory: 'casino' },
    edit: false,
    remove: true,
  },
  {
    label: 'private eBill order',
    email: ANNA,
    partnership: null,
    account: 'anna:Privatkonto',
    order: { status: 'accepted', isEBillOrder: true },
    edit: false,
    remove: true,
  },
  {
    label: 'private retired',
    email: ANNA,
    partnership: null,
    account: 'anna:Privatkonto',
    order: { status: 'retired' },
    edit: false,
    remove: false,
  },
  {
    label: 'private quarantine',
    email: ANNA,
    partnership: null,
    account: 'anna:Privatkonto',
    order: { status: 'quarantine' },
    edit: false,
    remove: false,
  },
  {
    label: 'business draft, capture (Luca)',
    email: LUCA,
    partnership: 'baeckerei',
    account: 'Betriebskonto',
    order: { status: 'draft' },
    edit: true,
    remove: true,
  },
  {
    label: 'business approval without approve (Luca)',
    email: LUCA,
    partnership: 'baeckerei',
    account: 'Betriebskonto',
    order: { status: 'approval' },
    edit: false,
    remove: true,
  },
  {
    label: 'business approval with approve (Anna)',
    email: ANNA,
    partnership: 'baeckerei',
    account: 'Betriebskonto',
    order: { status: 'approval' },
    edit: true,
    remove: true,
  },
  {
    label: 'business draft, view only (Luca on Lohnkonto)',
    email: LUCA,
    partnership: 'baeckerei',
    account: 'Lohnkonto',
    order: { status: 'draft' },
    edit: false,
    remove: false,
  },
  {
    label: 'business accepted',
    email: ANNA,
    partnership: 'baeckerei',
    account: 'Betriebskonto',
    order: { status: 'accepted' },
    edit: false,
    remove: true,
  },
  {
    label: 'business sme category',
    email: ANNA,
    partnership: 'baeckerei',
    account: 'Betriebskonto',
    order: { status: 'draft', partnerCategory: 'sme' },
    edit: false,
    remove: true,
  },
  {
    label: 'business casino category may edit',
    email: ANNA,
    partnership: 'baeckerei',
    account: 'Betriebskonto',
    order: { status: 'draft', partnerCategory: 'casino' },
    edit: true,
    remove: true,
  },
  {
    label: 'business eBill order',
    email: ANNA,
    partnership: 'baeckerei',
    account: 'Betriebskonto',
    order: { status: 'draft', isEBillOrder: true },
    edit: false,
    remove: true,
  },
  {
    label: 'business quarantine',
    email: ANNA,
    partnership: 'baeckerei',
    account: 'Betriebskonto',
    order: { status: 'quarantine' },
    edit: false,
    remove: false,
  },
  {
    label: 'business retired',
    email: ANNA,
    partnership: 'baeckerei',
    account: 'Betriebskonto',
    order: { status: 'retired' },
    edit: false,
    remove: false,
  },
  {
    label: 'approve-only Claire: approval',
    email: CLAIRE,
    partnership: 'asl',
    account: 'Compte courant',
    order: { status: 'approval' },
    edit: true,
    remove: false,
  },
];

let partnerships: Record<'baeckerei' | 'asl', string>;
beforeAll(async () => {
  partnerships = {
    baeckerei: world.baeckerei,
    asl: await world.partnership('Association Sportive Lausanne'),
  };
});

async function seedRow(
  row: Row,
  later: string,
): Promise<{ uid: string; accountUid: string; partnershipUid: string | undefined }> {
  const accountUid = world.accounts[row.account]!;
  const partnershipUid = row.partnership ? partnerships[row.partnership] : undefined;
  const uid = await insertOrder(world.db, {
    ...row.order,
    accountUid,
    requestedBy: world.persons[row.email]!,
    partnershipUid: partnershipUid ?? null,
    paymentTime: later,
  });
  return { uid, accountUid, partnershipUid };
}

describe('spec §4 editing (PATCH)', () => {
  it.each(ROWS.map((row) => [row.label, row] as const))('%s', async (_label, row) => {
    const { later } = await days(world.db);
    const { uid, accountUid, partnershipUid } = await seedRow(row, later);
    const response = await world.call(row.email, 'PATCH', `/api/v2/iban-payment-orders/${uid}`, {
      partnership: partnershipUid,
      payload: paymentBody(accountUid, later, { amount: 99.95 }),
    });
    if (row.edit) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ paymentOrderData: { paymentAmount: { amount: '99.95' } } });
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'not_editable' });
    }
    // What the order as read offers is the same decision.
    const read = await world.call(row.email, 'GET', `/api/v2/iban-payment-orders/${uid}`, {
      partnership: partnershipUid,
    });
    if (!row.edit) expect(read.json<{ _actions: object }>()._actions).not.toHaveProperty('update');
  });
});

describe('spec §4 deletion (DELETE)', () => {
  it.each(ROWS.map((row) => [row.label, row] as const))('%s', async (_label, row) => {
    const { later } = await days(world.db);
    const { uid, partnershipUid } = await seedRow(row, later);
    const offered = (
      await world.call(row.email, 'GET', `/api/v2/iban-payment-orders/${uid}`, {
        partnership: partnershipUid,
      })
    ).json<{ _actions: { delete?: object } }>()._actions.delete;
    expect(offered !== undefined).toBe(row.remove);
    const response = await world.call(row.email, 'DELETE', `/api/payment-orders/${uid}`, {
      partnership: partnershipUid,
    });
    if (row.remove) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'retired' });
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'not_deletable' });
    }
  });
});

describe('spec §4 the payment date', () => {
  it('stays as it was on a rejected order (resubmitting keeps it) and may change on an accepted one', async () => {
    const { later } = await days(world.db);
    const accountUid = world.accounts['anna:Privatkonto']!;
    const requestedBy = world.persons[ANNA]!;
    const rejected = await insertOrder(world.db, {
      accountUid,
      requestedBy,
      status: 'rejected',
      paymentTime: later,
    });
    const moved = await world.call(ANNA, 'PATCH', `/api/v2/iban-payment-orders/${rejected}`, {
      payload: paymentBody(accountUid, '2099-01-01'),
    });
    expect(moved.statusCode).toBe(400);
    const accepted = await insertOrder(world.db, {
      accountUid,
      requestedBy,
      status: 'accepted',
      paymentTime: later,
    });
    const other = await world.call(ANNA, 'PATCH', `/api/v2/iban-payment-orders/${accepted}`, {
      payload: paymentBody(accountUid, later, { recurrence: 'monthlylast' }),
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({
      paymentOrderData: { recurrence: 'monthlylast', seriesUid: accepted },
    });
  });

  it('an edited order awaiting approval loses its signatures (the editor’s counts again)', async () => {
    const { later } = await days(world.db);
    const accountUid = world.accounts['Betriebskonto']!;
    const created = await world.call(
      LUCA,
      'POST',
      `/api/v2/cash-accounts/${accountUid}/iban-payment-orders`,
      {
        partnership: world.baeckerei,
        payload: paymentBody(accountUid, later, {}, { name: 'Bachmann Mühle AG' }),
      },
    );
    expect(created.json()).toMatchObject({
      status: 'approval',
      approval: { approvedBy: [], stillNeeded: 2 },
    });
    const uid = created.json<{ uid: string }>().uid;
    const edited = await world.call(ANNA, 'PATCH', `/api/v2/iban-payment-orders/${uid}`, {
      partnership: world.baeckerei,
      payload: paymentBody(accountUid, later, { amount: 200 }, { name: 'Bachmann Mühle AG' }),
    });
    expect(edited.json()).toMatchObject({
      status: 'approval',
      approval: { approvedBy: [world.persons[ANNA]], stillNeeded: 1, mayApprove: false },
    });
  });
});
