import { SwissQRCode } from 'swissqrbill/svg';
import { isQRReferenceValid } from 'swissqrbill/utils';
import { accountQrReference, toQrBillData } from './qrBill';

const owner = {
  name: 'Anna Meier',
  address: { street: 'Bahnhofstrasse', number: '12', postalCode: '8001', city: 'Zürich', country: 'CHE' },
};

describe('toQrBillData', () => {
  it('makes the account owner the creditor of a bill without amount', () => {
    const result = toQrBillData({ iban: 'CH76 8301 9000 0000 1254 0', currency: 'CHF' }, owner);
    expect(result).toEqual({
      data: {
        currency: 'CHF',
        creditor: {
          account: 'CH7683019000000012540',
          name: 'Anna Meier',
          address: 'Bahnhofstrasse',
          buildingNumber: '12',
          zip: '8001',
          city: 'Zürich',
          country: 'CH',
        },
      },
    });
  });

  it('gives data swissqrbill accepts and renders as an SVG', () => {
    const result = toQrBillData({ iban: 'CH7683019000000012540', currency: 'CHF' }, owner);
    if (!('data' in result)) throw new Error('expected data');
    const svg = new SwissQRCode(result.data).toString();
    expect(svg).toMatch(/^<svg/);
    expect(svg.length).toBeGreaterThan(1000);
  });

  it('gives a QR-IBAN a valid QR reference made of the account number', () => {
    const reference = accountQrReference('CH44 3199 9123 0008 8901 2');
    expect(reference).toMatch(/^0{14}123000889012\d$/);
    expect(isQRReferenceValid(reference)).toBe(true);
    const result = toQrBillData({ iban: 'CH4431999123000889012', currency: 'CHF' }, owner);
    if (!('data' in result)) throw new Error('expected data');
    expect(result.data.reference).toBe(reference);
    expect(new SwissQRCode(result.data).toString()).toMatch(/^<svg/);
  });

  it('refuses currencies the QR-bill cannot carry and missing addresses', () => {
    expect(toQrBillData({ iban: 'CH7683019000000012540', currency: 'USD' }, owner)).toEqual({
      problem: 'currency',
    });
    expect(
      toQrBillData({ iban: 'CH7683019000000012540', currency: 'EUR' }, { ...owner, address: null }),
    ).toEqual({
      problem: 'address',
    });
  });
});
