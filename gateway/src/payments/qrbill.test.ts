/**
 * Issue 30, QR-bill payments through the HTTP API: the kernel's rules (paymentRuleIssues) refuse what a QR-bill
 * cannot be (another currency than CHF or EUR, a QR-IBAN without QR reference, wrong check digits, an incomplete
 * structured address) with field errors, and accept a bill as the QR-bill reader fills it in, with the spec §9
 * payment types domestic_qr_qriban and domestic_qr_iban.
 */
import { parseQrBill, qrBillToPaymentForm } from 'shared-kernel/domain';
import { QR_BILLS, QR_BILL_CREDITOR_REFERENCE, qrBillPayload } from 'shared-kernel/domain/fixtures/qrbill';
import { personaApp } from '../../test/persona-app';
import { ANNA } from '../../test/personas';
import { QR_IBAN, QR_REFERENCE, createUrl, days, paymentBody } from './test-support';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

type Body = ReturnType<typeof paymentBody>;
const fieldErrors = (response: { json<T>(): T }) =>
  response
    .json<{ data: { field: string; code: string }[] }>()
    .data.map((error) => `${error.field}:${error.code}`);

const BIEL = { street: 'Rue du Lac', number: '1268', postalCode: '2501', city: 'Biel', country: 'CHE' };

describe('QR-bill payments refused with field errors (Anna, Privatkonto)', () => {
  const cases: [string, (account: string, day: string) => Body, string[]][] = [
    [
      'a QR-IBAN bill in USD',
      (a, d) =>
        paymentBody(
          a,
          d,
          { structuredReference: QR_REFERENCE, currency: 'USD' },
          { iban: QR_IBAN, address: BIEL, swiftBIC: 'UBSWCHZH80A' },
        ),
      ['currency:currency_not_supported'],
    ],
    [
      'a creditor-reference bill in GBP',
      (a, d) =>
        paymentBody(
          a,
          d,
          { structuredReference: QR_BILL_CREDITOR_REFERENCE, currency: 'GBP' },
          { address: BIEL, swiftBIC: 'UBSWCHZH80A' },
        ),
      ['currency:currency_not_supported'],
    ],
    [
      'a QR-IBAN with a creditor reference',
      (a, d) => paymentBody(a, d, { structuredReference: QR_BILL_CREDITOR_REFERENCE }, { iban: QR_IBAN }),
      ['beneficiary.iban:qr_iban_requires_qr_reference'],
    ],
    [
      'a creditor reference with wrong RF check digits',
      (a, d) => paymentBody(a, d, { structuredReference: 'RF19539007547034' }),
      ['structuredReference:invalid_creditor_reference'],
    ],
    [
      'a QR-bill address with postal code but no town',
      (a, d) =>
        paymentBody(
          a,
          d,
          { structuredReference: QR_REFERENCE },
          { iban: QR_IBAN, address: { ...BIEL, city: '' } },
        ),
      ['beneficiary.address.city:address_required'],
    ],
  ];

  it.each(cases)('%s', async (_label, build, expected) => {
    const account = world.accounts['anna:Privatkonto']!;
    const { later } = await days(world.db);
    const response = await world.call(ANNA, 'POST', createUrl(account), { payload: build(account, later) });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual(expected);
  });
});

describe('QR-bill payments accepted as the reader fills them in', () => {
  /** A SIX sample bill (IG QR-bill 2.3) with the message 'Invoice 4711', as its Swiss QR code says it. */
  const sixBill = (bill: readonly string[], changes: Record<number, string> = {}) =>
    qrBillPayload({ ...changes, 29: 'Invoice 4711' }, { bill });

  it.each([
    [
      'a QR-IBAN bill in CHF',
      sixBill(QR_BILLS.qrReferenceMinimal, { 18: '49.75' }),
      'anna:Privatkonto',
      'domestic_qr_qriban',
      49.75,
    ],
    [
      'a creditor-reference bill in EUR with an open amount the payer fills in, from the Euro-Konto',
      sixBill(QR_BILLS.creditorReference),
      'anna:Euro-Konto',
      // Spec §5: EUR to a SEPA-country IBAN is a SEPA payment, and its type is forced to international_iban.
      'international_iban',
      30,
    ],
  ])('%s', async (_label, payload, debit, paymentType, payerAmount) => {
    const parsed = parseQrBill(payload);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const values = qrBillToPaymentForm(parsed.bill);
    const account = world.accounts[debit]!;
    const { later } = await days(world.db);
    const body = paymentBody(
      account,
      later,
      {
        amount: values.amount === null ? payerAmount : Number(values.amount),
        currency: values.currency,
        structuredReference: values.structuredReference,
        referenceType: values.referenceType,
        paymentReason: values.paymentReason,
      },
      {
        name: values.beneficiary.name,
        iban: values.beneficiary.iban,
        address: { ...values.beneficiary.address, country: 'CHE' },
      },
    );
    const response = await world.call(ANNA, 'POST', createUrl(account), { payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ paymentOrderData: object }>().paymentOrderData).toMatchObject({
      paymentType,
      referenceType: values.referenceType,
      structuredReference: values.structuredReference,
    });
  });
});
