/**
 * Onboarding rules (issue 33; spec §4 person status, §5 validation, §9 phone masks): the AHV number's check
 * digit, the account request's and each application step's field problems, the application's completeness, its
 * status transitions, the next step a prospect sees, and the password rule of a reset or a new customer. The
 * gateway calls them with the body and its tables' facts (and refuses with 400 ValidationError what they name);
 * the screens call them to show the same problems before sending.
 */
import {
  APPLICATION_STEPS,
  ONBOARDING_COUNTRIES,
  type AccountRequestBody,
  type ApplicationStatus,
  type ApplicationStep,
  type ApplicationStepData,
  type PersonalStep,
  type ProfessionStep,
  type ProspectApplication,
  type TaxStep,
} from '../contracts/onboarding';

/** A field and the problem with it (the code becomes the message key app.onboarding.problem.<code>). */
export interface FieldProblem {
  field: string;
  code: string;
}

/** Spec-free Swiss fact: AHV numbers (AHVN13) start with 756 and end with an EAN-13 check digit. */
export function isValidAhvNumber(text: string): boolean {
  if (!/^756\.[0-9]{4}\.[0-9]{4}\.[0-9]{2}$/.test(text)) return false;
  const digits = text.replace(/\./g, '');
  return ean13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/** EAN-13: weights 1 and 3 alternating from the left over 12 digits; the check digit tops the sum up to a ten. */
export function ean13CheckDigit(twelveDigits: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(twelveDigits[index]) * (index % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Formats typed digits as 756.xxxx.xxxx.xx while they are typed. */
export function maskAhvNumber(text: string): string {
  const digits = text.replace(/[^0-9]/g, '').slice(0, 13);
  const groups = [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7, 11), digits.slice(11, 13)];
  return groups.filter((group) => group.length > 0).join('.');
}

/** Whole years between a birth date and a day (yyyy-MM-dd both). */
export function ageOn(birthdate: string, today: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A private account is opened for adults (18) on their own; younger people need their parents (not built). */
export const MINIMUM_AGE = 18;
const MAXIMUM_AGE = 120;

const isCountry = (code: string) => Object.hasOwn(ONBOARDING_COUNTRIES, code);

function birthdateProblems(birthdate: string, today: string, field = 'birthdate'): FieldProblem[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthdate) || Number.isNaN(Date.parse(birthdate)))
    return [{ field, code: 'invalid' }];
  if (birthdate > today) return [{ field, code: 'future' }];
  const age = ageOn(birthdate, today);
  if (age < MINIMUM_AGE) return [{ field, code: 'underage' }];
  if (age > MAXIMUM_AGE) return [{ field, code: 'invalid' }];
  return [];
}

function nameProblems(value: { name: string; familyName: string }): FieldProblem[] {
  return (['name', 'familyName'] as const)
    .filter((field) => value[field].trim() === '')
    .map((field) => ({ field, code: 'required' }));
}

const countryProblems = (code: string, field: string): FieldProblem[] =>
  isCountry(code) ? [] : [{ field, code: 'unknownCountry' }];

/** Spec §9 phone masks: the national significant digits each prefix takes. */
export const PHONE_NATIONAL_DIGITS: Readonly<Record<string, { min: number; max: number }>> = {
  '+41': { min: 9, max: 9 },
  '+33': { min: 9, max: 9 },
  '+49': { min: 6, max: 13 },
  '+39': { min: 6, max: 11 },
  '+30': { min: 10, max: 10 },
};

/**
 * Whether `national` (the national significant digits: digits only, the trunk 0 already taken off) fits the mask
 * of `countryCode`; false for a prefix the spec does not list. The onboarding steps and the gateway's phone change
 * both ask this.
 */
export function fitsPhoneMask(countryCode: string, national: string): boolean {
  const digits = PHONE_NATIONAL_DIGITS[countryCode];
  return (
    digits !== undefined &&
    /^[0-9]+$/.test(national) &&
    national.length >= digits.min &&
    national.length <= digits.max
  );
}

function phoneProblems(phone: { countryCode: string; number: string }, field = 'phone'): FieldProblem[] {
  if (!PHONE_NATIONAL_DIGITS[phone.countryCode]) return [{ field: `${field}.countryCode`, code: 'invalid' }];
  return fitsPhoneMask(phone.countryCode, phone.number.replace(/^0/, ''))
    ? []
    : [{ field: `${field}.number`, code: 'invalidPhone' }];
}

/** The account request's problems beyond its schema (adult, known countries, a phone that fits its mask). */
export function accountRequestProblems(body: AccountRequestBody, today: string): FieldProblem[] {
  return [
    ...nameProblems(body),
    ...birthdateProblems(body.birthdate, today),
    ...countryProblems(body.nationality, 'nationality'),
    ...countryProblems(body.domicileCountry, 'domicileCountry'),
    ...phoneProblems(body.phone),
  ];
}

function personalProblems(step: PersonalStep, today: string): FieldProblem[] {
  return [
    ...nameProblems(step),
    ...birthdateProblems(step.birthdate, today),
    ...countryProblems(step.nationality, 'nationality'),
    ...(isValidAhvNumber(step.ahvNumber) ? [] : [{ field: 'ahvNumber', code: 'invalidAhv' }]),
    ...countryProblems(step.address.country, 'address.country'),
    ...(step.address.street.trim() === '' ? [{ field: 'address.street', code: 'required' }] : []),
    ...(step.address.city.trim() === '' ? [{ field: 'address.city', code: 'required' }] : []),
    ...phoneProblems(step.phone),
  ];
}

/** Occupations with an employer to name. */
const EMPLOYER_NEEDED = new Set(['employed', 'selfEmployed']);

function professionProblems(step: ProfessionStep): FieldProblem[] {
  return EMPLOYER_NEEDED.has(step.occupation) && step.employer.trim() === ''
    ? [{ field: 'employer', code: 'required' }]
    : [];
}

/**
 * FATCA/CRS: every tax residence once, in a known country; a TIN for each one outside Switzerland (in Switzerland
 * the AHV number is the TIN); a US person is tax resident in the USA and names the US TIN.
 */
function taxProblems(step: TaxStep): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  step.taxResidences.forEach((residence, index) => {
    const field = `taxResidences.${index}`;
    if (!isCountry(residence.country)) problems.push({ field: `${field}.country`, code: 'unknownCountry' });
    if (seen.has(residence.country)) problems.push({ field: `${field}.country`, code: 'duplicate' });
    seen.add(residence.country);
    if (residence.country !== 'CHE' && residence.tin.trim() === '')
      problems.push({ field: `${field}.tin`, code: 'tinRequired' });
  });
  if (step.usPerson && !seen.has('USA'))
    problems.push({ field: 'taxResidences', code: 'usResidenceRequired' });
  return problems;
}

/** One step's problems beyond its schema (the step as the gateway saves it and the screen checks it). */
export function applicationStepProblems<S extends ApplicationStep>(
  step: S,
  data: ApplicationStepData[S],
  today: string,
): FieldProblem[] {
  if (step === 'personal') return personalProblems(data as PersonalStep, today);
  if (step === 'profession') return professionProblems(data as ProfessionStep);
  return taxProblems(data as TaxStep);
}

/** What the completeness rule reads of an application. */
export type ApplicationFacts = Pick<
  ProspectApplication,
  'personal' | 'profession' | 'tax' | 'conditionCodes' | 'acceptedConditionCodes'
>;

/** What is missing before submission: the steps not saved yet, then 'conditions' if any is not accepted. */
export function missingApplicationParts(application: ApplicationFacts): (ApplicationStep | 'conditions')[] {
  const missing: (ApplicationStep | 'conditions')[] = APPLICATION_STEPS.filter(
    (step) => application[step] === null,
  );
  const accepted = new Set(application.acceptedConditionCodes);
  if (application.conditionCodes.some((code) => !accepted.has(code))) missing.push('conditions');
  return missing;
}

/** Spec §4 (the bank's side of a person's status): the application's moves. */
const TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  draft: ['submitted'],
  submitted: ['identified', 'rejected'],
  identified: [],
  rejected: [],
};

export const applicationTransitionAllowed = (from: ApplicationStatus, to: ApplicationStatus): boolean =>
  TRANSITIONS[from].includes(to);

/** Steps are saved (and conditions accepted) while the application is a draft only. */
export const applicationEditable = (status: ApplicationStatus): boolean => status === 'draft';

/** Why a submission is refused, or null: not a draft any more, or incomplete. */
export function applicationSubmitRefusal(
  status: ApplicationStatus,
  application: ApplicationFacts,
): 'notDraft' | 'incomplete' | null {
  if (!applicationTransitionAllowed(status, 'submitted')) return 'notDraft';
  return missingApplicationParts(application).length > 0 ? 'incomplete' : null;
}

/** The next thing the prospect does, as prospect home shows it. */
export type ApplicationNextStep =
  ApplicationStep | 'conditions' | 'submit' | 'identification' | 'login' | 'rejected';

export function nextApplicationStep(
  application: ApplicationFacts & Pick<ProspectApplication, 'status'>,
): ApplicationNextStep {
  if (application.status === 'identified') return 'login';
  if (application.status === 'rejected') return 'rejected';
  if (application.status === 'submitted') return 'identification';
  return missingApplicationParts(application)[0] ?? 'submit';
}

/** The password rule (a reset and a new customer's first password): long, mixed, not the email. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export function passwordProblems(password: string, email: string): FieldProblem[] {
  const field = 'password';
  if (password.length < PASSWORD_MIN_LENGTH) return [{ field, code: 'passwordTooShort' }];
  if (password.length > PASSWORD_MAX_LENGTH) return [{ field, code: 'passwordTooLong' }];
  if (!/[A-Za-zÀ-ÿ]/.test(password) || !/[0-9]/.test(password))
    return [{ field, code: 'passwordLettersAndDigits' }];
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local))
    return [{ field, code: 'passwordHasEmail' }];
  return [];
}
