import type { PersonalStep, ProspectApplication, TaxStep } from '../contracts/onboarding';
import {
  accountRequestProblems,
  ageOn,
  applicationEditable,
  applicationStepProblems,
  applicationSubmitRefusal,
  applicationTransitionAllowed,
  fitsPhoneMask,
  isValidAhvNumber,
  maskAhvNumber,
  missingApplicationParts,
  nextApplicationStep,
  passwordProblems,
} from './onboarding';

const TODAY = '2026-11-27';

const personal: PersonalStep = {
  name: 'Lea',
  familyName: 'Brunner',
  birthdate: '1994-03-08',
  nationality: 'CHE',
  ahvNumber: '756.9217.0769.85',
  address: { street: 'Bahnhofstrasse', number: '10', postalCode: '8001', city: 'Zürich', country: 'CHE' },
  phone: { countryCode: '+41', number: '791234567' },
};
const tax: TaxStep = { usPerson: false, taxResidences: [{ country: 'CHE', tin: '' }] };

describe('AHV number (EAN-13 check digit)', () => {
  it.each([
    ['756.9217.0769.85', true],
    ['756.1234.5678.97', true],
    ['756.1234.5678.90', false],
    ['756.9217.0769.8', false],
    ['757.9217.0769.85', false],
    ['7569217076985', false],
  ])('%s → %s', (ahv, valid) => expect(isValidAhvNumber(ahv)).toBe(valid));

  it('masks typed digits as 756.xxxx.xxxx.xx', () => {
    expect(maskAhvNumber('7569217076985')).toBe('756.9217.0769.85');
    expect(maskAhvNumber('756 92')).toBe('756.92');
  });
});

describe('age and the account request', () => {
  it('counts whole years', () => {
    expect(ageOn('2008-11-28', TODAY)).toBe(17);
    expect(ageOn('2008-11-27', TODAY)).toBe(18);
  });

  it('names the problems of a request: underage, unknown country, a Swiss phone of the wrong length', () => {
    expect(
      accountRequestProblems(
        {
          name: 'Lea',
          familyName: ' ',
          email: 'lea@example.ch',
          phone: { countryCode: '+41', number: '79123456' },
          language: 'de',
          birthdate: '2010-01-01',
          nationality: 'XXX',
          domicileCountry: 'CHE',
        },
        TODAY,
      ),
    ).toEqual([
      { field: 'familyName', code: 'required' },
      { field: 'birthdate', code: 'underage' },
      { field: 'nationality', code: 'unknownCountry' },
      { field: 'phone.number', code: 'invalidPhone' },
    ]);
  });
});

describe('application steps', () => {
  it('accepts a complete personal step and refuses a wrong AHV number and a future birth date', () => {
    expect(applicationStepProblems('personal', personal, TODAY)).toEqual([]);
    expect(
      applicationStepProblems(
        'personal',
        { ...personal, ahvNumber: '756.9217.0769.84', birthdate: '2027-01-01' },
        TODAY,
      ),
    ).toEqual([
      { field: 'birthdate', code: 'future' },
      { field: 'ahvNumber', code: 'invalidAhv' },
    ]);
  });

  it('asks an employed person for the employer', () => {
    const step = {
      occupation: 'employed',
      employer: '',
      yearlyIncome: 'under50k',
      sourceOfFunds: ['salary'],
    } as const;
    expect(applicationStepProblems('profession', { ...step, sourceOfFunds: ['salary'] }, TODAY)).toEqual([
      { field: 'employer', code: 'required' },
    ]);
    expect(
      applicationStepProblems(
        'profession',
        { ...step, occupation: 'student', sourceOfFunds: ['salary'] },
        TODAY,
      ),
    ).toEqual([]);
  });

  it('FATCA/CRS: a TIN outside Switzerland, a US person resident in the USA, each country once', () => {
    expect(applicationStepProblems('tax', tax, TODAY)).toEqual([]);
    expect(
      applicationStepProblems(
        'tax',
        {
          usPerson: true,
          taxResidences: [
            { country: 'CHE', tin: '' },
            { country: 'DEU', tin: '' },
            { country: 'CHE', tin: '' },
          ],
        },
        TODAY,
      ),
    ).toEqual([
      { field: 'taxResidences.1.tin', code: 'tinRequired' },
      { field: 'taxResidences.2.country', code: 'duplicate' },
      { field: 'taxResidences', code: 'usResidenceRequired' },
    ]);
  });
});

describe('completeness, transitions and the next step', () => {
  const empty: ProspectApplication = {
    status: 'draft',
    prospectStatus: 'active',
    emailAddress: 'lea@example.ch',
    request: null,
    personal: null,
    profession: null,
    tax: null,
    conditionCodes: ['GTC', 'DPP'],
    acceptedConditionCodes: [],
    submittedAt: null,
    identifiedAt: null,
  };
  const complete: ProspectApplication = {
    ...empty,
    personal,
    profession: { occupation: 'student', employer: '', yearlyIncome: 'under50k', sourceOfFunds: ['savings'] },
    tax,
    acceptedConditionCodes: ['DPP', 'GTC'],
  };

  it('lists the missing steps, then the conditions', () => {
    expect(missingApplicationParts(empty)).toEqual(['personal', 'profession', 'tax', 'conditions']);
    expect(missingApplicationParts({ ...complete, acceptedConditionCodes: ['GTC'] })).toEqual(['conditions']);
    expect(missingApplicationParts(complete)).toEqual([]);
  });

  it.each([
    ['draft', 'submitted', true],
    ['draft', 'identified', false],
    ['submitted', 'identified', true],
    ['submitted', 'rejected', true],
    ['submitted', 'submitted', false],
    ['identified', 'rejected', false],
    ['rejected', 'identified', false],
  ] as const)('%s → %s: %s', (from, to, allowed) =>
    expect(applicationTransitionAllowed(from, to)).toBe(allowed),
  );

  it('edits drafts only; refuses an incomplete or repeated submission', () => {
    expect(applicationEditable('draft')).toBe(true);
    expect(applicationEditable('submitted')).toBe(false);
    expect(applicationSubmitRefusal('draft', empty)).toBe('incomplete');
    expect(applicationSubmitRefusal('draft', complete)).toBeNull();
    expect(applicationSubmitRefusal('submitted', complete)).toBe('notDraft');
  });

  it('names the next step', () => {
    expect(nextApplicationStep(empty)).toBe('personal');
    expect(nextApplicationStep({ ...complete, acceptedConditionCodes: [] })).toBe('conditions');
    expect(nextApplicationStep(complete)).toBe('submit');
    expect(nextApplicationStep({ ...complete, status: 'submitted' })).toBe('identification');
    expect(nextApplicationStep({ ...complete, status: 'identified' })).toBe('login');
  });
});

describe('phone masks (spec §9)', () => {
  test.each([
    ['+41', '791234567', true],
    ['+41', '79123456', false],
    ['+41', '7912345678', false],
    ['+49', '301234', true],
    ['+49', '3012345678901', true],
    ['+49', '30123456789012', false],
    ['+30', '2101234567', true],
    ['+41', '79 123 45 67', false],
    ['+1', '2025550123', false],
  ])('%s %s fits: %s', (countryCode, national, fits) => {
    expect(fitsPhoneMask(countryCode, national)).toBe(fits);
  });
});

describe('password rule', () => {
  it.each([
    ['short1', 'passwordTooShort'],
    ['onlylettersandmore', 'passwordLettersAndDigits'],
    ['123456789012345', 'passwordLettersAndDigits'],
    ['lea.brunner-2026', 'passwordHasEmail'],
    ['Kontor-Sandbox-1', null],
  ])('%s → %s', (password, code) =>
    expect(passwordProblems(password, 'lea.brunner@example.ch')).toEqual(
      code ? [{ field: 'password', code }] : [],
    ),
  );
});
