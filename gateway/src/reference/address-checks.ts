/**
 * Address checks (spec §7 "Payments", §8 "Address verification" and "Postal code expansion"): reference
 * services open to every caller (the account request and the payment form use them as well).
 */
import { defineRoute } from '../http/route';
import { notFound, unprocessable, validationError, type FieldError } from '../http/errors';
import { expandPostalCode, verifyPostalAddress, type PostalAddress } from './postal';
import {
  addressVerificationSchema,
  expandedPostalCodeSchema,
  postalCodeExpansionSchema,
  verifiedAddressSchema,
  type AddressVerification,
  type CallerNamedAddress,
  type ExpandedPostalCode,
  type PostalCodeExpansion,
} from 'shared-kernel/domain';

/** Answers in the naming the caller used, so a suggestion can replace the caller's fields one to one. */
function inCallerNaming(
  body: AddressVerification,
  address: PostalAddress,
): PostalAddress | CallerNamedAddress {
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
  defineRoute<{ Body: AddressVerification }>({
    method: 'POST',
    url: '/api/v2/postaladdress/verify',
    family: 'reference.read',
    auth: 'none',
    schema: {
      summary:
        'Verify a postal address: 200 verified, 422 address_not_found or address_corrected with suggestions',
      body: addressVerificationSchema,
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
  defineRoute<{ Body: PostalCodeExpansion }>({
    method: 'POST',
    url: '/api/v2/postalcode/expand',
    family: 'reference.read',
    auth: 'none',
    schema: {
      summary: 'The city (or cities) of a postal code; 404 postal_code_not_found',
      body: postalCodeExpansionSchema,
      response: { 200: expandedPostalCodeSchema },
    },
    handler: async (request): Promise<ExpandedPostalCode> => {
      const cities = expandPostalCode(request.body.postalcode, request.body.country);
      if (!cities) throw notFound('postal_code_not_found', 'unknown postal code');
      const typed = request.body.city?.trim().toLowerCase();
      const city = cities.length === 1 ? cities[0] : cities.find((name) => name.toLowerCase() === typed);
      return { postalCode: request.body.postalcode, cities, ...(city ? { city } : {}) };
    },
  }),
];
