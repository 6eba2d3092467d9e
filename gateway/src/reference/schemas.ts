/** Response shapes of the reference data routes, and the postal address other resources answer with. */
import { amount, arrayOf, boolean, mapOf, object, text, type JsonSchema } from '../http/schemas';

/** A postal address as stored or verified (the five fields; kept open: the caller's naming may differ). */
export const postalAddress = object(
  { street: text, number: text, postalCode: text, city: text, country: text },
  { optional: ['street', 'number', 'postalCode', 'city', 'country'] },
);

/** The message catalogue tree (nested keys), or the subtrees asked for. */
export const catalogueSchema: JsonSchema = { type: 'object', additionalProperties: true };

export const lookupSchema = object({ key: text, content: text });

export const agreementSchema = object({
  key: text,
  version: text,
  hidden: boolean,
  content: text,
  title: text,
});

export const planSchema = object({
  plan: object({
    code: text,
    audience: text,
    billingInterval: text,
    price: amount,
    features: mapOf(boolean),
  }),
});

export const verifiedAddressSchema = object({ verified: boolean, address: postalAddress });

export const expandedPostalCodeSchema = object(
  { postalCode: text, cities: arrayOf(text), city: text },
  { optional: ['city'] },
);
