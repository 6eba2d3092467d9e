/**
 * The reference resource's contract, once (issue 27 item 1): the message catalogues (GET /collections), the
 * country and agreement lookups, a plan with its features, and the address checks (spec §7 "Reference data",
 * §8 "Address verification", "Postal code expansion"). The gateway declares them as its routes' schemas; the
 * host and the remotes read the types.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { postalAddressSchema } from './persons';
import { amountSchema, arrayOf, boolean, closed, text } from './pieces';
import type { QueryOf } from './request-pieces';

/** A message, or a subtree of messages whose keys are `values` (the catalogue is a tree of texts). */
function textOrTree<const S extends JSONSchema>(
  values: S,
): { readonly type: readonly ['string', 'object']; readonly additionalProperties: S } {
  return { type: ['string', 'object'], additionalProperties: values };
}

/**
 * How deep a catalogue may nest: the collections' object, a collection, and its messages down to six levels
 * (the deepest catalogue nests four: gateway/src/reference/catalogues.test.ts checks every one against it).
 * Written out level by level rather than recursive: the serializer picks text or subtree by its type (no
 * branch to try on 43 KB of texts), and json-schema-to-ts derives the type without references.
 */
const messages = textOrTree(textOrTree(textOrTree(textOrTree(textOrTree(textOrTree(text))))));

/** GET /collections?names=: the message catalogues in the Accept-Language, by collection (dict, app, webapp). */
export const collectionsSchema = {
  type: 'object',
  additionalProperties: { type: 'object', additionalProperties: messages },
} as const;

/**
 * The longest list of names (characters) one GET /collections takes: room for the page start's list
 * (shared-kernel/i18n START_TEXTS) within a read of POST /v3/reads (512 characters). A longer list (a language
 * change loads every text asked for so far) goes out in several requests (shared-kernel/api `collectionsUrls`).
 */
export const COLLECTIONS_NAMES_MAX = 480;

/** The collections asked for, comma-separated (all without); a name may be a prefix such as app.payments. */
export const collectionsQuerySchema = {
  type: 'object',
  properties: { names: { type: 'string', maxLength: COLLECTIONS_NAMES_MAX } },
} as const;

/** GET /collection-lookup/country-codes/{alpha2} (alpha-3 as content), /countries/{alpha3} (the name). */
export const countryLookupSchema = closed({ key: text, content: text });

export const countryCodeLookupParams = closed({ alpha2: { type: 'string', pattern: '^[A-Za-z]{2}$' } });
export const countryLookupParams = closed({ alpha3: { type: 'string', pattern: '^[A-Za-z]{3}$' } });

/** GET /collection-lookup/{conditions|agreements}/{code}?type=long|short: an agreement's text. */
export const agreementLookupSchema = closed({
  key: text,
  version: text,
  hidden: boolean,
  /** The long text, or the short one as asked. */
  content: text,
  title: text,
});

export const agreementLookupParams = closed({ code: { type: 'string', pattern: '^[A-Za-z]{2,8}$' } });
export const agreementLookupQuerySchema = {
  type: 'object',
  properties: { type: { type: 'string', enum: ['long', 'short'] } },
} as const;

/** GET /extension/plans/{planCode}: a plan with its price and every feature, enabled or not. */
export const planLookupSchema = closed({
  plan: closed({
    code: text,
    audience: { type: 'string', enum: ['private', 'business'] },
    billingInterval: { type: 'string', enum: ['IntervalMonthly', 'IntervalYearly'] },
    price: amountSchema,
    /** Feature name → enabled. */
    features: { type: 'object', additionalProperties: boolean },
  }),
});

export const planLookupParams = closed({ planCode: text });

/** An address in the other naming of spec §7 (houseNo, zip, town). */
export const callerNamedAddressSchema = closed({
  street: text,
  houseNo: text,
  zip: text,
  town: text,
  country: text,
});

/** POST /v2/postaladdress/verify: the address in either naming (street/number/postalCode/city or houseNo/town/zip). */
export const addressVerificationSchema = closed(
  {
    street: { type: 'string', maxLength: 70 },
    number: { type: 'string', maxLength: 16 },
    postalCode: { type: 'string', maxLength: 16 },
    city: { type: 'string', maxLength: 35 },
    houseNo: { type: 'string', maxLength: 16 },
    zip: { type: 'string', maxLength: 16 },
    town: { type: 'string', maxLength: 35 },
    country: { type: 'string', pattern: '^[A-Za-z]{2,3}$' },
  },
  ['street', 'number', 'postalCode', 'city', 'houseNo', 'zip', 'town'],
);

/**
 * The verified address (200; corrected or not found answer 422), in the naming the caller used, so a
 * suggestion can replace the caller's fields one to one.
 */
export const verifiedAddressSchema = closed({
  verified: boolean,
  address: { anyOf: [postalAddressSchema, callerNamedAddressSchema] },
});

/** POST /v2/postalcode/expand: a Swiss postal code (and the city typed, if any). */
export const postalCodeExpansionSchema = closed(
  {
    city: { type: 'string', maxLength: 35 },
    country: { type: 'string', pattern: '^[A-Za-z]{2,3}$' },
    postalcode: { type: 'string', pattern: '^[0-9]{4}$' },
  },
  ['city'],
);

/** The postal code's cities; `city` when it is one or the one typed. */
export const expandedPostalCodeSchema = closed({ postalCode: text, cities: arrayOf(text), city: text }, [
  'city',
]);

export type MessageCollections = FromSchema<typeof collectionsSchema>;
export type CollectionsQuery = QueryOf<typeof collectionsQuerySchema>;
export type CountryLookup = FromSchema<typeof countryLookupSchema>;
export type CountryCodeLookupParams = FromSchema<typeof countryCodeLookupParams>;
export type CountryLookupParams = FromSchema<typeof countryLookupParams>;
export type AgreementLookupParams = FromSchema<typeof agreementLookupParams>;
export type AgreementLookup = FromSchema<typeof agreementLookupSchema>;
export type AgreementLookupQuery = QueryOf<typeof agreementLookupQuerySchema>;
export type PlanLookup = FromSchema<typeof planLookupSchema>;
export type SubscriptionPlan = PlanLookup['plan'];
export type PlanLookupParams = FromSchema<typeof planLookupParams>;
export type CallerNamedAddress = FromSchema<typeof callerNamedAddressSchema>;
export type AddressVerification = FromSchema<typeof addressVerificationSchema>;
export type VerifiedAddress = FromSchema<typeof verifiedAddressSchema>;
export type PostalCodeExpansion = FromSchema<typeof postalCodeExpansionSchema>;
export type ExpandedPostalCode = FromSchema<typeof expandedPostalCodeSchema>;
