/** Entity types of spec §3, as the gateway serves them. */
import type {
  Entitlement,
  EntitlementAction,
  EntitlementEntityType,
  Member,
  Partnership,
  PartnershipRole,
  PartnershipStatus,
} from './contracts/partnerships';
import type { NaturalPerson, PersonStatus, PostalAddress, Profile } from './contracts/persons';
import type { ProspectDetails } from './contracts/auth';
import type { FromSchema } from 'json-schema-to-ts';
import type { CashAccount, CashAccountStatus } from './contracts/accounts';
import type { AgentSubscription, Suggestion } from './contracts/agents';
import type { amountSchema } from './contracts/pieces';
import type { SubscriptionPlan } from './contracts/reference';

export type Environment = 'local' | 'sandbox' | 'dev' | 'test' | 'prod';
export type Language = 'de' | 'fr' | 'it' | 'en';
export type AuthLevel = 'none' | 'pin' | 'weak' | 'strong';

/** Money is never a float: integer value + factor (decimal places) + currency (spec §3 Amount, contracts/pieces.ts). */
export type Amount = FromSchema<typeof amountSchema>;

/** Spec §4 statuses and roles: the wire contracts' (contracts/persons.ts, contracts/partnerships.ts). */
export type { PersonStatus, PartnershipStatus, PartnershipRole };
/** Spec §4 voting rules of a partnership. */
export const VOTING_RULES = ['none', 'as_one', 'as_two', 'as_three', 'vote'] as const;
export type VotingRule = (typeof VOTING_RULES)[number];

/** Spec §3 User (with its address), Profile and Partnership: the wire contracts' (contracts/persons.ts, partnerships.ts). */
export type { PostalAddress, NaturalPerson, Profile, Partnership };

/**
 * A context the user may act in, as the host builds it from the person and its engagements (not a wire value:
 * no gateway call answers one); its partnership is the wire contract's.
 */
export interface Context {
  uid: string;
  type: 'private' | 'partnership' | 'registered';
  name: string;
  pictureUri?: string | null;
  legalForm?: string | null;
  partnership?: Partnership;
}

/** Spec §3 Entitlement: the wire contract's (contracts/partnerships.ts, POST my-entitlements). */
export type { EntitlementAction, EntitlementEntityType, Entitlement };

/** Spec §3 cash account and suggestion: the wire contracts' (contracts/accounts.ts, contracts/agents.ts). */
export type { CashAccount, CashAccountStatus, Suggestion };

/**
 * The session's subscription: the agent's plan (GET /v2/agent/{uid}/subscription, `current.planCode`) and
 * its features (GET /extension/plans/{planCode}).
 */
export interface Subscription {
  planCode: AgentSubscription['current']['planCode'];
  features: SubscriptionPlan['features'];
}

/** Spec §3 prospect data (GET /v2/auth/prospects, contracts/auth.ts). */
export type ProspectData = ProspectDetails;

/** Spec §4 payment order status. */
export const PAYMENT_ORDER_STATUSES = [
  'draft',
  'approval',
  'accepted',
  'blocked',
  'executed',
  'in-progress',
  'rejected',
  'retired',
  'retrying',
  'manual',
  'quarantine',
] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** Partner categories that restrict editing (spec §4, §6). */
export type PartnerCategory = 'sme' | 'casino' | string;

/** Spec §3 "Payment order as read" (the fields the rules and lists need). */
export interface PaymentOrder {
  uid: string;
  status: PaymentOrderStatus;
  createdAt: string;
  paymentOrderData: {
    beneficiary?: { name: string; iban?: string | null; swiftBIC?: string | null };
    paymentAmount?: { amount: number | string; currency: string };
    structuredReference?: string | null;
    paymentReason?: string | null;
    recurrence?: string;
    userCategory?: string;
    expectedExecutionTime?: string | null;
    expectedExecutionDate?: string | null;
    paymentTime?: string | null;
    paymentType?: string;
    paymentOrderType?: string;
    e2eReference?: string | null;
    referenceType?: string | null;
    originator: { accountUid: string };
    isEBillOrder?: boolean;
    ebillBCId?: string | null;
    requestingAgentUid?: string;
    partnerCategory?: PartnerCategory | null;
  };
  transactionReceiptData?: {
    noteText?: string | null;
    attachedFiles?: { bucketFileName: string; displayName: string; mime: string; resourceUid: string }[];
  };
}

/** Spec §3 Member of a partnership's team space (contracts/partnerships.ts). */
export type { Member };
