import type { PaymentForm } from './api';
import { paymentRuleIssues, type PaymentRuleContext } from './validation';

const context: PaymentRuleContext = {
  base: 'iban-payment-orders',
  accountIban: 'CH9330334000000084520',
  accountCurrency: 'CHF',
  today: '2026-11-23',
};

const form = (
  extra: Partial<PaymentForm> = {},
  beneficiary: Partial<PaymentForm['beneficiary']> = {},
): PaymentForm => ({
  beneficiary: { name: 'Müller Mehl AG', iban: 'CH9300762011623852957', ...beneficiary },
  amount: 1250.5,
  currency: 'CHF',
  paymentTime: '2026-11-24',
  recurrence: 'single',
  category: 'general',
  accountUid: '7d0b8b0e-3c1f-4a53-9d0e-2b5f1a9c4e11',
  customerTransactionId: '6c4b1a52-0f4e-4d8e-9a55-0f6a7c3e2b10',
  isDraftPO: false,
  ...extra,
});

const fullAddress = {
  street: 'Unter den Linden',
  number: '1',
  postalCode: '10117',
  city: 'Berlin',
  country: 'DEU',
};

const issues = (body: PaymentForm, ctx = context) =>
  paymentRuleIssues(body, ctx).map((issue) => `${issue.field}:${issue.code}`);

describe('payment rules as field errors', () => {
  it.each<[string, PaymentForm, string[]]>([
    ['a valid domestic payment', form(), []],
    [
      'a wrong IBAN checksum',
      form({}, { iban: 'CH9300762011623852958' }),
      ['beneficiary.iban:invalid_creditor_iban'],
    ],
    [
      'the debit account itself',
      form({}, { iban: 'CH9330334000000084520' }),
      ['beneficiary.iban:iban_is_debit_account'],
    ],
    [
      'SEPA without address',
      form({ currency: 'EUR' }, { iban: 'DE89370400440532013000' }),
      [
        'beneficiary.address.postalCode:address_required',
        'beneficiary.address.city:address_required',
        'beneficiary.address.country:address_required',
        'beneficiary.address.street:street_required',
      ],
    ],
    [
      'SEPA with address',
      form({ currency: 'EUR' }, { iban: 'DE89370400440532013000', address: fullAddress }),
      [],
    ],
    [
      'an address without postal code is dropped',
      form(
        { currency: 'EUR' },
        { iban: 'DE89370400440532013000', address: { ...fullAddress, postalCode: '' } },
      ),
      [
        'beneficiary.address.postalCode:address_required',
        'beneficiary.address.city:address_required',
        'beneficiary.address.country:address_required',
        'beneficiary.address.street:street_required',
      ],
    ],
    [
      'SWIFT without BIC',
      form({ currency: 'USD' }, { iban: 'GB29NWBK60161331926819', address: fullAddress }),
      ['beneficiary.swiftBIC:bic_required'],
    ],
    [
      'SWIFT with BIC',
      form(
        { currency: 'USD' },
        { iban: 'GB29NWBK60161331926819', address: fullAddress, swiftBIC: 'NWBKGB2L' },
      ),
      [],
    ],
    ['a malformed BIC', form({}, { swiftBIC: 'NWBKGB2' }), ['beneficiary.swiftBIC:invalid_bic']],
    ['internal EUR needs no address', form({ currency: 'EUR' }, { iban: 'CH7683019000000012540' }), []],
    [
      'a QR-IBAN without QR reference',
      form({}, { iban: 'CH4431999123000889012' }),
      ['beneficiary.iban:qr_iban_requires_qr_reference'],
    ],
    [
      'a QR-IBAN with a QR reference',
      form({ structuredReference: '210000000003139471430009017' }, { iban: 'CH4431999123000889012' }),
      [],
    ],
    [
      'a wrong QR reference',
      form({ structuredReference: '210000000003139471430009018' }, { iban: 'CH4431999123000889012' }),
      ['structuredReference:invalid_qr_reference'],
    ],
    [
      'a QR reference to a plain IBAN',
      form({ structuredReference: '210000000003139471430009017' }),
      ['structuredReference:qr_reference_requires_qr_iban'],
    ],
    ['a creditor reference', form({ structuredReference: 'RF18539007547034' }), []],
    [
      'a wrong creditor reference',
      form({ structuredReference: 'RF19539007547034' }),
      ['structuredReference:invalid_creditor_reference'],
    ],
    [
      'a declared type that disagrees',
      form({ structuredReference: 'RF18539007547034', referenceType: 'QRR' }),
      ['structuredReference:reference_type_mismatch'],
    ],
    [
      'a type without reference',
      form({ referenceType: 'SCOR' }),
      ['structuredReference:reference_type_mismatch'],
    ],
    ['three decimals', form({ amount: 10.005 }), ['amount:too_many_decimals']],
    ['an unknown currency', form({ currency: 'XYZ' }), ['currency:currency_not_supported']],
    ['yesterday', form({ paymentTime: '2026-11-22' }), ['paymentTime:execution_date_in_past']],
    ['too far ahead', form({ paymentTime: '2027-11-24' }), ['paymentTime:execution_date_too_late']],
    ['a Saturday', form({ paymentTime: '2026-11-28' }), ['paymentTime:weekend']],
    ['Christmas', form({ paymentTime: '2026-12-25' }), ['paymentTime:holiday']],
    [
      'a standing order may start on a Saturday',
      form({ paymentTime: '2026-11-28', recurrence: 'monthly' }),
      [],
    ],
    [
      'a standing order with its last payment date',
      form({ recurrence: 'monthly', recurrenceEndDate: '2027-05-24' }),
      [],
    ],
    [
      'a standing order that ends on its first payment date',
      form({ recurrence: 'weekly', recurrenceEndDate: '2026-11-24' }),
      [],
    ],
    [
      'a last payment date before the first',
      form({ recurrence: 'monthly', recurrenceEndDate: '2026-11-23' }),
      ['recurrenceEndDate:recurrence_end_before_start'],
    ],
    [
      'a last payment date of a single payment',
      form({ recurrenceEndDate: '2027-05-24' }),
      ['recurrenceEndDate:recurrence_end_without_recurrence'],
    ],
    [
      'a draft is checked for its last payment date too',
      form({ recurrence: 'monthly', recurrenceEndDate: '2026-11-01', isDraftPO: true }),
      ['recurrenceEndDate:recurrence_end_before_start'],
    ],
    ['a draft is not checked for its date', form({ paymentTime: '2026-11-28', isDraftPO: true }), []],
    [
      'six attachments',
      form({ attachedFileUids: ['1', '2', '3', '4', '5', '6'] }),
      ['attachedFileUids:too_many_attachments'],
    ],
  ])('%s', (_label, body, expected) => {
    expect(issues(body)).toEqual(expected);
  });

  it('the esr base needs a QR reference', () => {
    const esr = { ...context, base: 'esr-payment-orders' as const };
    expect(issues(form(), esr)).toEqual(['structuredReference:invalid_qr_reference']);
    expect(issues(form({ structuredReference: '210000000003139471430009017' }), esr)).toEqual([]);
  });
});

describe('QR-bill payments (issue 30)', () => {
  const qrIban = { iban: 'CH4431999123000889012' };
  const qrReference = '210000000003139471430009017';
  const bill = { street: 'Rue du Lac', number: '1268', postalCode: '2501', city: 'Biel', country: 'CHE' };

  it.each<[string, PaymentForm, string[]]>([
    ['a QR-IBAN with QR reference in CHF', form({ structuredReference: qrReference }, qrIban), []],
    [
      'a QR-IBAN with QR reference in EUR',
      form({ structuredReference: qrReference, currency: 'EUR' }, { ...qrIban, address: bill }),
      [],
    ],
    [
      'a QR-IBAN with QR reference in USD',
      form(
        { structuredReference: qrReference, currency: 'USD' },
        { ...qrIban, address: bill, swiftBIC: 'UBSWCHZH80A' },
      ),
      ['currency:currency_not_supported'],
    ],
    [
      'a creditor reference in GBP',
      form(
        { structuredReference: 'RF18539007547034', currency: 'GBP' },
        { address: bill, swiftBIC: 'UBSWCHZH80A' },
      ),
      ['currency:currency_not_supported'],
    ],
    [
      'a creditor reference in EUR',
      form({ structuredReference: 'RF18539007547034', currency: 'EUR' }, { address: bill }),
      [],
    ],
    ['a QR-IBAN without reference', form({}, qrIban), ['beneficiary.iban:qr_iban_requires_qr_reference']],
    [
      'a QR-bill address without town and country',
      form({ structuredReference: qrReference }, { ...qrIban, address: { ...bill, city: '', country: '' } }),
      ['beneficiary.address.city:address_required', 'beneficiary.address.country:address_required'],
    ],
    [
      'the structured address a QR-bill gives',
      form({ structuredReference: qrReference }, { ...qrIban, address: bill }),
      [],
    ],
  ])('%s', (_name, body, expected) => {
    expect(issues(body)).toEqual(expected);
  });

  it('leaves a plain domestic payment in USD to the general currency rule', () => {
    expect(issues(form({ currency: 'USD' }, { address: bill }))).not.toContain(
      'currency:currency_not_supported',
    );
  });
});
