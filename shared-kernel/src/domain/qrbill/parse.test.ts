/**
 * The Swiss QR code parser against a table of payloads: the SIX guidelines' sample bills (IG QR-bill 2.3,
 * appendix), bills as banks and billers print them, and broken ones; plus round trips through swissqrbill.
 */
import { SwissQRCode } from 'swissqrbill/svg';
import { calculateQRReferenceChecksum, calculateSCORReferenceChecksum } from 'swissqrbill/utils';
import { QR_BILLS, withQrBillLines as withLines } from '../fixtures/qrbill';
import { parseQrBill, type QrBill, type QrBillErrorCode, type QrBillParseResult } from './parse';
import { qrBillToPaymentForm } from './toPaymentForm';

/** The SIX sample bills, shared with the other packages' tests (domain/fixtures/qrbill.ts). */
const SIX_QRR = QR_BILLS.qrReference; // QR-IBAN with QR reference, every field
const SIX_SCOR = QR_BILLS.creditorReference; // creditor reference on an IBAN, EUR, open amount, no debtor
const PLAIN_K = QR_BILLS.withoutReference; // no reference, a message, a combined (K) creditor address

/** Every field at its longest allowed length: over the 997 characters a Swiss QR code may carry. */
const LONGEST = withLines(SIX_QRR, {
  ...Object.fromEntries(
    [5, 21].flatMap((at) => [
      [at, 'n'.repeat(70)],
      [at + 1, 's'.repeat(70)],
      [at + 2, '1'.repeat(16)],
      [at + 3, '2'.repeat(16)],
      [at + 4, 't'.repeat(35)],
    ]),
  ),
  29: 'm'.repeat(140),
  31: 'b'.repeat(140),
  32: 'c'.repeat(100),
  33: 'e'.repeat(100),
});

const errorsOf = (result: QrBillParseResult): QrBillErrorCode[] =>
  result.ok ? [] : result.errors.map((e) => e.code);

describe('parseQrBill: valid bills', () => {
  it('reads the SIX sample with QR-IBAN and QR reference, every field', () => {
    const result = parseQrBill(SIX_QRR.join('\r\n'));
    expect(result).toEqual<QrBillParseResult>({
      ok: true,
      bill: {
        version: '0200',
        account: 'CH4431999123000889012',
        qrIban: true,
        creditor: {
          type: 'S',
          name: 'Robert Schneider AG',
          street: 'Rue du Lac',
          buildingNumber: '1268',
          postalCode: '2501',
          town: 'Biel',
          country: 'CH',
        },
        amount: '1949.75',
        currency: 'CHF',
        debtor: {
          type: 'S',
          name: 'Pia-Maria Rutschmann-Schnyder',
          street: 'Grosse Marktgasse',
          buildingNumber: '28',
          postalCode: '9400',
          town: 'Rorschach',
          country: 'CH',
        },
        referenceType: 'QRR',
        reference: '210000000003139471430009017',
        message: 'Order dated 18.06.2020',
        billingInformation: SIX_QRR[31]!,
        alternativeProcedures: [SIX_QRR[32]!, SIX_QRR[33]!],
      },
    });
  });

  it('reads LF line endings, a trailing line break and a byte order mark alike', () => {
    const crlf = parseQrBill(SIX_QRR.join('\r\n'));
    expect(parseQrBill(SIX_QRR.join('\n'))).toEqual(crlf);
    expect(parseQrBill(`\uFEFF${SIX_QRR.join('\n')}\n`)).toEqual(crlf);
  });

  it('reads a creditor reference in EUR with an open amount and no debtor', () => {
    const result = parseQrBill(SIX_SCOR.join('\n'));
    expect(result.ok && result.bill).toMatchObject({
      account: 'CH5800791123000889012',
      qrIban: false,
      amount: null,
      currency: 'EUR',
      debtor: null,
      referenceType: 'SCOR',
      reference: 'RF18539007547034',
      billingInformation: '',
      alternativeProcedures: [],
    });
  });

  it('reads a combined (K) address and maps it to a structured one', () => {
    const result = parseQrBill(PLAIN_K.join('\n'));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.bill.creditor).toEqual({
      type: 'K',
      name: 'Verein Pro Tier',
      addressLine1: 'Postfach',
      addressLine2: '3001 Bern',
      country: 'CH',
    });
    expect(result.bill.account).toBe('CH9300762011623852957');
    expect(qrBillToPaymentForm(result.bill)).toEqual({
      beneficiary: {
        name: 'Verein Pro Tier',
        iban: 'CH9300762011623852957',
        address: { street: 'Postfach', number: '', postalCode: '3001', city: 'Bern', country: 'CH' },
      },
      amount: '50.00',
      currency: 'CHF',
      structuredReference: '',
      referenceType: 'NON',
      paymentReason: 'Spende',
    });
  });

  it('normalizes amounts (leading zeros, one decimal, none) and accepts a Liechtenstein IBAN', () => {
    const amount = (text: string) => {
      const result = parseQrBill(withLines(SIX_SCOR, { 18: text }).join('\n'));
      return result.ok ? result.bill.amount : result.errors;
    };
    expect(amount('0012.5')).toBe('12.50');
    expect(amount('999999999.99')).toBe('999999999.99');
    expect(amount('7')).toBe('7.00');
    const grouped = parseQrBill(withLines(SIX_QRR, { 28: '21 00000 00003 13947 14300 09017' }).join('\n'));
    expect(grouped.ok && grouped.bill.reference).toBe('210000000003139471430009017');
    const tooLong = parseQrBill(withLines(SIX_QRR, { 28: '2100000000031394714300090170' }).join('\n'));
    expect(errorsOf(tooLong)).toEqual(['field_too_long']);
    const li = parseQrBill(withLines(SIX_SCOR, { 3: 'LI21 0881 0000 2324 013A A' }).join('\n'));
    expect(li.ok && li.bill.account).toBe('LI21088100002324013AA');
  });

  it('maps the SIX sample to the payment form: beneficiary, amount, currency, reference and message', () => {
    const result = parseQrBill(SIX_QRR.join('\n'));
    expect(result.ok && qrBillToPaymentForm(result.bill)).toEqual({
      beneficiary: {
        name: 'Robert Schneider AG',
        iban: 'CH4431999123000889012',
        address: { street: 'Rue du Lac', number: '1268', postalCode: '2501', city: 'Biel', country: 'CH' },
      },
      amount: '1949.75',
      currency: 'CHF',
      structuredReference: '210000000003139471430009017',
      referenceType: 'QRR',
      paymentReason: 'Order dated 18.06.2020',
    });
  });
});

describe('parseQrBill: broken bills', () => {
  const cases: Array<[string, string, QrBillErrorCode[]]> = [
    ['an empty text', '', ['not_swiss_qr_bill']],
    ['a web link', 'https://example.ch/pay?x=1', ['not_swiss_qr_bill']],
    [
      'an EPC (SEPA) QR code',
      'BCD\n002\n1\nSCT\nBPOTBEB1\nRed Cross\nBE72000000001616\nEUR1\n\n\nGift',
      ['not_swiss_qr_bill'],
    ],
    ['version 0100', withLines(SIX_QRR, { 1: '0100' }).join('\n'), ['unsupported_version']],
    ['coding 2', withLines(SIX_QRR, { 2: '2' }).join('\n'), ['unsupported_coding']],
    ['a missing trailer', withLines(SIX_QRR, { 30: '' }).join('\n'), ['missing_trailer']],
    ['a cut payload', SIX_QRR.slice(0, 29).join('\n'), ['missing_trailer']],
    [
      'an IBAN with wrong check digits',
      withLines(SIX_QRR, { 3: 'CH4531999123000889012' }).join('\n'),
      ['invalid_iban'],
    ],
    ['a German IBAN', withLines(SIX_SCOR, { 3: 'DE89370400440532013000' }).join('\n'), ['invalid_iban']],
    [
      'a QR reference with a wrong check digit',
      withLines(SIX_QRR, { 28: '210000000003139471430009018' }).join('\n'),
      ['invalid_reference'],
    ],
    [
      'a QR-IBAN without QR reference',
      withLines(SIX_SCOR, { 3: 'CH4431999123000889012' }).join('\n'),
      ['reference_type_mismatch'],
    ],
    [
      'a QR-IBAN with no reference at all',
      withLines(SIX_QRR, { 27: 'NON', 28: '' }).join('\n'),
      ['reference_type_mismatch'],
    ],
    [
      'a QR reference on an ordinary IBAN',
      withLines(SIX_QRR, { 3: 'CH5800791123000889012' }).join('\n'),
      ['reference_type_mismatch'],
    ],
    [
      'a creditor reference with wrong RF check digits',
      withLines(SIX_SCOR, { 28: 'RF19539007547034' }).join('\n'),
      ['invalid_reference'],
    ],
    [
      'a NON bill with a reference',
      withLines(SIX_SCOR, { 27: 'NON' }).join('\n'),
      ['reference_type_mismatch'],
    ],
    ['an unknown reference type', withLines(SIX_SCOR, { 27: 'ESR' }).join('\n'), ['reference_type_mismatch']],
    ['USD', withLines(SIX_QRR, { 19: 'USD' }).join('\n'), ['unsupported_currency']],
    ['a decimal comma', withLines(SIX_QRR, { 18: '1949,75' }).join('\n'), ['invalid_amount']],
    ['three decimals', withLines(SIX_QRR, { 18: '19.755' }).join('\n'), ['invalid_amount']],
    ['a zero amount', withLines(SIX_QRR, { 18: '0.00' }).join('\n'), ['invalid_amount']],
    [
      'an amount over 12 characters',
      withLines(SIX_QRR, { 18: '1000000000.00' }).join('\n'),
      ['field_too_long'],
    ],
    [
      'a creditor name of 71 characters',
      withLines(SIX_QRR, { 5: 'A'.repeat(71) }).join('\n'),
      ['field_too_long'],
    ],
    ['a town of 36 characters', withLines(SIX_QRR, { 9: 'B'.repeat(36) }).join('\n'), ['field_too_long']],
    [
      'a building number of 17 characters',
      withLines(SIX_QRR, { 7: '1'.repeat(17) }).join('\n'),
      ['field_too_long'],
    ],
    [
      'a message of 141 characters',
      withLines(SIX_QRR, { 29: 'm'.repeat(141) }).join('\n'),
      ['field_too_long'],
    ],
    [
      'an alternative procedure of 101 characters',
      withLines(SIX_QRR, { 32: 'a'.repeat(101) }).join('\n'),
      ['field_too_long'],
    ],
    ['three alternative procedures', [...SIX_QRR, 'Name AV3: ZZ'].join('\n'), ['too_many_lines']],
    ['an address type X', withLines(SIX_QRR, { 4: 'X' }).join('\n'), ['invalid_address']],
    ['a creditor without town', withLines(SIX_QRR, { 9: '' }).join('\n'), ['invalid_address']],
    ['a 3-letter country', withLines(SIX_QRR, { 10: 'CHE' }).join('\n'), ['invalid_address']],
    [
      'a K address with a postal code field',
      withLines(PLAIN_K, { 8: '3001' }).join('\n'),
      ['invalid_address'],
    ],
    [
      'an ultimate creditor',
      withLines(SIX_QRR, { 12: 'Someone Else' }).join('\n'),
      ['ultimate_creditor_not_empty'],
    ],
    ['a payload over 997 characters', LONGEST.join('\n'), ['field_too_long']],
  ];

  it('has a longest payload over 997 characters', () =>
    expect(LONGEST.join('\n').length).toBeGreaterThan(997));

  it.each(cases)('refuses %s', (_name, payload, codes) => {
    expect(errorsOf(parseQrBill(payload))).toEqual(codes);
  });

  it('reports every problem of a bill, each with its field', () => {
    const result = parseQrBill(
      withLines(SIX_QRR, { 3: 'CH0000000000000000000', 19: 'GBP', 9: '' }).join('\n'),
    );
    expect(result.ok ? [] : result.errors).toEqual([
      { code: 'invalid_iban', field: 'account' },
      { code: 'invalid_address', field: 'creditor.town' },
      { code: 'unsupported_currency', field: 'currency' },
    ]);
  });
});

/**
 * Round trips through swissqrbill, the maintained generator: its QR code carries the payload it builds from the
 * data; the SVG's modules are read back in remote-payments (decoder tests). Here the same data goes through its
 * validator (an SVG is only made from valid data) and the parser reads the payload the generator's layout gives.
 */
describe('round trips with swissqrbill', () => {
  const bills = [
    {
      name: 'QR-IBAN, QR reference, CHF, debtor',
      data: {
        amount: 1949.75,
        creditor: {
          account: 'CH44 3199 9123 0008 8901 2',
          address: 'Rue du Lac',
          buildingNumber: 1268,
          city: 'Biel',
          country: 'CH',
          name: 'Robert Schneider AG',
          zip: 2501,
        },
        currency: 'CHF' as const,
        debtor: {
          address: 'Grosse Marktgasse',
          buildingNumber: 28,
          city: 'Rorschach',
          country: 'CH',
          name: 'Pia-Maria Rutschmann-Schnyder',
          zip: 9400,
        },
        reference: `21000000000313947143000901${calculateQRReferenceChecksum('21000000000313947143000901')}`,
        message: 'Order dated 18.06.2020',
      },
    },
    {
      name: 'IBAN, creditor reference, EUR, open amount',
      data: {
        creditor: {
          account: 'CH5800791123000889012',
          address: 'Bahnhofstrasse',
          buildingNumber: '7a',
          city: 'Zürich',
          country: 'CH',
          name: 'Müller & Söhne GmbH',
          zip: '8001',
        },
        currency: 'EUR' as const,
        reference: `RF${calculateSCORReferenceChecksum('INV2026X11')}INV2026X11`,
      },
    },
  ];

  it.each(bills)('$name: generator → payload → parser', ({ data }) => {
    // The generator refuses invalid data; the payload layout is the one its renderer encodes (generateQRData).
    expect(() => new SwissQRCode(data).toString()).not.toThrow();
    const payload = swissQrPayload(data);
    const result = parseQrBill(payload);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const bill: QrBill = result.bill;
    expect(bill.account).toBe(data.creditor.account.replace(/\s/g, ''));
    expect(bill.amount).toBe('amount' in data ? data.amount?.toFixed(2) : null);
    expect(bill.currency).toBe(data.currency);
    expect(bill.reference).toBe(data.reference);
    expect(bill.creditor).toMatchObject({ type: 'S', name: data.creditor.name, town: data.creditor.city });
    expect(bill.message).toBe('message' in data ? data.message : '');
  });
});

/** swissqrbill's own payload builder (generateQRData), reached through its CommonJS build. */
function swissQrPayload(data: unknown): string {
  const utils = require.resolve('swissqrbill/utils');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { generateQRData } = require(utils.replace(/utils\.cjs$/, 'qr-code.cjs')) as {
    generateQRData: (input: unknown) => string;
  };
  return generateQRData(data);
}
