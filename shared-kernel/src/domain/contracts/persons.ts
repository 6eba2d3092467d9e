/**
 * The persons resource, once (issue 27 item 1): the signed-in person's own data (spec §3 User and Profile, §7
 * "Auth and user"): the person with its address, phone and identities, the profile, the sessions of the settings
 * screen, the data sharing agreements and the open client onboardings, with the bodies that change them. The
 * gateway declares them as its routes' schemas; the host and remote-accounts read the types.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { AUTH_LEVELS } from './auth';
import {
  arrayOf,
  boolean,
  closed,
  day,
  integer,
  nullableDay,
  nullableText,
  orNull,
  text,
  timestamp,
} from './pieces';
import type { QueryOf } from './request-pieces';

/** Spec §4 person status. */
export const PERSON_STATUSES = [
  'new',
  'registered',
  'identified',
  'screened',
  'cancelled',
  'passive',
  'rejected',
  'bankable',
  'retired',
] as const;
/** Spec §4 declaration status (cancelled ones are never sent). */
export const DECLARATION_STATUSES = [
  'new',
  'cancelled',
  'certification',
  'certification issues',
  'certification failed',
  'certified',
] as const;
/** Spec §4 eBill subscription status, carried by eBill identities. */
export const EBILL_IDENTITY_STATUSES = ['REQUESTED', 'ACTIVE', 'INACTIVE', 'BLOCKED'] as const;
/** The profile's languages (the app's four). */
export const PROFILE_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
/** Spec §9 phone prefixes the gateway and the form accept (format/phone.ts has their masks). */
export const PHONE_COUNTRY_CODES = ['+41', '+33', '+49', '+39', '+30'] as const;
/** A customer's client onboarding (only open ones are listed). */
export const PROSPECTIVE_CLIENT_STATUSES = ['open', 'submitted', 'completed', 'cancelled'] as const;

/** Spec §3 address: street, number, postalCode, city, country (3 letters); as stored, verified. */
export const postalAddressSchema = closed({
  street: text,
  number: text,
  postalCode: text,
  city: text,
  country: text,
});

/** A move announced ahead: the new address and the day it applies from. */
export const plannedAddressSchema = closed({ ...postalAddressSchema.properties, validFrom: nullableDay });

/** GET and PATCH /v2/natural-persons/{uid}/domicile; the person's `address` with the contact details. */
export const personAddressSchema = closed({
  agentAddress: orNull(postalAddressSchema),
  planned: orNull(plannedAddressSchema),
});

/** GET and PATCH /v2/natural-persons/{uid}/phone-number; the person's `phone` with the contact details. */
export const personPhoneSchema = closed({
  agentPhoneNumber: closed({ countryCode: nullableText, number: nullableText }),
});

/** A partnership declaration of the person (POST /partnerships/declarations/list). */
export const declarationSchema = closed({
  uid: text,
  status: { type: 'string', enum: DECLARATION_STATUSES },
  partnershipUid: nullableText,
  partnershipName: text,
  declarationType: text,
  created: timestamp,
});

/** A virtual identity of a person or partnership (spec §9 types); eBill ones carry the eBill status, else null. */
export const virtualIdentitySchema = closed({
  uid: text,
  typeName: text,
  value: text,
  status: orNull({ type: 'string', enum: EBILL_IDENTITY_STATUSES }),
});

/** Spec §3 User: GET /v2/natural-person; with contactDetails=true also address, phone and the identity types. */
export const naturalPersonSchema = closed(
  {
    uid: text,
    name: text,
    familyName: text,
    email: text,
    birthdate: day,
    created: timestamp,
    gender: text,
    nationality: text,
    domicileCountry: text,
    status: { type: 'string', enum: PERSON_STATUSES },
    isRegistered: boolean,
    identificationOnly: boolean,
    isPotatoOnly: boolean,
    isIdentOnlyQES: boolean,
    partnershipDeclarations: arrayOf(declarationSchema),
    address: personAddressSchema,
    phone: personPhoneSchema,
    virtualIdentities: arrayOf(closed({ typeName: text })),
  },
  ['address', 'phone', 'virtualIdentities'],
);

/** GET /v2/natural-person?contactDetails=true */
export const naturalPersonQuerySchema = { type: 'object', properties: { contactDetails: boolean } } as const;

/** GET /natural-persons/{uid}/referral-code */
export const referralCodeSchema = closed({ referralCode: nullableText });

/** Spec §3 Profile: GET and PATCH /v2/profile. */
export const profileSchema = closed({
  communication: closed({
    languageCode: { type: 'string', enum: PROFILE_LANGUAGES },
    locale: text,
    myPicture: nullableText,
    nickName: nullableText,
    noAdvertisements: boolean,
    noNewsletters: boolean,
  }),
  theme: { type: 'string', enum: ['dark', 'light'] },
  amountVisible: boolean,
});

/** PATCH /v2/profile: what changes (the locale follows the language). */
export const profileChangeSchema = closed(
  {
    communication: closed(
      {
        languageCode: { type: 'string', enum: PROFILE_LANGUAGES },
        nickName: { type: ['string', 'null'], maxLength: 40 },
        noAdvertisements: boolean,
        noNewsletters: boolean,
      },
      ['languageCode', 'nickName', 'noAdvertisements', 'noNewsletters'],
    ),
    theme: { type: 'string', enum: ['dark', 'light'] },
    amountVisible: boolean,
  },
  ['communication', 'theme', 'amountVisible'],
);

/** PATCH /v2/natural-persons/{uid}/domicile: verified against the postal reference; a future validFrom plans the move. */
export const domicileChangeSchema = closed(
  {
    street: { type: 'string', minLength: 1, maxLength: 70 },
    number: { type: 'string', maxLength: 16 },
    postalCode: { type: 'string', minLength: 1, maxLength: 16 },
    city: { type: 'string', minLength: 1, maxLength: 35 },
    country: { type: 'string', pattern: '^[A-Z]{3}$' },
    /** From this day on (yyyy-MM-dd); absent or today: at once. */
    validFrom: day,
  },
  ['validFrom'],
);

/** PATCH /v2/natural-persons/{uid}/phone-number: the number must fit its country's mask. */
export const phoneChangeSchema = closed({
  countryCode: { type: 'string', enum: PHONE_COUNTRY_CODES },
  number: { type: 'string', maxLength: 20 },
});

/** GET /v3/auth/sessions: a live sign-in of the person (settings screen), newest first. */
export const activeSessionSchema = closed({
  id: text,
  level: { type: 'string', enum: AUTH_LEVELS },
  signedInAt: timestamp,
  lastActiveAt: timestamp,
  expiresAt: timestamp,
  current: boolean,
});

/** POST /v3/auth/sessions/sign-out-others: how many sessions ended. */
export const signedOutSchema = closed({ signedOut: integer });

/** Spec §3 "Data sharing contract" (GET /v2/data-sharing-agreements). */
export const dataSharingContractSchema = closed({
  uid: text,
  partnerName: text,
  contractStatus: text,
  contractingDate: day,
  terminationDate: nullableDay,
});

/** GET /v2/data-sharing-agreements/{uid}/enriched-long|short: the scopes and the terms (content: long only). */
export const enrichedDataSharingSchema = closed({
  ...dataSharingContractSchema.properties,
  scopes: arrayOf(text),
  conditions: closed({ code: text, version: text, title: text, content: text }, ['content']),
});

/** GET /v2/prospective-clients: the customer's open client onboardings (organisation badge, spec §5). */
export const prospectiveClientSchema = closed({
  uid: text,
  clientName: text,
  legalForm: text,
  status: { type: 'string', enum: PROSPECTIVE_CLIENT_STATUSES },
  createdAt: timestamp,
});

export type PersonStatus = (typeof PERSON_STATUSES)[number];
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];
export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number];
export type PostalAddress = FromSchema<typeof postalAddressSchema>;
export type PlannedAddress = FromSchema<typeof plannedAddressSchema>;
export type PersonAddress = FromSchema<typeof personAddressSchema>;
export type PersonPhone = FromSchema<typeof personPhoneSchema>;
export type PartnershipDeclaration = FromSchema<typeof declarationSchema>;
export type VirtualIdentity = FromSchema<typeof virtualIdentitySchema>;
export type NaturalPerson = FromSchema<typeof naturalPersonSchema>;
export type NaturalPersonQuery = QueryOf<typeof naturalPersonQuerySchema>;
export type ReferralCode = FromSchema<typeof referralCodeSchema>;
export type Profile = FromSchema<typeof profileSchema>;
export type ProfileChange = FromSchema<typeof profileChangeSchema>;
export type DomicileChange = FromSchema<typeof domicileChangeSchema>;
export type PhoneChange = FromSchema<typeof phoneChangeSchema>;
export type ActiveSession = FromSchema<typeof activeSessionSchema>;
export type SignedOut = FromSchema<typeof signedOutSchema>;
export type DataSharingContract = FromSchema<typeof dataSharingContractSchema>;
export type EnrichedDataSharingContract = FromSchema<typeof enrichedDataSharingSchema>;
export type ProspectiveClient = FromSchema<typeof prospectiveClientSchema>;
