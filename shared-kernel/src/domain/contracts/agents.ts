/**
 * The agents resource's contract, once (issue 27 item 1): an agent's (a person's or a partnership's)
 * subscription, contracts, the currencies it may open accounts in and its suggestions, and the suggestion
 * commands. The gateway declares them as its routes' schemas; the host and remote-accounts read the types.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, boolean, closed, integer, nullableText, text, timestamp, uuid } from './pieces';

/** Spec §4 subscription status. */
export const SUBSCRIPTION_STATUSES = [
  'new',
  'active',
  'passive',
  'cancelled',
  'suspended',
  'retired',
] as const;

/** GET /v2/agent/{uid}/subscription: the agent's active subscription (its plan: GET /extension/plans/{code}). */
export const agentSubscriptionSchema = closed({
  uid: text,
  status: { type: 'string', enum: SUBSCRIPTION_STATUSES },
  billingInterval: text,
  validFrom: text,
  current: closed({ planCode: text }),
});

/** Condition code → its text. */
const conditionTexts = { type: 'object', additionalProperties: text } as const;

/** GET /v2/agents/{uid}/contracts: the services contracted and the conditions accepted, with their texts. */
export const agentContractsSchema = closed({
  contracts: arrayOf(
    closed({
      uid: text,
      serviceName: text,
      status: text,
      acceptedConditionCodes: arrayOf(text),
      created: timestamp,
    }),
  ),
  acceptedConditionCodes: arrayOf(text),
  conditionsShort: conditionTexts,
  conditionsLong: conditionTexts,
});

/** A currency an account can be opened in, with the countries it is the money of. */
export const availableCurrencySchema = closed({ code: text, countries: arrayOf(text) });

/** GET /v2/agents/{uid}/available-currencies. */
export const availableCurrenciesSchema = arrayOf(availableCurrencySchema);

/** Spec §3 Suggestion (GET /v2/agents/{uid}/suggestions: removed ones too, marked isRemoved). */
export const suggestionSchema = closed({
  /** Spec §9 suggestion type (the gateway's text, not a closed list). */
  type: text,
  titleTag: text,
  hintTag: text,
  lightModeImageURI: nullableText,
  darkModeImageURI: nullableText,
  triggerUid: text,
  hasDetails: boolean,
  isRemovable: boolean,
  isRemoved: boolean,
  isHighlighted: boolean,
  priority: integer,
});

export const suggestionsSchema = arrayOf(suggestionSchema);

/** POST /v2/agents/{uid}/suggestions/{trigger}/{enable|disable}: disable removes it, enable restores it. */
export const suggestionCommandParams = closed({
  uid: uuid,
  trigger: uuid,
  command: { type: 'string', enum: ['enable', 'disable'] },
});

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type AgentSubscription = FromSchema<typeof agentSubscriptionSchema>;
export type AgentContracts = FromSchema<typeof agentContractsSchema>;
export type AvailableCurrency = FromSchema<typeof availableCurrencySchema>;
export type Suggestion = FromSchema<typeof suggestionSchema>;
export type SuggestionCommandParams = FromSchema<typeof suggestionCommandParams>;
export type SuggestionCommand = SuggestionCommandParams['command'];
