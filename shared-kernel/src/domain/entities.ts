/** Entity types of spec §3, as the gateway serves them. */

export type Environment = 'local' | 'sandbox' | 'dev' | 'test' | 'prod';
export type Language = 'de' | 'fr' | 'it' | 'en';
export type AuthLevel = 'none' | 'pin' | 'weak' | 'strong';

/** Money is never a float: integer value + factor (decimal places) + currency (spec §3 Amount). */
export interface Amount {
  value: number;
  factor: number;
  currency: string;
}

export type PersonStatus =
  | 'new'
  | 'registered'
  | 'identified'
  | 'screened'
  | 'cancelled'
  | 'passive'
  | 'rejected'
  | 'bankable'
  | 'retired';
export type PartnershipStatus =
  'new' | 'registered' | 'screened' | 'identified' | 'bankable' | 'passive' | 'cancelling' | 'cancelled';
export type PartnershipRole = 'bootstrapper' | 'partner' | 'delegate' | 'deputy' | 'requestor';
/** Spec §4 voting rules of a partnership. */
export const VOTING_RULES = ['none', 'as_one', 'as_two', 'as_three', 'vote'] as const;
export type VotingRule = (typeof VOTING_RULES)[number];

export interface PostalAddress {
  street: string;
  number: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface NaturalPerson {
  uid: string;
  name: string;
  familyName: string;
  email: string;
  birthdate: string;
  created: string;
  gender: string;
  nationality: string;
  domicileCountry: string;
  status: PersonStatus;
  isRegistered: boolean;
  identificationOnly: boolean;
  isPotatoOnly: boolean;
  isIdentOnlyQES: boolean;
  address?: { agentAddress: PostalAddress; planned?: { validFrom: string } | null };
  phone?: { agentPhoneNumber: { countryCode: string; number: string } };
  virtualIdentities?: { typeName: string }[];
  partnershipDeclarations?: { uid: string; status: string; partnershipName?: string }[];
}

export interface Profile {
  communication: {
    languageCode: Language;
    locale: string;
    myPicture?: string | null;
    nickName?: string | null;
    noAdvertisements: boolean;
    noNewsletters: boolean;
  };
  theme: 'dark' | 'light';
  amountVisible: boolean;
}

export interface Partnership {
  uid: string;
  name: string;
  legalForm: string;
  status: PartnershipStatus;
  requestStatus?: string | null;
  votingRule?: VotingRule;
  partnerCategory?: string | null;
  /** Roles of the current user in this partnership. */
  myRoles: PartnershipRole[];
  isInternalRegistry?: boolean;
  hasPendingRegistryUpdate?: boolean;
}

export interface Context {
  uid: string;
  type: 'private' | 'partnership' | 'registered';
  name: string;
  pictureUri?: string | null;
  legalForm?: string | null;
  partnership?: Partnership;
}

export type EntitlementAction = 'view' | 'capture' | 'approve';
export type EntitlementEntityType =
  'Partnership' | 'PartnershipContract' | 'CashAccount' | 'CardIdentity' | 'CardProgram';

export interface Entitlement {
  entityUID: string;
  entityType: EntitlementEntityType;
  action: EntitlementAction;
  includedTypes?: string[];
}

export type CashAccountStatus = 'active' | 'inactive' | 'blocked' | 'cancelling' | 'cancelled' | string;

export interface CashAccount {
  uid: string;
  iban: string;
  currency: string;
  status: CashAccountStatus;
  totalValuation: Amount;
  accountName: string;
  accountOwner: { uid: string };
  billingAccount: boolean;
  internationalPaymentsAvailable: boolean;
  entitlements?: { userUid: string; action: EntitlementAction }[];
}

export interface Suggestion {
  type: string;
  titleTag: string;
  hintTag: string;
  lightModeImageURI?: string | null;
  darkModeImageURI?: string | null;
  triggerUid: string;
  hasDetails: boolean;
  isRemovable: boolean;
  isRemoved: boolean;
  isHighlighted: boolean;
  priority: number;
}

export interface Subscription {
  planCode: string;
  features: Record<string, boolean>;
}

export interface ProspectData {
  conditionCodes: string[];
  conditionsLong?: string | null;
  emailAddress: string;
  nickName?: string | null;
  status: string;
}

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

/** Spec §3 Member of a partnership's team space. */
export interface Member {
  personInfo: { uid: string; name: string; onboardingDetails?: { isRegistered: boolean } };
  roleTypes: PartnershipRole[];
}
