import { classifyPayment } from '../format/paymentKind';
import {
  derivePaymentType,
  isQrIban,
  missingInternationalFeature,
  paymentRequirements,
  showsForeignBankFeeNotice,
} from './kinds';

const SWISS = 'CH9300762011623852957';
const KONTOR = 'CH7683019000000012540';
const QR_IBAN = 'CH4431999123000889012';
const GERMAN = 'DE89370400440532013000';
const BRITISH = 'GB29NWBK60161331926819';

const classify = (iban: string, currency: string, accountCurrency = 'CHF') =>
  classifyPayment({ iban, currency, accountCurrency });

describe('payment requirements (spec §5)', () => {
  it.each<[string, string, string, string, boolean, boolean, boolean]>([
    ['SIC to a Swiss bank', SWISS, 'CHF', 'CHF', false, false, false],
    ['internal CHF', KONTOR, 'CHF', 'CHF', false, false, false],
    ['internal EUR (incore, still internal)', KONTOR, 'EUR', 'CHF', false, false, false],
    ['SEPA EUR to Germany', GERMAN, 'EUR', 'CHF', false, true, true],
    ['SWIFT USD to Britain', BRITISH, 'USD', 'CHF', true, true, true],
    ['SWIFT CHF to Germany', GERMAN, 'CHF', 'CHF', true, true, true],
    ['SWIFT: CHF to a Swiss bank from a EUR account', SWISS, 'CHF', 'EUR', true, true, true],
  ])('%s', (_label, iban, currency, accountCurrency, bic, address, street) => {
    expect(paymentRequirements(classify(iban, currency, accountCurrency))).toEqual({
      bicRequired: bic,
      addressRequired: address,
      streetRequired: street,
    });
  });

  it('shows the foreign-bank fee notice for incore payments leaving the bank', () => {
    expect(showsForeignBankFeeNotice(classify(GERMAN, 'EUR'))).toBe(true);
    expect(showsForeignBankFeeNotice(classify(KONTOR, 'EUR'))).toBe(false);
    expect(showsForeignBankFeeNotice(classify(SWISS, 'CHF'))).toBe(false);
  });
});

describe('payment types (spec §9)', () => {
  it.each<[string, string, string, string, 'QRR' | 'SCOR' | 'NON', string]>([
    ['plain domestic', 'iban-payment-orders', SWISS, 'CHF', 'NON', 'domestic_iban'],
    ['QR bill with creditor reference', 'iban-payment-orders', SWISS, 'CHF', 'SCOR', 'domestic_qr_iban'],
    ['QR bill to a QR-IBAN', 'iban-payment-orders', QR_IBAN, 'CHF', 'QRR', 'domestic_qr_qriban'],
    ['international forced', 'iban-payment-orders', GERMAN, 'EUR', 'SCOR', 'international_iban'],
    ['internal stays domestic', 'iban-payment-orders', KONTOR, 'EUR', 'NON', 'domestic_iban'],
    ['esr base', 'esr-payment-orders', SWISS, 'CHF', 'QRR', 'domestic_esr'],
    ['wise base', 'wise-payment-orders', GERMAN, 'EUR', 'NON', 'international_wise'],
    ['wisebusiness base', 'wisebusiness-payment-orders', GERMAN, 'EUR', 'NON', 'international_wisebusiness'],
  ])('%s', (_label, base, iban, currency, referenceType, type) => {
    expect(
      derivePaymentType(
        base as Parameters<typeof derivePaymentType>[0],
        classify(iban, currency),
        iban,
        referenceType,
      ),
    ).toBe(type);
  });

  it('recognises QR-IBANs (institution id 30000–31999)', () => {
    expect(isQrIban(QR_IBAN)).toBe(true);
    expect(isQrIban(SWISS)).toBe(false);
    expect(isQrIban(GERMAN)).toBe(false);
    // The bank's own institution 30334 lies in the QR range but is a plain account.
    expect(isQrIban('CH9330334000000084520')).toBe(false);
  });
});

describe('international eligibility (spec §6)', () => {
  const all = { InternationalPaymentSEPAOut: true, InternationalPaymentSWIFTOut: true };
  it.each<[string, string, string, boolean, Record<string, boolean> | string[], string | null]>([
    ['domestic needs nothing', SWISS, 'CHF', false, {}, null],
    ['internal needs nothing', KONTOR, 'EUR', false, {}, null],
    ['SEPA with the feature', GERMAN, 'EUR', true, all, null],
    [
      'SEPA without the feature',
      GERMAN,
      'EUR',
      true,
      { InternationalPaymentSWIFTOut: true },
      'InternationalPaymentSEPAOut',
    ],
    [
      'SWIFT without the feature',
      BRITISH,
      'USD',
      true,
      ['InternationalPaymentSEPAOut'],
      'InternationalPaymentSWIFTOut',
    ],
    ['account without the international flag', GERMAN, 'EUR', false, all, 'AccountNotInternational'],
  ])('%s', (_label, iban, currency, flag, features, missing) => {
    expect(
      missingInternationalFeature(
        classify(iban, currency),
        { internationalPaymentsAvailable: flag },
        features,
      ),
    ).toBe(missing);
  });
});
