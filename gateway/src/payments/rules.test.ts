/**
 * Spec §5 through the HTTP API (docs/payments-api.md "Field error codes"): each payment rule answers the field
 * error it names, in the caller's language; valid payments of each kind are accepted with the derived type.
 */
import { addDaysIso } from 'shared-kernel/domain';
import { personaApp } from '../../test/persona-app';
import { ANNA, NORA } from '../../test/personas';
import {
  BERLIN,
  BRITISH_IBAN,
  GERMAN_IBAN,
  QR_IBAN,
  QR_REFERENCE,
  createUrl,
  days,
  paymentBody,
} from './test-support';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

type Body = ReturnType<typeof paymentBody>;
const fieldErrors = (response: { json<T>(): T }) =>
  response
    .json<{ data: { field: string; code: string; message: string }[] }>()
    .data.map((e) => `${e.field}:${e.code}`);

describe('spec §5 rules as field errors (Anna, Privatkonto)', () => {
  let later: string;
  let account: string;
  beforeAll(async () => {
    ({ later } = await days(world.db));
    account = world.accounts['anna:Privatkonto']!;
  });

  const cases: [string, (a: string, d: string) => Body, string[]][] = [
    [
      'a wrong IBAN checksum',
      (a, d) => paymentBody(a, d, {}, { iban: 'CH9300762011623852958' }),
      ['beneficiary.iban:invalid_creditor_iban'],
    ],
    [
      'an IBAN of this bank that does not exist',
      (a, d) => paymentBody(a, d, {}, { iban: 'CH7683019000000012540' }),
      ['beneficiary.iban:invalid_creditor_iban'],
    ],
    [
      'SEPA without address',
      (a, d) => paymentBody(a, d, { currency: 'EUR' }, { iban: GERMAN_IBAN }),
      [
        'beneficiary.address.postalCode:address_required',
        'beneficiary.address.city:address_required',
        'beneficiary.address.country:address_required',
        'beneficiary.address.street:street_required',
      ],
    ],
    [
      'SWIFT without BIC',
      (a, d) => paymentBody(a, d, { currency: 'USD' }, { iban: BRITISH_IBAN, address: BERLIN }),
      ['beneficiary.swiftBIC:bic_required'],
    ],
    [
      'a QR-IBAN without QR reference',
      (a, d) => paymentBody(a, d, {}, { iban: QR_IBAN }),
      ['beneficiary.iban:qr_iban_requires_qr_reference'],
    ],
    [
      'a wrong QR reference',
      (a, d) => paymentBody(a, d, { structuredReference: '210000000003139471430009018' }, { iban: QR_IBAN }),
      ['structuredReference:invalid_qr_reference'],
    ],
    [
      'a QR reference to a plain IBAN',
      (a, d) => paymentBody(a, d, { structuredReference: QR_REFERENCE }),
      ['structuredReference:qr_reference_requires_qr_iban'],
    ],
    [
      'a wrong creditor reference',
      (a, d) => paymentBody(a, d, { structuredReference: 'RF19539007547034' }),
      ['structuredReference:invalid_creditor_reference'],
    ],
    ['three decimals', (a, d) => paymentBody(a, d, { amount: 10.005 }), ['amount:too_many_decimals']],
    ['a float sum', (a, d) => paymentBody(a, d, { amount: 0.1 + 0.2 }), ['amount:too_many_decimals']],
    [
      'an amount above the per-order limit',
      (a, d) => paymentBody(a, d, { amount: 100_000.01 }),
      ['amount:maximum'],
    ],
    ['an amount of 0.00', (a, d) => paymentBody(a, d, { amount: 0 }), ['amount:minimum']],
    ['a date before today', (a, d) => paymentBody(a, addDaysIso(d, -30)), ['paymentTime:formatMinimum']],
    [
      'another account in the body',
      (a, d) => paymentBody(world.accounts['anna:Sparkonto']!, d),
      ['accountUid:account_mismatch'],
    ],
  ];

  it.each(cases)('%s', async (_label, build, expected) => {
    const response = await world.call(ANNA, 'POST', createUrl(account), { payload: build(account, later) });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual(expected);
  });

  it('to the debit account’s own IBAN: refused, in her language (issue 28)', async () => {
    const own = await world.db
      .selectFrom('cash_accounts')
      .select('iban')
      .where('uid', '=', account)
      .executeTakeFirstOrThrow();
    const response = await world.call(ANNA, 'POST', createUrl(account), {
      payload: paymentBody(account, later, {}, { iban: own.iban, name: 'Anna Meier' }),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual(['beneficiary.iban:iban_is_debit_account']);
    const [error] = response.json<{ data: { message: string }[] }>().data;
    expect(error?.message).not.toMatch(/^app\.payments\./);
  });

  it('CHF to her own EUR account: the currency must be the target account’s', async () => {
    const euro = await world.db
      .selectFrom('cash_accounts')
      .select('iban')
      .where('uid', '=', world.accounts['anna:Euro-Konto']!)
      .executeTakeFirstOrThrow();
    const response = await world.call(ANNA, 'POST', createUrl(account), {
      payload: paymentBody(account, later, {}, { iban: euro.iban, name: 'Anna Meier' }),
    });
    expect(fieldErrors(response)).toEqual(['currency:currency_mismatch']);
  });

  it('a weekend or SIC holiday for a single payment; allowed for a standing order', async () => {
    let saturday = later;
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDaysIso(saturday, 1);
    const weekend = await world.call(ANNA, 'POST', createUrl(account), {
      payload: paymentBody(account, saturday),
    });
    expect(fieldErrors(weekend)).toEqual(['paymentTime:weekend']);
    const year = Number(later.slice(0, 4));
    const christmas = [`${year}-12-25`, `${year + 1}-12-25`].find(
      (day) =>
        day > later && day <= addDaysIso(later, 360) && new Date(`${day}T12:00:00Z`).getUTCDay() % 6 !== 0,
    );
    if (christmas) {
      const holiday = await world.call(ANNA, 'POST', createUrl(account), {
        payload: paymentBody(account, christmas),
      });
      expect(fieldErrors(holiday)).toEqual(['paymentTime:holiday']);
    }
    const standing = await world.call(ANNA, 'POST', createUrl(account), {
      payload: paymentBody(account, saturday, { recurrence: 'monthly' }),
    });
    expect(standing.statusCode).toBe(201);
    // A standing order starting on a Saturday executes on the next banking day.
    expect(
      standing.json<{ paymentOrderData: { expectedExecutionDate: string } }>().paymentOrderData
        .expectedExecutionDate,
    ).toBe(addDaysIso(saturday, 2));
  });

  it('answers in the caller’s language', async () => {
    const response = await world.call(ANNA, 'POST', createUrl(account), {
      payload: paymentBody(account, later, {}, { iban: 'CH9300762011623852958' }),
      headers: { 'accept-language': 'de' },
    });
    expect(response.json<{ data: { message: string }[] }>().data[0]!.message).toBe(
      'Diese IBAN ist ungültig. Bitte prüfen Sie die Eingabe.',
    );
    const italian = await world.call(ANNA, 'POST', createUrl(account), {
      payload: paymentBody(account, later, {}, { iban: 'CH9300762011623852958' }),
      headers: { 'accept-language': 'it' },
    });
    expect(italian.json<{ data: { message: string }[] }>().data[0]!.message).toContain('La preghiamo');
  });

  it('says the amount bound as an amount in Swiss notation, not as a bare number (issue 28)', async () => {
    const response = await world.call(ANNA, 'POST', createUrl(account), {
      payload: paymentBody(account, later, { amount: 100000.01 }),
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ data: { field: string; message: string }[] }>().data).toEqual([
      expect.objectContaining({ field: 'amount', message: "Der Betrag darf höchstens CHF 100'000.00 sein." }),
    ]);
  });
});

describe('spec §5 kinds, types and eligibility', () => {
  it.each<[string, (a: string, d: string) => Body, object]>([
    [
      'SIC to a Swiss bank',
      (a, d) => paymentBody(a, d),
      { paymentKind: 'SIC', paymentType: 'domestic_iban', incore: false },
    ],
    [
      'a QR bill to a QR-IBAN',
      (a, d) => paymentBody(a, d, { structuredReference: QR_REFERENCE }, { iban: QR_IBAN }),
      { paymentType: 'domestic_qr_qriban', referenceType: 'QRR' },
    ],
    [
      'a creditor reference',
      (a, d) => paymentBody(a, d, { structuredReference: 'RF18539007547034' }),
      { paymentType: 'domestic_qr_iban', referenceType: 'SCOR' },
    ],
    [
      'SEPA in EUR (type forced even when sent as domestic)',
      (a, d) =>
        paymentBody(
          a,
          d,
          { currency: 'EUR', paymentType: 'domestic_iban' },
          { iban: GERMAN_IBAN, address: BERLIN },
        ),
      {
        paymentKind: 'SEPA',
        paymentType: 'international_iban',
        incore: true,
        fee: { value: 0, factor: 2, currency: 'CHF' },
      },
    ],
    [
      'SWIFT in USD with BIC',
      (a, d) =>
        paymentBody(
          a,
          d,
          { currency: 'USD', amount: 250 },
          { iban: BRITISH_IBAN, address: BERLIN, swiftBIC: 'NWBKGB2L' },
        ),
      // 250 × 0.886600 = 221.65 + fee 5.00
      {
        paymentKind: 'SWIFT',
        paymentType: 'international_iban',
        debitAmount: { value: 22665, factor: 2, currency: 'CHF' },
      },
    ],
  ])('%s', async (_label, build, expected) => {
    const account = world.accounts['anna:Privatkonto']!;
    const { later } = await days(world.db);
    const response = await world.call(ANNA, 'POST', createUrl(account), { payload: build(account, later) });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ paymentOrderData: object }>().paymentOrderData).toMatchObject(expected);
  });

  it('refuses an international payment without the plan feature or the account flag (spec §6)', async () => {
    const { later } = await days(world.db);
    const nora = (
      await world.db
        .selectFrom('cash_accounts')
        .select('uid')
        .where('owner_uid', '=', world.persons[NORA]!)
        .executeTakeFirstOrThrow()
    ).uid;
    const swift = await world.call(NORA, 'POST', createUrl(nora), {
      payload: paymentBody(
        nora,
        later,
        { currency: 'USD' },
        { iban: BRITISH_IBAN, address: BERLIN, swiftBIC: 'NWBKGB2L' },
      ),
    });
    expect(swift.statusCode).toBe(400);
    expect(swift.json()).toMatchObject({
      code: 'international_not_eligible',
      missingFeature: 'InternationalPaymentSWIFTOut',
    });
    const savings = world.accounts['anna:Sparkonto']!;
    const sepa = await world.call(ANNA, 'POST', createUrl(savings), {
      payload: paymentBody(savings, later, { currency: 'EUR' }, { iban: GERMAN_IBAN, address: BERLIN }),
    });
    expect(sepa.json()).toMatchObject({
      code: 'international_not_eligible',
      missingFeature: 'AccountNotInternational',
    });
    // A draft is saved all the same (eligibility is checked when it is sent).
    const draft = await world.call(ANNA, 'POST', createUrl(savings), {
      payload: paymentBody(
        savings,
        later,
        { currency: 'EUR', isDraftPO: true },
        { iban: GERMAN_IBAN, address: BERLIN },
      ),
    });
    expect(draft.json()).toMatchObject({ status: 'draft' });
  });

  it('the schema the form gets carries the bank’s bounds and refuses what the server refuses', async () => {
    const account = world.accounts['anna:Privatkonto']!;
    const { today } = await days(world.db);
    const response = await world.call(ANNA, 'GET', createUrl(account));
    const body = response.json<{
      method: string;
      uri: string;
      schema: { properties: Record<string, Record<string, unknown>> };
    }>();
    expect(body.method).toBe('POST');
    expect(body.uri).toBe(`/api/v2/cash-accounts/${account}/iban-payment-orders`);
    expect(body.schema.properties.amount).toMatchObject({ minimum: 0.01, maximum: 100_000 });
    expect(body.schema.properties.paymentTime).toMatchObject({ format: 'date', formatMinimum: today });
    expect(body.schema.properties.currency!.enum).toEqual(expect.arrayContaining(['CHF', 'EUR', 'USD']));
  });
});
