/** Response shapes of the persons routes (spec §3 NaturalPerson, Profile, address and phone), beside persons/views.ts. */
import { partnershipSchema } from '../partnerships/schemas';
import { postalAddress } from '../reference/schemas';
import {
  arrayOf,
  boolean,
  integer,
  nullable,
  object,
  text,
  timestamp,
  type JsonSchema,
} from '../http/schemas';

const plannedAddress = object(
  { street: text, number: text, postalCode: text, city: text, country: text, validFrom: nullable(text) },
  { optional: ['street', 'number', 'postalCode', 'city', 'country'] },
);

export const addressSchema = object({
  agentAddress: nullable(postalAddress),
  planned: nullable(plannedAddress),
});

export const phoneSchema = object({
  agentPhoneNumber: object({ countryCode: nullable(text), number: nullable(text) }),
});

export const declarationSchema = object({
  uid: text,
  status: text,
  partnershipUid: nullable(text),
  partnershipName: text,
  declarationType: text,
  created: timestamp,
});

const personProperties: Record<string, JsonSchema> = {
  uid: text,
  name: text,
  familyName: text,
  email: text,
  birthdate: text,
  created: timestamp,
  gender: text,
  nationality: text,
  domicileCountry: text,
  status: text,
  isRegistered: boolean,
  identificationOnly: boolean,
  isPotatoOnly: boolean,
  isIdentOnlyQES: boolean,
  partnershipDeclarations: arrayOf(declarationSchema),
};

/** GET /v2/natural-person; with contactDetails=true also address, phone and the identity types. */
export const naturalPersonSchema = object(
  {
    ...personProperties,
    address: addressSchema,
    phone: phoneSchema,
    virtualIdentities: arrayOf(object({ typeName: text })),
  },
  { optional: ['address', 'phone', 'virtualIdentities'] },
);

export const profileSchema = object({
  communication: object({
    languageCode: text,
    locale: text,
    myPicture: nullable(text),
    nickName: nullable(text),
    noAdvertisements: boolean,
    noNewsletters: boolean,
  }),
  theme: { type: 'string', enum: ['dark', 'light'] },
  amountVisible: boolean,
});

export const sessionSchema = object({
  id: text,
  level: text,
  signedInAt: timestamp,
  lastActiveAt: timestamp,
  expiresAt: timestamp,
  current: boolean,
});

export const signedOutSchema = object({ signedOut: integer });

export const dataSharingContractSchema = object({
  uid: text,
  partnerName: text,
  contractStatus: text,
  contractingDate: text,
  terminationDate: nullable(text),
});

export const enrichedDataSharingSchema = object({
  ...(dataSharingContractSchema.properties as Record<string, JsonSchema>),
  scopes: arrayOf(text),
  conditions: object({ code: text, version: text, title: text, content: text }, { optional: ['content'] }),
});

/** GET /v2/natural-persons/{uid}/partnerships/engagements. */
export const engagementsSchema = object({
  engagements: arrayOf(
    object({
      partnership: partnershipSchema,
      roles: arrayOf(text),
      pendingRoles: arrayOf(text),
      matchingState: nullable(text),
    }),
  ),
  requestedPartnerships: arrayOf(partnershipSchema),
});
