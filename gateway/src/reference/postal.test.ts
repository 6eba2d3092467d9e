import { comparable, editDistance, expandPostalCode, verifyPostalAddress } from './postal';
import { SWISS_LOCALITIES } from './swiss-postcodes';

const address = (patch: Partial<Parameters<typeof verifyPostalAddress>[0]>) => ({
  street: 'Bahnhofstrasse',
  number: '1',
  postalCode: '8001',
  city: 'Zürich',
  country: 'CHE',
  ...patch,
});

describe('reference extract', () => {
  it('holds a few hundred distinct four-digit postcodes', () => {
    const codes = SWISS_LOCALITIES.map((locality) => locality.postalCode);
    expect(codes.length).toBeGreaterThan(300);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^[1-9]\d{3}$/.test(code))).toBe(true);
  });
});

describe('comparable names', () => {
  it.each([
    ['Bahnhofstr.', 'bahnhofstrasse'],
    ['Bahnhofstraße', 'bahnhofstrasse'],
    ['Genève', 'geneve'],
    ['Le Grand-Saconnex', 'legrandsaconnex'],
  ])('%s → %s', (input, expected) => expect(comparable(input)).toBe(expected));

  it('counts edits', () => {
    expect(editDistance('zurich', 'zuerich')).toBe(1);
    expect(editDistance('bern', 'basel')).toBe(4);
  });
});

describe('verifyPostalAddress', () => {
  it('verifies a correct address', () => {
    expect(verifyPostalAddress(address({}))).toEqual({ result: 'verified', address: address({}) });
  });

  it('corrects an abbreviated street and a typo in the city', () => {
    expect(verifyPostalAddress(address({ street: 'Bahnhofstr.', city: 'Zuerich' }))).toEqual({
      result: 'corrected',
      suggestions: [address({})],
    });
  });

  it('offers the city postcode when the postcode belongs elsewhere', () => {
    const verification = verifyPostalAddress(
      address({ street: 'Kramgasse', number: '49', postalCode: '8001', city: 'Bern' }),
    );
    expect(verification.result).toBe('corrected');
    if (verification.result !== 'corrected') return;
    expect(verification.suggestions.map((s) => `${s.postalCode} ${s.city}`)).toContain('3011 Bern');
    expect(verification.suggestions.map((s) => `${s.postalCode} ${s.city}`)).toContain('8001 Zürich');
  });

  it('does not find a street missing from a postcode with a street list', () => {
    expect(verifyPostalAddress(address({ street: 'Nirgendwoweg' }))).toEqual({ result: 'not_found' });
  });

  it('does not find an unknown postcode of an unknown city', () => {
    expect(verifyPostalAddress(address({ postalCode: '9999', city: 'Atlantis' }))).toEqual({
      result: 'not_found',
    });
  });

  it('checks only the locality where the extract has no streets', () => {
    expect(
      verifyPostalAddress(address({ street: 'Dorfstrasse', postalCode: '3818', city: 'Grindelwald' })),
    ).toEqual({
      result: 'verified',
      address: address({ street: 'Dorfstrasse', postalCode: '3818', city: 'Grindelwald' }),
    });
  });

  it('takes foreign addresses as given', () => {
    const foreign = address({ country: 'DEU', postalCode: '10115', city: 'Berlin' });
    expect(verifyPostalAddress(foreign)).toEqual({ result: 'unverifiable', address: foreign });
  });
});

describe('expandPostalCode', () => {
  it('answers one city or several', () => {
    expect(expandPostalCode('8001', 'CH')).toEqual(['Zürich']);
    expect(expandPostalCode('1213', 'CHE')).toEqual(['Onex', 'Petit-Lancy']);
  });

  it('knows no unknown or foreign postcode', () => {
    expect(expandPostalCode('0001', 'CHE')).toBeNull();
    expect(expandPostalCode('8001', 'DEU')).toBeNull();
  });
});
