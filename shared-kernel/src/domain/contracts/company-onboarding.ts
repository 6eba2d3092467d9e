/**
 * Company onboarding and registrations, once (issue 33 items 3 and 4; spec §2 Organisation section, §3
 * Partnership, §4 partnership and declaration statuses, §6 legal forms, §9 plan codes): the sandbox commercial
 * register's search, the onboarding of a company from the register (or by hand) up to its requested
 * partnership, the plans offered to companies, the sandbox operator's status steps, and the registration of a
 * non-registered partnership of an internal-registry legal form. See docs/onboarding-api.md.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, closed, nullableText, query, text, timestamp, uuid } from './pieces';

/** Spec §6 "Legal forms" (snake case, as the partnerships table keeps them). */
export const LEGAL_FORMS = [
  'abstract_partnership',
  'association',
  'body_corporate',
  'company_limited_by_shares',
  'cooperative',
  'foundation',
  'general_partnership',
  'institute',
  'limited_liability_company',
  'limited_partnership',
  'ownership_in_undivided_shares',
  'partnership_limited_by_shares',
  'public_cooperative',
  'public_corporation_limited_by_shares',
  'public_institution',
  'registered_couple',
  'simple_partnership',
  'sole_proprietorship',
  'special_legal_form',
] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

/** Spec §6 "Internal-registry partnership legal forms": registered by the bank, not the commercial register. */
export const INTERNAL_REGISTRY_LEGAL_FORMS = ['simple_partnership', 'association', 'body_corporate'] as const;
export type InternalRegistryLegalForm = (typeof INTERNAL_REGISTRY_LEGAL_FORMS)[number];

/** Spec §9 "Search max 140 characters". */
export const COMPANY_SEARCH_MAX_LENGTH = 140;

/** The Swiss enterprise identification number as written: CHE-123.456.789 (the last digit checks the others). */
export const UID_PATTERN = '^CHE-[0-9]{3}\\.[0-9]{3}\\.[0-9]{3}$';

const legalForm = { type: 'string', enum: LEGAL_FORMS } as const;
const companyUid = { type: 'string', pattern: UID_PATTERN } as const;
const companyName = { type: 'string', minLength: 2, maxLength: 140, pattern: '\\S' } as const;
const seat = { type: 'string', minLength: 2, maxLength: 70, pattern: '\\S' } as const;

/** GET /api/v2/commercial-register/companies?q= : by name or UID (with or without its punctuation). */
export const companySearchQuerySchema = query({
  q: { type: 'string', minLength: 1, maxLength: COMPANY_SEARCH_MAX_LENGTH },
});

/** One company of the sandbox commercial register. */
export const registerCompanySchema = closed({ uid: text, name: text, legalForm: text, seat: text });
export const companySearchSchema = arrayOf(registerCompanySchema);

/** POST /api/v2/partnership-onboardings: a company of the register, or one entered by hand. */
export const startOnboardingBodySchema = {
  oneOf: [
    closed({ registerUid: companyUid }),
    closed({ uid: companyUid, name: companyName, legalForm, seat }),
  ],
} as const;

/** The company onboarding statuses the operator steps through (spec §4 partnership status, issue 33). */
export const ONBOARDING_STATUSES = ['new', 'registered', 'screened', 'identified', 'bankable'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

/** One company onboarding of the person (a prospective client; its partnership once a plan is chosen). */
export const partnershipOnboardingSchema = closed({
  uid: uuid,
  companyUid: nullableText,
  clientName: text,
  legalForm: text,
  seat: nullableText,
  /** open until the partnership is bankable, then completed. */
  status: text,
  partnershipUid: nullableText,
  partnershipStatus: nullableText,
  roles: arrayOf(text),
  planCode: nullableText,
  billingInterval: nullableText,
  createdAt: timestamp,
});
export const partnershipOnboardingListSchema = arrayOf(partnershipOnboardingSchema);

/** Spec §9 billing intervals. */
export const BILLING_INTERVALS = ['IntervalMonthly', 'IntervalYearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** GET /api/v2/partnership-offering/plans: the plans for companies, with their features and prices. */
export const offeringPlanSchema = closed({
  code: text,
  /** Price per interval in centimes (CHF); null when the plan is not offered for that interval. */
  monthly: { type: ['integer', 'null'] },
  yearly: { type: ['integer', 'null'] },
  features: arrayOf(text),
});
export const offeringPlansSchema = arrayOf(offeringPlanSchema);

/** POST /api/v2/partnership-onboardings/{uid}/offering: choosing a plan requests the partnership. */
export const chooseOfferingBodySchema = closed({
  planCode: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[a-z0-9_]+$' },
  billingInterval: { type: 'string', enum: BILLING_INTERVALS },
});

/** POST /api/sandbox/partnerships/{uid}/status (operator): one step of the onboarding. */
export const onboardingStatusBodySchema = closed({
  status: { type: 'string', enum: ONBOARDING_STATUSES },
});
export const onboardingStatusSchema = closed({ partnershipUid: uuid, status: text, roles: arrayOf(text) });

/** Registrations (spec §2 /r3g15t3r/:id?/:step?): the steps in order. */
export const REGISTRATION_STEPS = ['declaration', 'partnership', 'members', 'confirmation'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** The roles a registration may give its members (spec §6: partners = signatories, delegates = members). */
export const REGISTRATION_MEMBER_ROLES = ['partner', 'delegate'] as const;

const memberSchema = closed({
  name: { type: 'string', minLength: 2, maxLength: 140, pattern: '\\S' },
  role: { type: 'string', enum: REGISTRATION_MEMBER_ROLES },
});

/** A registration in progress or completed, with the declaration it answers. */
export const registrationSchema = closed({
  uid: uuid,
  declarationUid: uuid,
  declarationStatus: text,
  status: { type: 'string', enum: ['draft', 'completed'] },
  name: text,
  legalForm: nullableText,
  seat: nullableText,
  purpose: nullableText,
  members: arrayOf(memberSchema),
  partnershipUid: nullableText,
  createdAt: timestamp,
});
export const registrationListSchema = arrayOf(registrationSchema);

/** POST /api/v2/registrations: step "declaration": the person declares the partnership they register. */
export const startRegistrationBodySchema = closed({ name: companyName });

/** PUT /api/v2/registrations/{uid}/partnership: step "partnership". */
export const registrationPartnershipBodySchema = closed(
  {
    name: companyName,
    legalForm: { type: 'string', enum: INTERNAL_REGISTRY_LEGAL_FORMS },
    seat,
    purpose: { type: 'string', minLength: 2, maxLength: 280, pattern: '\\S' },
  },
  ['purpose'],
);

/** PUT /api/v2/registrations/{uid}/members: step "members" (the registering person is a partner anyway). */
export const registrationMembersBodySchema = closed({
  members: { ...arrayOf(memberSchema), maxItems: 20 },
});

export type CompanySearchQuery = FromSchema<typeof companySearchQuerySchema>;
export type RegisterCompany = FromSchema<typeof registerCompanySchema>;
export type StartOnboardingBody = FromSchema<typeof startOnboardingBodySchema>;
export type PartnershipOnboarding = FromSchema<typeof partnershipOnboardingSchema>;
export type OfferingPlan = FromSchema<typeof offeringPlanSchema>;
export type ChooseOfferingBody = FromSchema<typeof chooseOfferingBodySchema>;
export type OnboardingStatusBody = FromSchema<typeof onboardingStatusBodySchema>;
export type OnboardingStatusAnswer = FromSchema<typeof onboardingStatusSchema>;
export type Registration = FromSchema<typeof registrationSchema>;
export type RegistrationMember = FromSchema<typeof memberSchema>;
export type StartRegistrationBody = FromSchema<typeof startRegistrationBodySchema>;
export type RegistrationPartnershipBody = FromSchema<typeof registrationPartnershipBodySchema>;
export type RegistrationMembersBody = FromSchema<typeof registrationMembersBodySchema>;
