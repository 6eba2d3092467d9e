import {
  canRegisterPartnership,
  formatUid,
  isInternalRegistryLegalForm,
  isValidUid,
  looksLikeUid,
  mayRegisterPartnership,
  mayStepOnboarding,
  nextOnboardingStatus,
  uidCheckDigit,
  uidSearchDigits,
} from './company-onboarding';
import { annaBaeckerei, annaPrivate, benPrivate } from '../fixtures/personas';

describe('the UID check digit (modulo 11, weights 5 4 3 2 7 6 5 4)', () => {
  it.each([
    ['10932255', 1], // CHE-109.322.551, the register's own example
    ['11628171', 0], // a sum that is a multiple of 11 checks with 0
    ['10915359', 6],
  ])('%s → %s', (digits, check) => expect(uidCheckDigit(digits)).toBe(check));

  it('has no check digit for a remainder of 1 (such numbers are never issued) or for bad input', () => {
    expect(uidCheckDigit('10000016')).toBe(null); // 5·1 + 5·1 + 4·6 = 34 ≡ 1 (mod 11): 11 - 1 = 10
    expect(uidCheckDigit('1234567')).toBe(null);
    expect(uidCheckDigit('1234567a')).toBe(null);
  });

  it.each([
    ['CHE-109.322.551', true],
    ['CHE109322551', true],
    ['109.322.551', true],
    ['che-116.281.710', true],
    ['CHE-109.322.552', false],
    ['CHE-109.322.55', false],
    ['DE-109.322.551', false],
    ['', false],
  ])('isValidUid(%s) = %s', (value, valid) => expect(isValidUid(value)).toBe(valid));

  it('writes a valid UID as the register does and refuses an invalid one', () => {
    expect(formatUid('che109322551')).toBe('CHE-109.322.551');
    expect(formatUid('CHE-109.322.552')).toBeNull();
  });

  it('tells a UID search from a name search', () => {
    expect(looksLikeUid('CHE-109.3')).toBe(true);
    expect(looksLikeUid('109 322')).toBe(true);
    expect(looksLikeUid('Chemie AG')).toBe(false);
    expect(uidSearchDigits('CHE-109.3')).toBe('1093');
  });
});

describe('onboarding status steps (new → registered → screened → identified → bankable)', () => {
  it.each([
    ['new', 'registered'],
    ['registered', 'screened'],
    ['screened', 'identified'],
    ['identified', 'bankable'],
    ['bankable', null],
    ['passive', null],
  ])('after %s comes %s', (from, to) => expect(nextOnboardingStatus(from)).toBe(to));

  it.each([
    ['new', 'registered', true],
    ['new', 'screened', false],
    ['screened', 'registered', false],
    ['bankable', 'bankable', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => expect(mayStepOnboarding(from, to)).toBe(allowed));
});

describe('who may register a partnership', () => {
  it.each([
    ['private', ['certification'], true],
    ['private', ['cancelled'], false],
    ['private', [], false],
    ['partnership', ['new'], false],
    [null, ['new'], false],
  ])('context %s with declarations %j: %s', (contextType, declarationStatuses, allowed) =>
    expect(mayRegisterPartnership({ contextType, declarationStatuses })).toBe(allowed),
  );

  it('follows the session: Anna (declarations) may in private context only, Ben (none) may not', () => {
    expect(canRegisterPartnership(annaPrivate)).toBe(true);
    expect(canRegisterPartnership(annaBaeckerei)).toBe(false);
    expect(canRegisterPartnership(benPrivate)).toBe(false);
  });

  it('knows the internal-registry legal forms (spec §6)', () => {
    expect(isInternalRegistryLegalForm('association')).toBe(true);
    expect(isInternalRegistryLegalForm('body_corporate')).toBe(true);
    expect(isInternalRegistryLegalForm('company_limited_by_shares')).toBe(false);
  });
});
