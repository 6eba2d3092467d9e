/**
 * Onboarding of a private person (issue 33 items 1 and 2; spec §2 /account-request, /login/more-info, the prospect
 * area; §3 Auth prospect data; §7 prospect base paths /v2/prospects and /v2/my-prospect-details): the account
 * request, the application's steps, its submission, the sandbox identification and the password reset. The
 * gateway declares them as its routes' schemas; remote-onboarding's api modules read the types. The rules
 * (AHV check digit, completeness, transitions, password) are in ../rules/onboarding.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { emailAddressSchema, PROSPECT_STATUSES } from './auth';
import { PHONE_COUNTRY_CODES, PROFILE_LANGUAGES } from './persons';
import { arrayOf, boolean, closed, day, nullableTimestamp, orNull, text } from './pieces';

/**
 * The application's status (spec §4 person status seen from the bank's side): draft while the prospect fills it
 * in, submitted once complete, identified by the bank's identification (the prospect is then a customer), or
 * rejected by it.
 */
export const APPLICATION_STATUSES = ['draft', 'submitted', 'identified', 'rejected'] as const;
/** The application's steps, in the order the screens ask them. */
export const APPLICATION_STEPS = ['personal', 'profession', 'tax'] as const;
/** Occupations a Swiss bank asks (know your customer). */
export const OCCUPATIONS = ['employed', 'selfEmployed', 'student', 'retired', 'unemployed', 'other'] as const;
/** Where the money on the account comes from. */
export const SOURCES_OF_FUNDS = [
  'salary',
  'pension',
  'savings',
  'inheritance',
  'business',
  'investments',
  'other',
] as const;
/** Yearly income bands (CHF). */
export const INCOME_BANDS = ['under50k', 'from50kTo100k', 'from100kTo200k', 'over200k'] as const;
/**
 * Countries offered for nationality, domicile and tax residence: 3-letter codes as the spec's addresses carry
 * them, with their 2-letter codes for the locale's country names (Intl.DisplayNames).
 */
export const ONBOARDING_COUNTRIES: Readonly<Record<string, string>> = {
  CHE: 'CH',
  LIE: 'LI',
  DEU: 'DE',
  FRA: 'FR',
  ITA: 'IT',
  AUT: 'AT',
  ESP: 'ES',
  PRT: 'PT',
  NLD: 'NL',
  BEL: 'BE',
  LUX: 'LU',
  GBR: 'GB',
  IRL: 'IE',
  POL: 'PL',
  GRC: 'GR',
  SWE: 'SE',
  DNK: 'DK',
  NOR: 'NO',
  FIN: 'FI',
  CZE: 'CZ',
  HUN: 'HU',
  HRV: 'HR',
  SRB: 'RS',
  TUR: 'TR',
  USA: 'US',
  CAN: 'CA',
  BRA: 'BR',
  IND: 'IN',
  CHN: 'CN',
  JPN: 'JP',
  AUS: 'AU',
};

const country = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
const personName = { type: 'string', minLength: 1, maxLength: 70 } as const;
/** Spec §9 phone masks: the prefix and the national digits (the mask's groups). */
export const onboardingPhoneSchema = closed({
  countryCode: { type: 'string', enum: PHONE_COUNTRY_CODES },
  number: { type: 'string', pattern: '^[0-9]{6,14}$' },
});
/** Spec §3 address as the domicile step takes it (verified against the postal reference). */
export const onboardingAddressSchema = closed({
  street: { type: 'string', minLength: 1, maxLength: 70 },
  number: { type: 'string', maxLength: 16 },
  postalCode: { type: 'string', minLength: 1, maxLength: 16 },
  city: { type: 'string', minLength: 1, maxLength: 35 },
  country,
});

/** POST /v2/prospects (auth none): the data a Swiss bank asks before an application. */
export const accountRequestBodySchema = closed({
  name: personName,
  familyName: personName,
  email: emailAddressSchema,
  phone: onboardingPhoneSchema,
  language: { type: 'string', enum: PROFILE_LANGUAGES },
  birthdate: day,
  nationality: country,
  domicileCountry: country,
});
/** POST /v2/prospects (202): accepted; the prospect's sign-in code is on its way (whether or not the email was new). */
export const accountRequestAcceptedSchema = closed({ email: text });

/** The personal step: identity with Swiss formats. */
export const personalStepSchema = closed({
  name: personName,
  familyName: personName,
  birthdate: day,
  nationality: country,
  /** AHV number 756.xxxx.xxxx.xx (EAN-13 check digit: rules/onboarding.ts isValidAhvNumber). */
  ahvNumber: { type: 'string', pattern: '^756\\.[0-9]{4}\\.[0-9]{4}\\.[0-9]{2}$' },
  address: onboardingAddressSchema,
  phone: onboardingPhoneSchema,
});
/** The profession step: occupation, employer, income and where the money comes from. */
export const professionStepSchema = closed({
  occupation: { type: 'string', enum: OCCUPATIONS },
  employer: { type: 'string', maxLength: 100 },
  yearlyIncome: { type: 'string', enum: INCOME_BANDS },
  sourceOfFunds: {
    type: 'array',
    items: { type: 'string', enum: SOURCES_OF_FUNDS },
    minItems: 1,
    maxItems: SOURCES_OF_FUNDS.length,
    uniqueItems: true,
  },
});
/** A tax residence (CRS): the country and the tax identification number there. */
export const taxResidenceSchema = closed({
  country,
  tin: { type: 'string', maxLength: 40 },
});
/** The tax step (FATCA/CRS): US person yes or no, the countries of tax residence with their TINs. */
export const taxStepSchema = closed({
  usPerson: boolean,
  taxResidences: { type: 'array', items: taxResidenceSchema, minItems: 1, maxItems: 5 },
});

/** PUT /v2/my-prospect-details/personal | profession | tax: the body is the step's schema. */
export const APPLICATION_STEP_SCHEMAS = {
  personal: personalStepSchema,
  profession: professionStepSchema,
  tax: taxStepSchema,
} as const;
export const applicationStepParamsSchema = closed({
  step: { type: 'string', enum: APPLICATION_STEPS },
});

/** POST /v2/my-prospect-details/conditions: the conditions accepted, with their codes (spec §4 "Confirmation"). */
export const applicationConditionsBodySchema = closed({
  acceptedConditionCodes: {
    type: 'array',
    items: { type: 'string', pattern: '^[A-Z]{2,6}$' },
    maxItems: 20,
    uniqueItems: true,
  },
});
/** POST /v2/my-prospect-details/submit: the password the customer will log in with (rules/onboarding.ts). */
export const applicationSubmitBodySchema = closed({
  password: { type: 'string', minLength: 1, maxLength: 1024 },
});

/** GET /v2/my-prospect-details: the application as saved, step by step (null: not saved yet). */
export const prospectApplicationSchema = closed({
  status: { type: 'string', enum: APPLICATION_STATUSES },
  prospectStatus: { type: 'string', enum: PROSPECT_STATUSES },
  emailAddress: text,
  /** The account request's data (prefills the personal step); null for a prospect made before requests. */
  request: orNull(accountRequestBodySchema),
  personal: orNull(personalStepSchema),
  profession: orNull(professionStepSchema),
  tax: orNull(taxStepSchema),
  /** Condition codes the prospect is asked to accept, and those accepted. */
  conditionCodes: arrayOf(text),
  acceptedConditionCodes: arrayOf(text),
  submittedAt: nullableTimestamp,
  identifiedAt: nullableTimestamp,
});

/** POST /api/sandbox/prospects/identifications (operator): the video identification's outcome for an email. */
export const sandboxIdentificationBodySchema = closed({
  email: emailAddressSchema,
  outcome: { type: 'string', enum: ['identified', 'rejected'] },
});
/** The outcome: the application's status, and for an identified one the customer and the account opened. */
export const sandboxIdentificationSchema = closed({
  status: { type: 'string', enum: APPLICATION_STATUSES },
  personUid: orNull(text),
  iban: orNull(text),
});

/** POST /v3/auth/password-reset (auth none): a reset link to the email, if it belongs to a customer (204 anyway). */
export const passwordResetRequestBodySchema = closed({ email: emailAddressSchema });
/** POST /v3/auth/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmBodySchema = closed({
  token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
  password: { type: 'string', minLength: 1, maxLength: 1024 },
});

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];
export type Occupation = (typeof OCCUPATIONS)[number];
export type SourceOfFunds = (typeof SOURCES_OF_FUNDS)[number];
export type IncomeBand = (typeof INCOME_BANDS)[number];
export type OnboardingPhone = FromSchema<typeof onboardingPhoneSchema>;
export type OnboardingAddress = FromSchema<typeof onboardingAddressSchema>;
export type AccountRequestBody = FromSchema<typeof accountRequestBodySchema>;
export type AccountRequestAccepted = FromSchema<typeof accountRequestAcceptedSchema>;
export type PersonalStep = FromSchema<typeof personalStepSchema>;
export type ProfessionStep = FromSchema<typeof professionStepSchema>;
export type TaxResidence = FromSchema<typeof taxResidenceSchema>;
export type TaxStep = FromSchema<typeof taxStepSchema>;
export type ApplicationStepParams = FromSchema<typeof applicationStepParamsSchema>;
export type ApplicationConditionsBody = FromSchema<typeof applicationConditionsBodySchema>;
export type ApplicationSubmitBody = FromSchema<typeof applicationSubmitBodySchema>;
export type ProspectApplication = FromSchema<typeof prospectApplicationSchema>;
export type SandboxIdentificationBody = FromSchema<typeof sandboxIdentificationBodySchema>;
export type SandboxIdentification = FromSchema<typeof sandboxIdentificationSchema>;
export type PasswordResetRequestBody = FromSchema<typeof passwordResetRequestBodySchema>;
export type PasswordResetConfirmBody = FromSchema<typeof passwordResetConfirmBodySchema>;
/** The data of each step, by step. */
export interface ApplicationStepData {
  personal: PersonalStep;
  profession: ProfessionStep;
  tax: TaxStep;
}
