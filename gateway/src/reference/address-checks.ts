/**
 * Address checks (spec §7 "Payments", §8 "Address verification" and "Postal code expansion"): reference
 * services open to every caller (the account request and the payment form use them as well).
 */
import { defineRoute } from '../http/route';
import { notFound, unprocessable, validationError, type FieldError } from '../http/errors';
import { expandPostalCode, verifyPostalAddress, type PostalAddress } from './postal';
import { expandedPostalCodeSchema, verifiedAddressSchema } from './schemas';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** The verify body in either naming of spec §7 (street/number/postalCode/city or houseNo/town/zip). */
interface VerifyBody {
  street?: string;
  number?: string;
  postalCode?: string;
  city?: string;
  houseNo?: string;
  town?: string;
  zip?: string;
  country: string;
}

/** Answers in the naming the caller used, so a suggestion can replace the caller's fields one to one. */
function inCallerNaming(body: VerifyBody, address: PostalAddress) {
  if (body.zip === undefined && body.town === undefined && body.houseNo === undefined) return address;
  return {
    street: address.street,
    houseNo: address.number,
    zip: address.postalCode,
    town: address.city,
    country: address.country,
  };
}

export const addressCheckRoutes = [
  defineRoute<{ Body: VerifyBody }>({
    method: 'POST',
    url: '/api/v2/postaladdress/verify',
    family: 'reference.read',
    auth: 'none',
    schema: {
      summary:
        'Verify a postal address: 200 verified, 422 address_not_found or address_corrected with suggestions',
      body: {
        type: 'object',
        required: ['country'],
        additionalProperties: false,
        properties: {
          street: text(70),
          number: text(16),
          postalCode: text(16),
          city: text(35),
          houseNo: text(16),
          zip: text(16),
          town: text(35),
          country: { type: 'string', pattern: '^[A-Za-z]{2,3}$' },
        },
      },
      response: { 200: verifiedAddressSchema },
    },
    handler: async (request) => {
      const body = request.body;
      const address: PostalAddress = {
        street: (body.street ?? '').trim(),
        number: (body.number ?? body.houseNo ?? '').trim(),
        postalCode: (body.postalCode ?? body.zip ?? '').trim(),
        city: (body.city ?? body.town ?? '').trim(),
        country: body.country.trim().toUpperCase(),
      };
      const missing: FieldError[] = (['street', 'postalCode', 'city'] as const)
        .filter((field) => !address[field])
        .map((field) => ({ field, code: 'required', message: `${field} is required` }));
      if (missing.length > 0) throw validationError(missing);
      const verification = verifyPostalAddress(address);
      switch (verification.result) {
        case 'verified':
        case 'unverifiable':
          return {
            verified: verification.result === 'verified',
            address: inCallerNaming(body, verification.address),
          };
        case 'corrected':
          throw unprocessable('address_corrected', 'the address was corrected', {
            suggestions: verification.suggestions.map((suggestion) => inCallerNaming(body, suggestion)),
          });
        case 'not_found':
          throw unprocessable('address_not_found', 'the address was not found');
      }
    },
  }),
  defineRoute<{ Body: { city?: string; country: string; postalcode: string } }>({
    method: 'POST',
    url: '/api/v2/postalcode/expand',
    family: 'reference.read',
    auth: 'none',
    schema: {
      summary: 'The city (or cities) of a postal code; 404 postal_code_not_found',
      body: {
        type: 'object',
        required: ['country', 'postalcode'],
        additionalProperties: false,
        properties: {
          city: text(35),
          country: { type: 'string', pattern: '^[A-Za-z]{2,3}$' },
          postalcode: { type: 'string', pattern: '^[0-9]{4}$' },
        },
      },
      response: { 200: expandedPostalCodeSchema },
    },
    handler: async (request) => {
      const cities = expandPostalCode(request.body.postalcode, request.body.country);
      if (!cities) throw notFound('postal_code_not_found', 'unknown postal code');
      const typed = request.body.city?.trim().toLowerCase();
      const city = cities.length === 1 ? cities[0] : cities.find((name) => name.toLowerCase() === typed);
      return { postalCode: request.body.postalcode, cities, ...(city ? { city } : {}) };
    },
  }),
];
