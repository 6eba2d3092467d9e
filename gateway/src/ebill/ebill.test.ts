/**
 * The eBill resource (issue 31) as the personas, on both databases: the subscription's lifecycle (activation
 * REQUESTED, the sandbox network's confirmation ACTIVE, deactivation INACTIVE, the suggestion), standing
 * approvals' validation of spec §5 as a table, the save rule of spec §4 through the API, rights in the business
 * context, invoices (reject, twice; the receipt a real PDF), the sandbox biller's invoice arriving as an event to
 * those who may read it only, and parallel requests (one wins, the other a clear error).
 */
import {
  ebillManageAllowed,
  ebillReadAllowed,
  standingApprovalSaveAction,
  type EbillContextFacts,
  type EbillInvoice,
  type EbillSubscription,
  type RelatedBiller,
  type StandingApproval,
  type StandingApprovalChoice,
} from 'shared-kernel/domain';
import { SANDBOX_OPERATOR_HEADERS } from '../../test/helpers';
import { pdfText } from '../../test/pdf-text';
import { personaApp } from '../../test/persona-app';
import { ANNA, CLAIRE, LUCA, NORA, RITA } from '../../test/personas';
import { driftCase, expectNoDrift, personaContexts, type PersonaContext } from '../../test/rules-drift';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });
const uidOf = (email: string) => world.persons[email]!;
const PRIVATE = '/api/v2/ebill';
const business = (uid: string) => `/api/v2/ebill-business/partnerships/${uid}`;
const SWISSCOM = '41100000000123456';
const EWZ = '41100000000654321';
const EKZ = '41100000000410099';
const SUNRISE = '41100000000210045';

interface FieldErrors {
  name: string;
  data: { field: string; code: string }[];
}

const billersOf = async (email: string, base = PRIVATE, partnership?: string) => {
  const response = await world.call(email, 'GET', `${base}/related-billers`, { partnership });
  expect(response.statusCode).toBe(200);
  return response.json<RelatedBiller[]>();
};
const invoicesOf = async (email: string, query = '', base = PRIVATE, partnership?: string) => {
  const response = await world.call(email, 'GET', `${base}/related-billers-invoices${query}`, {
    partnership,
  });
  expect(response.statusCode).toBe(200);
  return response.json<EbillInvoice[]>();
};
const issue = (payload: object, email: string | null = null) =>
  world.call(email, 'POST', '/api/sandbox/ebill/invoices', {
    payload,
    ...(email ? {} : { headers: SANDBOX_OPERATOR_HEADERS }),
  });
const eventsOf = (type: string, guid: string) =>
  world.db
    .selectFrom('events')
    .select(['type', 'recipients', 'payload'])
    .where('type', '=', type)
    .where('guid', '=', guid)
    .execute();

describe('subscription lifecycle', () => {
  const suggestionTypes = async (email: string) => {
    const response = await world.call(email, 'GET', `/api/v2/agents/${uidOf(email)}/suggestions`);
    return response.json<{ type: string }[]>().map((suggestion) => suggestion.type);
  };

  it('activation requests, the eBill network confirms, deactivation ends; the suggestion follows', async () => {
    const before = await world.call(NORA, 'GET', `${PRIVATE}/subscription`);
    expect(before.json<EbillSubscription>()).toMatchObject({
      status: null,
      ownerUid: uidOf(NORA),
      ownerType: 'person',
      rights: { read: true, manage: true },
    });
    expect(await suggestionTypes(NORA)).toContain('ebill');
    // Not before the terms are accepted.
    const noTerms = await world.call(NORA, 'POST', `${PRIVATE}/subscription`, {
      payload: { email: 'nora@kontor.test', acceptedTerms: false },
    });
    expect(noTerms.statusCode).toBe(400);

    const activated = await world.call(NORA, 'POST', `${PRIVATE}/subscription`, {
      payload: { email: 'nora@kontor.test', acceptedTerms: true },
    });
    expect(activated.statusCode).toBe(201);
    expect(activated.json<EbillSubscription>().status).toBe('REQUESTED');
    expect(await suggestionTypes(NORA)).not.toContain('ebill');
    const identities = await world.call(
      NORA,
      'GET',
      `/api/v2/natural-persons/${uidOf(NORA)}/virtual-identities`,
    );
    expect(JSON.stringify(identities.json())).toContain('REQUESTED');
    const again = await world.call(NORA, 'POST', `${PRIVATE}/subscription`, {
      payload: { email: 'nora@kontor.test', acceptedTerms: true },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ebill_already_active' });
    // Billers wait for the network's confirmation.
    const early = await world.call(NORA, 'POST', `${PRIVATE}/related-billers`, {
      payload: { billerId: SUNRISE, customerReference: '88-1234' },
    });
    expect(early.json()).toMatchObject({ code: 'ebill_not_active' });

    // The sandbox eBill network is the bank's side: the operator key only.
    const asPersona = await world.call(
      NORA,
      'POST',
      `/api/sandbox/ebill/subscriptions/${uidOf(NORA)}/confirm`,
      {
        payload: {},
      },
    );
    expect(asPersona.statusCode).toBe(403);
    const confirmed = await world.call(
      null,
      'POST',
      `/api/sandbox/ebill/subscriptions/${uidOf(NORA)}/confirm`,
      {
        payload: {},
        headers: SANDBOX_OPERATOR_HEADERS,
      },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<EbillSubscription>().status).toBe('ACTIVE');
    const twice = await world.call(null, 'POST', `/api/sandbox/ebill/subscriptions/${uidOf(NORA)}/confirm`, {
      payload: {},
      headers: SANDBOX_OPERATOR_HEADERS,
    });
    expect(twice.json()).toMatchObject({ code: 'ebill_not_requested' });
    const events = await eventsOf('ebillSubscription', uidOf(NORA));
    expect(events.map((event) => event.recipients)).toEqual([[uidOf(NORA)], [uidOf(NORA)]]);

    const settings = await world.call(NORA, 'PATCH', `${PRIVATE}/subscription`, {
      payload: { notifyNewInvoice: false },
    });
    expect(settings.json<EbillSubscription>()).toMatchObject({ status: 'ACTIVE', notifyNewInvoice: false });
    const emptyPatch = await world.call(NORA, 'PATCH', `${PRIVATE}/subscription`, { payload: {} });
    expect(emptyPatch.statusCode).toBe(400);

    const added = await world.call(NORA, 'POST', `${PRIVATE}/related-billers`, {
      payload: { billerId: SUNRISE, customerReference: '88-1234' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<RelatedBiller>()).toMatchObject({ name: 'Sunrise GmbH', customerReference: '88-1234' });
    const addedTwice = await world.call(NORA, 'POST', `${PRIVATE}/related-billers`, {
      payload: { billerId: SUNRISE, customerReference: '88-1234' },
    });
    expect(addedTwice.json()).toMatchObject({ code: 'ebill_biller_already_related' });
    const unknown = await world.call(NORA, 'POST', `${PRIVATE}/related-billers`, {
      payload: { billerId: '41100000000999999', customerReference: '1' },
    });
    expect(unknown.statusCode).toBe(404);
    const directory = await world.call(NORA, 'GET', `${PRIVATE}/billers?search=sunrise`);
    expect(directory.json()).toEqual([
      { billerId: SUNRISE, name: 'Sunrise GmbH', city: 'Opfikon', related: true },
    ]);

    const deactivated = await world.call(NORA, 'DELETE', `${PRIVATE}/subscription`);
    expect(deactivated.json<EbillSubscription>().status).toBe('INACTIVE');
    expect(await suggestionTypes(NORA)).toContain('ebill');
    const deactivatedTwice = await world.call(NORA, 'DELETE', `${PRIVATE}/subscription`);
    expect(deactivatedTwice.json()).toMatchObject({ code: 'ebill_not_active' });
    const reactivated = await world.call(NORA, 'POST', `${PRIVATE}/subscription`, {
      payload: { email: 'nora@kontor.test', acceptedTerms: true },
    });
    expect(reactivated.json<EbillSubscription>().status).toBe('REQUESTED');
  });
});

describe('standing approvals (spec §5, Anna)', () => {
  let swisscom: RelatedBiller;
  beforeAll(async () => {
    swisscom = (await billersOf(ANNA)).find((biller) => biller.billerId === SWISSCOM)!;
  });
  const valid = () => ({
    accountUid: world.accounts['anna:Privatkonto']!,
    amount: '150.00',
    currency: 'CHF',
    period: 'month',
    type: 'upperLimit',
  });
  const patch = (payload: object) =>
    world.call(
      ANNA,
      'PATCH',
      `${PRIVATE}/standing-approvals/${swisscom.standingApprovals[0]!.standingApprovalId}`,
      {
        payload,
      },
    );

  it('reads the seeded approval back as the spec says', () => {
    expect(swisscom.standingApprovals).toEqual([
      expect.objectContaining({ type: 'upperLimit', period: 'month', amount: '150.00', currency: 'CHF' }),
    ]);
  });

  it.each([
    ['a whole amount', { amount: '1' }, '1.00'],
    ['20 digits', { amount: '12345678901234567890' }, '12345678901234567890.00'],
    ['20 digits and 4 decimals', { amount: '99999999999999999999.9999' }, '99999999999999999999.9999'],
    ['1 decimal', { amount: '80.5' }, '80.50'],
    ['4 decimals', { amount: '80.1234' }, '80.1234'],
    ['exact amount, quarter', { type: 'exactAmount', period: 'quarter', amount: '89.90' }, '89.90'],
    ['semester', { period: 'semester' }, '150.00'],
    ['year', { period: 'year' }, '150.00'],
  ])('accepts %s', async (_name, change, amount) => {
    const response = await patch({ ...valid(), ...change });
    expect(response.statusCode).toBe(200);
    expect(response.json<StandingApproval>().amount).toBe(amount);
  });

  it.each([
    ['21 digits', { amount: '123456789012345678901' }, 'amount'],
    ['5 decimals', { amount: '1.12345' }, 'amount'],
    ['a negative amount', { amount: '-5' }, 'amount'],
    ['a decimal comma', { amount: '1,50' }, 'amount'],
    ['a trailing point', { amount: '1.' }, 'amount'],
    ['a number, not text', { amount: 150 }, 'amount'],
    ['EUR', { currency: 'EUR' }, 'currency'],
    ['lower case chf', { currency: 'chf' }, 'currency'],
    ['a weekly period', { period: 'week' }, 'period'],
    ['type none (saved by deleting)', { type: 'none' }, 'type'],
    ['a missing amount', { amount: undefined }, 'amount'],
    ['a missing account', { accountUid: undefined }, 'accountUid'],
    ['an extra field', { billerId: SWISSCOM }, 'billerId'],
    ['an unknown field', { note: 'x' }, 'note'],
  ])('refuses %s with a field error', async (_name, change, field) => {
    const response = await patch({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<FieldErrors>();
    expect(body.name).toBe('ValidationError');
    expect(body.data.map((error) => error.field)).toContain(field);
  });

  it.each([
    ['the EUR account', 'anna:Euro-Konto'],
    ["another person's account", 'Privatkonto'],
    ["the partnership's account", 'Betriebskonto'],
  ])('refuses %s: not a CHF account of the context the caller pays from', async (_name, account) => {
    const accountUid = world.accounts[account]!;
    expect(accountUid).toBeDefined();
    const response = await patch({ ...valid(), accountUid });
    expect(response.statusCode).toBe(400);
    expect(response.json<FieldErrors>().data).toEqual([
      expect.objectContaining({ field: 'accountUid', code: 'ebill_standing_approval_account' }),
    ]);
  });

  it('the save rule of spec §4 through the API', async () => {
    const ewz = (await billersOf(ANNA)).find((biller) => biller.billerId === EWZ)!;
    const current = async () =>
      (await billersOf(ANNA)).find((biller) => biller.billerId === EWZ)!.standingApprovals[0] ?? null;
    const save = async (choice: StandingApprovalChoice) => {
      const existing = await current();
      const action = standingApprovalSaveAction(choice, existing);
      const body = { ...valid(), type: choice, amount: '95.00' };
      if (action === 'create')
        return world.call(ANNA, 'POST', `${PRIVATE}/related-billers/standing-approvals`, {
          payload: { ...body, billerId: EWZ, billerRelationId: ewz.billerRelationId },
        });
      if (action === 'update')
        return world.call(ANNA, 'PATCH', `${PRIVATE}/standing-approvals/${existing!.standingApprovalId}`, {
          payload: body,
        });
      if (action === 'delete')
        return world.call(ANNA, 'DELETE', `${PRIVATE}/standing-approvals/${existing!.standingApprovalId}`);
      return null;
    };
    expect(await current()).toBeNull();
    expect(await save('none')).toBeNull();
    expect((await save('upperLimit'))!.statusCode).toBe(201);
    expect(await current()).toMatchObject({ type: 'upperLimit', amount: '95.00' });
    expect((await save('exactAmount'))!.statusCode).toBe(200);
    expect(await current()).toMatchObject({ type: 'exactAmount' });
    expect((await save('none'))!.statusCode).toBe(204);
    expect(await current()).toBeNull();
    // Deleting what is gone: a clear 404.
    const gone = await world.call(
      ANNA,
      'DELETE',
      `${PRIVATE}/standing-approvals/${world.accounts['anna:Privatkonto']}`,
    );
    expect(gone.json()).toMatchObject({ code: 'ebill_standing_approval_unknown' });
  });

  it('one standing approval per biller: a second create is a clear error', async () => {
    const response = await world.call(ANNA, 'POST', `${PRIVATE}/related-billers/standing-approvals`, {
      payload: { ...valid(), billerId: SWISSCOM, billerRelationId: swisscom.billerRelationId },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ebill_standing_approval_exists' });
    const list = await world.call(ANNA, 'GET', `${PRIVATE}/standing-approvals`);
    expect(list.json<StandingApproval[]>()).toHaveLength(1);
  });
});

describe('rights in the business context (Bäckerei Meier GmbH)', () => {
  const call = (email: string, method: 'GET' | 'POST', path: string, payload?: object) =>
    world.call(email, method, `${business(world.baeckerei)}${path}`, {
      partnership: world.baeckerei,
      payload,
    });

  it.each([
    // Partner + delegate, capture and approve on all accounts.
    [ANNA, 200, true],
    // Delegate: capture on the Betriebskonto, view on the Lohnkonto.
    [LUCA, 200, true],
    // Registered only: no right on any account.
    [RITA, 403, false],
  ])('%s reads %i, manages %p', async (email, status, manage) => {
    const response = await call(email, 'GET', '/subscription');
    expect(response.statusCode).toBe(status);
    if (status === 200) {
      expect(response.json<EbillSubscription>()).toMatchObject({
        status: 'ACTIVE',
        rights: { read: true, manage },
      });
      const invoices = await invoicesOf(email, '', business(world.baeckerei), world.baeckerei);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({
        billerId: EKZ,
        status: 'OPEN',
        referenceType: 'QRR',
        actions: manage ? ['pay', 'reject'] : [],
      });
    } else {
      expect(response.json()).toMatchObject({ code: 'ebill_forbidden' });
      expect((await call(email, 'GET', '/related-billers-invoices')).statusCode).toBe(403);
    }
  });

  it('a person not engaged in the partnership is refused', async () => {
    const withHeader = await call(CLAIRE, 'GET', '/subscription');
    expect(withHeader.statusCode).toBe(403);
    const pathOnly = await world.call(CLAIRE, 'GET', `${business(world.baeckerei)}/related-billers`);
    expect(pathOnly.statusCode).toBe(403);
  });

  it('an approver without capture reads but does not manage (Claire, Association Sportive Lausanne)', async () => {
    const asl = await world.partnership('Association Sportive Lausanne');
    const read = await world.call(CLAIRE, 'GET', `${business(asl)}/subscription`, { partnership: asl });
    expect(read.json<EbillSubscription>()).toMatchObject({
      status: null,
      rights: { read: true, manage: false },
    });
    const activate = await world.call(CLAIRE, 'POST', `${business(asl)}/subscription`, {
      partnership: asl,
      payload: { email: 'finance@asl.ch', acceptedTerms: true },
    });
    expect(activate.statusCode).toBe(403);
    expect(activate.json()).toMatchObject({ code: 'ebill_forbidden' });
  });

  it('the private base refuses a partnership context, the business base a mismatched header', async () => {
    const privateInBusiness = await world.call(ANNA, 'GET', `${PRIVATE}/subscription`, {
      partnership: world.baeckerei,
    });
    expect(privateInBusiness.statusCode).toBe(403);
    const asl = await world.partnership('Association Sportive Lausanne');
    const mismatch = await world.call(ANNA, 'GET', `${business(asl)}/subscription`, {
      partnership: world.baeckerei,
    });
    expect(mismatch.statusCode).toBe(403);
  });

  it('a standing approval pays from an account the member may pay from (Luca: Betriebskonto, not Lohnkonto)', async () => {
    const [ekz] = await billersOf(LUCA, business(world.baeckerei), world.baeckerei);
    expect(ekz).toMatchObject({ billerId: EKZ, openInvoices: 1, customerReference: '7001-2290-18' });
    const body = (account: string) => ({
      accountUid: world.accounts[account]!,
      amount: '600.00',
      currency: 'CHF',
      period: 'month',
      type: 'upperLimit',
      billerId: EKZ,
      billerRelationId: ekz!.billerRelationId,
    });
    const lohn = await call(LUCA, 'POST', '/related-billers/standing-approvals', body('Lohnkonto'));
    expect(lohn.statusCode).toBe(400);
    expect(lohn.json<FieldErrors>().data[0]).toMatchObject({ field: 'accountUid' });
    const betrieb = await call(LUCA, 'POST', '/related-billers/standing-approvals', body('Betriebskonto'));
    expect(betrieb.statusCode).toBe(201);
    const rita = await call(RITA, 'POST', '/related-billers/standing-approvals', body('Betriebskonto'));
    expect(rita.statusCode).toBe(403);
    const gone = await world.call(
      LUCA,
      'DELETE',
      `${business(world.baeckerei)}/standing-approvals/${betrieb.json<StandingApproval>().standingApprovalId}`,
      { partnership: world.baeckerei },
    );
    expect(gone.statusCode).toBe(204);
  });
});

describe('invoices', () => {
  it('rejecting twice: the second is a clear error, not a 500', async () => {
    const [open] = await invoicesOf(ANNA, `?billerId=${EWZ}&status=OPEN`);
    expect(open).toBeDefined();
    const path = `${PRIVATE}/invoices/${open!.businessCaseId}/reject`;
    const first = await world.call(ANNA, 'POST', path);
    expect(first.statusCode).toBe(200);
    expect(first.json<EbillInvoice>()).toMatchObject({ status: 'REJECTED', actions: [] });
    const second = await world.call(ANNA, 'POST', path);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'ebill_invoice_not_open' });
    expect(typeof second.json<{ message: string }>().message).toBe('string');
    const unknown = await world.call(ANNA, 'POST', `${PRIVATE}/invoices/NOSUCHCASE000001/reject`);
    expect(unknown.json()).toMatchObject({ code: 'ebill_invoice_unknown' });
    // Another person's invoice is not found either.
    const foreign = await world.call(NORA, 'POST', path);
    expect(foreign.statusCode).toBe(404);
    const events = await eventsOf('ebillInvoiceRejected', open!.businessCaseId);
    expect(events.map((event) => event.recipients)).toEqual([[uidOf(ANNA)]]);
  });

  it('the receipt is a real PDF with the biller, customer, amount, due date, reference and status', async () => {
    const [invoice] = await invoicesOf(ANNA, `?billerId=${SWISSCOM}`);
    const response = await world.call(ANNA, 'GET', `${PRIVATE}/invoices/${invoice!.businessCaseId}/receipt`, {
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(200);
    const receipt = response.json<{ mimeType: string; fileName: string; base64: string }>();
    expect(receipt.mimeType).toBe('application/pdf');
    expect(receipt.fileName).toBe(`ebill-${invoice!.businessCaseId}.pdf`);
    const pdf = Buffer.from(receipt.base64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    // Its structure holds: startxref points at the cross-reference table, which lists every object's offset.
    const raw = pdf.toString('latin1');
    const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw)![1]);
    expect(raw.slice(startxref, startxref + 4)).toBe('xref');
    const [, first, count] = /^xref\s+(\d+)\s+(\d+)/.exec(raw.slice(startxref))!.map(Number);
    const entries = raw
      .slice(startxref)
      .split(/\r?\n/)
      .slice(2, 2 + count!);
    expect(entries.length).toBeGreaterThan(5);
    entries.slice(first === 0 ? 1 : 0).forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(raw.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
    const text = pdfText(pdf);
    for (const expected of [
      'Swisscom (Schweiz) AG',
      'Anna Meier',
      '1-8845-2231',
      'CHF 89.90',
      'Offen',
      'Rechnungsbetrag',
      invoice!.businessCaseId,
    ])
      expect(text).toContain(expected);
    expect(text.replace(/\s/g, '')).toContain(invoice!.reference);
  });
});

describe('the sandbox biller', () => {
  it('issues an invoice that arrives as an event to those who may read it only', async () => {
    const response = await issue({
      ownerUid: world.baeckerei,
      billerId: EKZ,
      amount: '120.40',
      dueDate: '2030-01-31',
    });
    expect(response.statusCode).toBe(201);
    const invoice = response.json<EbillInvoice>();
    expect(invoice).toMatchObject({
      status: 'OPEN',
      amount: { value: 12_040, factor: 2, currency: 'CHF' },
      singlePayment: true,
      referenceType: 'QRR',
      creditor: { iban: 'CH3430700000000835522' },
    });
    const [event] = await eventsOf('ebillInvoiceArrived', invoice.businessCaseId);
    expect(event!.recipients).toEqual(expect.arrayContaining([uidOf(ANNA), uidOf(LUCA), uidOf(NORA)]));
    expect(event!.recipients).not.toContain(uidOf(RITA));
    expect(event!.recipients).not.toContain(uidOf(CLAIRE));
    const visible = await invoicesOf(
      LUCA,
      `?businessCaseId=${invoice.businessCaseId}`,
      business(world.baeckerei),
      world.baeckerei,
    );
    expect(visible).toHaveLength(1);
  });

  it('mails a new invoice to the subscription’s address unless its notification is off', async () => {
    const mails = (businessCaseId: string) =>
      world.db
        .selectFrom('outbox')
        .select(['email', 'purpose', 'code'])
        .where('code', 'like', `${businessCaseId} %`)
        .execute();
    const first = (
      await issue({ ownerUid: uidOf(ANNA), billerId: SWISSCOM, amount: '12.30', dueDate: '2030-03-31' })
    ).json<EbillInvoice>();
    expect(await mails(first.businessCaseId)).toEqual([
      {
        email: 'anna@kontor.test',
        purpose: 'ebillNewInvoice',
        code: `${first.businessCaseId} Swisscom (Schweiz) AG`,
      },
    ]);
    const off = await world.call(ANNA, 'PATCH', '/api/v2/ebill/subscription', {
      payload: { notifyNewInvoice: false },
    });
    expect(off.statusCode).toBe(200);
    try {
      const second = (
        await issue({ ownerUid: uidOf(ANNA), billerId: SWISSCOM, amount: '12.40', dueDate: '2030-03-31' })
      ).json<EbillInvoice>();
      expect(await mails(second.businessCaseId)).toEqual([]);
    } finally {
      await world.call(ANNA, 'PATCH', '/api/v2/ebill/subscription', { payload: { notifyNewInvoice: true } });
    }
  });

  it('a persona issues to itself only; an invoice needs an active eBill', async () => {
    const own = await issue(
      { ownerUid: uidOf(ANNA), billerId: SWISSCOM, amount: '45', dueDate: '2030-02-28' },
      ANNA,
    );
    expect(own.statusCode).toBe(201);
    const [event] = await eventsOf('ebillInvoiceArrived', own.json<EbillInvoice>().businessCaseId);
    expect(event!.recipients).toEqual([uidOf(ANNA)]);
    const foreign = await issue(
      { ownerUid: uidOf(ANNA), billerId: SWISSCOM, amount: '45', dueDate: '2030-02-28' },
      LUCA,
    );
    expect(foreign.statusCode).toBe(403);
    const inactive = await issue({
      ownerUid: uidOf(LUCA),
      billerId: SWISSCOM,
      amount: '45',
      dueDate: '2030-02-28',
    });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toMatchObject({ code: 'ebill_not_active' });
  });

  it('instalments: the amount due now is the next open instalment', async () => {
    const response = await issue({
      ownerUid: uidOf(ANNA),
      billerId: SUNRISE,
      amount: '300.00',
      dueDate: '2030-03-31',
      customerReference: 'SR-77',
      instalments: [
        { dueDate: '2030-04-30', amount: '100' },
        { dueDate: '2030-03-31', amount: '200' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const invoice = response.json<EbillInvoice>();
    expect(invoice).toMatchObject({
      singlePayment: false,
      dueDate: '2030-03-31',
      amount: { value: 20_000 },
      totalAmount: { value: 30_000 },
    });
    expect(invoice.paymentsByInstalments.map((instalment) => instalment.instalmentNumber)).toEqual([1, 2]);
    const wrongSum = await issue({
      ownerUid: uidOf(ANNA),
      billerId: SUNRISE,
      amount: '300.00',
      dueDate: '2030-03-31',
      instalments: [
        { dueDate: '2030-04-30', amount: '100' },
        { dueDate: '2030-03-31', amount: '100' },
      ],
    });
    expect(wrongSum.statusCode).toBe(400);
    expect((await billersOf(ANNA)).map((biller) => biller.billerId)).toContain(SUNRISE);
  });
});

describe('parallel requests', () => {
  it('two rejects at once: one wins, the other a clear error', async () => {
    const issued = await issue({
      ownerUid: uidOf(ANNA),
      billerId: EWZ,
      amount: '77.70',
      dueDate: '2030-05-31',
    });
    const path = `${PRIVATE}/invoices/${issued.json<EbillInvoice>().businessCaseId}/reject`;
    const responses = await Promise.all([world.call(ANNA, 'POST', path), world.call(ANNA, 'POST', path)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json()).toMatchObject({
      code: 'ebill_invoice_not_open',
    });
  });

  it('two creates of a standing approval for one relation: one wins, the other a clear error', async () => {
    const sunrise = (await billersOf(ANNA)).find((biller) => biller.billerId === SUNRISE)!;
    const payload = {
      accountUid: world.accounts['anna:Privatkonto']!,
      amount: '60.00',
      currency: 'CHF',
      period: 'month',
      type: 'exactAmount',
      billerId: SUNRISE,
      billerRelationId: sunrise.billerRelationId,
    };
    const create = () =>
      world.call(ANNA, 'POST', `${PRIVATE}/related-billers/standing-approvals`, { payload });
    const responses = await Promise.all([create(), create()]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json()).toMatchObject({
      code: 'ebill_standing_approval_exists',
    });
  });
});

describe('rights follow the kernel in every persona context of the seed', () => {
  it('reads and manages eBill exactly where ebillReadAllowed / ebillManageAllowed say', async () => {
    const contexts = await personaContexts(world.db);
    const accounts = await world.db
      .selectFrom('cash_accounts')
      .select(['uid', 'owner_uid', 'status', 'currency'])
      .execute();
    const factsOf = (context: PersonaContext): EbillContextFacts =>
      context.type === 'private'
        ? { type: 'private', personUid: context.personUid }
        : {
            type: 'business',
            personUid: context.personUid,
            partnershipUid: context.uid,
            roles: context.roles,
            entitlements: context.entitlements,
            accounts: accounts
              .filter((account) => account.owner_uid === context.uid)
              .map((account) => ({
                uid: account.uid,
                ownerUid: account.owner_uid,
                status: account.status,
                currency: account.currency,
              })),
          };
    const cases = contexts.flatMap((context) => {
      const base = context.type === 'private' ? PRIVATE : business(context.uid);
      const options = { partnership: context.partnershipUid ?? undefined };
      const who = `${context.email} in ${context.name}`;
      return [
        driftCase(`${who}: read`, ebillReadAllowed(factsOf(context)), () =>
          world.call(context.email, 'GET', `${base}/subscription`, options),
        ),
        driftCase(
          `${who}: manage`,
          ebillManageAllowed(factsOf(context)),
          () =>
            world.call(context.email, 'PATCH', `${base}/subscription`, {
              ...options,
              payload: { notifyNotCovered: true },
            }),
          // Allowed: saved, or refused for the subscription's state (never registered), not for the right.
          { allowed: [200, 409], refused: [403] },
        ),
      ];
    });
    expect(cases.length).toBeGreaterThan(20);
    await expectNoDrift(cases);
  });
});
