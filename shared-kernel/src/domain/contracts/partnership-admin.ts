/**
 * Partnership administration (issue 32, brief C): the update of an internal-registry partnership kept as a pending
 * change until the bank applies it, the partnership's compliance declarations (Form K / Form A: who controls it
 * and who owns it, spec §4 declaration statuses) and the SME plan change (spec §9 plan codes and billing
 * intervals). The gateway declares them as its routes' schemas; remote-team reads the types.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { BILLING_INTERVALS } from './company-onboarding';
import { DECLARATION_STATUSES } from './persons';
import { amountSchema, arrayOf, boolean, closed, day, orNull, text, timestamp } from './pieces';

/** What a partnership uses the bank for (Partnership.serviceObjectives, spec §3). */
export const SERVICE_OBJECTIVES = [
  'payments',
  'payroll',
  'cards',
  'savings',
  'ebill',
  'international',
] as const;
export type ServiceObjective = (typeof SERVICE_OBJECTIVES)[number];

/**
 * The form a declaration is made on (the Swiss banks' due-diligence agreement, CDB): Form K names the controlling
 * persons of an operating legal entity, Form A the beneficial owners of assets.
 */
export const DECLARATION_FORMS = ['K', 'A'] as const;
/** Why a person is declared: 25 % or more of capital or votes, control by other means, or the managing person. */
export const CONTROL_BASES = ['capital_or_votes', 'other_means', 'managing_person'] as const;

/** Spec §9 plans a company may change to (the business plans; essential_ch is a private plan). */
export const SME_PLAN_CODES = ['sme_free_ch', 'sme_ch', 'grow_ch', 'business_ch', 'enterprise_ch'] as const;
export type SmePlanCode = (typeof SME_PLAN_CODES)[number];

const boundedText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

/** An address as entered (bounded: it is stored and shown). */
const addressInput = closed({
  street: boundedText(70),
  number: { type: 'string', maxLength: 16 },
  postalCode: boundedText(16),
  city: boundedText(35),
  country: { type: 'string', pattern: '^[A-Z]{3}$' },
});

/** The partnership's data an update may change (name, domicile, contact, objectives). */
export const partnershipUpdateBodySchema = closed({
  name: { type: 'string', minLength: 2, maxLength: 120, pattern: '\\S' },
  domicileAddress: addressInput,
  phone: { type: ['string', 'null'], maxLength: 20, pattern: '^\\+?[0-9 ]{6,20}$' },
  email: { type: ['string', 'null'], maxLength: 254, format: 'email' },
  serviceObjectives: {
    type: 'array',
    items: { type: 'string', enum: SERVICE_OBJECTIVES },
    minItems: 1,
    maxItems: SERVICE_OBJECTIVES.length,
    uniqueItems: true,
  },
});

/** A submitted update waiting for the bank (pending), or its end (applied by the bank, withdrawn). */
export const pendingPartnershipUpdateSchema = closed({
  uid: text,
  partnershipUid: text,
  status: { type: 'string', enum: ['pending', 'applied', 'withdrawn'] },
  changes: partnershipUpdateBodySchema,
  requestedBy: closed({ personUid: text, name: text }),
  requestedAt: timestamp,
  decidedAt: { type: ['string', 'null'], format: 'date-time' },
});

/** GET /v2/partnerships/{uid}/pending-update: the update waiting for the bank, if any. */
export const pendingUpdateReadSchema = closed({ pendingUpdate: orNull(pendingPartnershipUpdateSchema) });

/** A controlling person or beneficial owner as declared. */
export const controllingPersonSchema = closed({
  firstName: boundedText(60),
  lastName: boundedText(60),
  birthDate: day,
  nationality: { type: 'string', pattern: '^[A-Z]{3}$' },
  domicileAddress: addressInput,
  basis: { type: 'string', enum: CONTROL_BASES },
  /** Share of capital or votes in percent, when that is the basis. */
  sharePercent: { type: ['integer', 'null'], minimum: 25, maximum: 100 },
});

/** POST /v2/partnerships/{uid}/compliance-declarations: a new declaration by a signatory. */
export const complianceDeclarationBodySchema = closed({
  form: { type: 'string', enum: DECLARATION_FORMS },
  controllingPersons: { type: 'array', items: controllingPersonSchema, minItems: 1, maxItems: 10 },
  /** The signatory confirms the declaration is complete and true (a false declaration is a criminal offence). */
  confirmed: { type: 'boolean', const: true },
});

/** A compliance declaration of the partnership (spec §4 statuses). */
export const complianceDeclarationSchema = closed({
  uid: text,
  partnershipUid: text,
  status: { type: 'string', enum: DECLARATION_STATUSES },
  form: { type: 'string', enum: DECLARATION_FORMS },
  controllingPersons: arrayOf(controllingPersonSchema),
  submittedBy: closed({ personUid: text, name: text }),
  submittedAt: timestamp,
  statusChangedAt: timestamp,
});

/** GET /v2/partnerships/{uid}/compliance-declarations: newest first, cancelled ones hidden. */
export const complianceDeclarationsSchema = arrayOf(complianceDeclarationSchema);

/** POST /sandbox/compliance-declarations/{uid}/status: the bank's certification step (operator). */
export const declarationStatusBodySchema = closed({
  status: { type: 'string', enum: DECLARATION_STATUSES },
});

/** A plan a company may change to, with its price per interval (null: not offered so, the kernel's offeringPrices). */
export const smePlanOfferSchema = closed({
  code: { type: 'string', enum: SME_PLAN_CODES },
  prices: closed({ IntervalMonthly: orNull(amountSchema), IntervalYearly: orNull(amountSchema) }),
  /** Feature name → enabled. */
  features: { type: 'object', additionalProperties: boolean },
});

/** GET /v2/agent/{uid}/subscription/plans: the company's plan and the plans it may change to. */
export const smePlanOffersSchema = closed({
  current: closed({
    planCode: text,
    billingInterval: { type: 'string', enum: BILLING_INTERVALS },
    validFrom: text,
    price: orNull(amountSchema),
    features: { type: 'object', additionalProperties: boolean },
  }),
  plans: arrayOf(smePlanOfferSchema),
  /** Whether the reader may change the plan (kernel canChangePlanRoles). */
  mayChange: boolean,
});

/** POST /v2/agent/{uid}/subscription: the plan change (signatories). */
export const planChangeBodySchema = closed({
  planCode: { type: 'string', enum: SME_PLAN_CODES },
  billingInterval: { type: 'string', enum: BILLING_INTERVALS },
});

export type PartnershipUpdateBody = FromSchema<typeof partnershipUpdateBodySchema>;
export type PendingPartnershipUpdate = FromSchema<typeof pendingPartnershipUpdateSchema>;
export type PendingUpdateRead = FromSchema<typeof pendingUpdateReadSchema>;
export type ControllingPerson = FromSchema<typeof controllingPersonSchema>;
export type ComplianceDeclarationBody = FromSchema<typeof complianceDeclarationBodySchema>;
export type ComplianceDeclaration = FromSchema<typeof complianceDeclarationSchema>;
export type DeclarationStatusBody = FromSchema<typeof declarationStatusBodySchema>;
export type SmePlanOffer = FromSchema<typeof smePlanOfferSchema>;
export type SmePlanOffers = FromSchema<typeof smePlanOffersSchema>;
export type PlanChangeBody = FromSchema<typeof planChangeBodySchema>;
