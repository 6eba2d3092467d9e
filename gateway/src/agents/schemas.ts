/** Response shapes of the agents routes (spec §3 Subscription, Contract, Suggestion). */
import { arrayOf, boolean, integer, mapOf, nullable, object, text, timestamp } from '../http/schemas';

export const subscriptionSchema = object({
  uid: text,
  status: text,
  billingInterval: text,
  validFrom: text,
  current: object({ planCode: text }),
});

export const contractsSchema = object({
  contracts: arrayOf(
    object({
      uid: text,
      serviceName: text,
      status: text,
      acceptedConditionCodes: arrayOf(text),
      created: timestamp,
    }),
  ),
  acceptedConditionCodes: arrayOf(text),
  conditionsShort: mapOf(text),
  conditionsLong: mapOf(text),
});

export const currenciesSchema = arrayOf(object({ code: text, countries: arrayOf(text) }));

export const suggestionSchema = object({
  type: text,
  titleTag: text,
  hintTag: text,
  lightModeImageURI: nullable(text),
  darkModeImageURI: nullable(text),
  triggerUid: text,
  hasDetails: boolean,
  isRemovable: boolean,
  isRemoved: boolean,
  isHighlighted: boolean,
  priority: integer,
});
