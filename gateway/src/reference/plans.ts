/** Subscription plans of spec §9 and the features each one enables (spec §6: features gate functions). */

export const FEATURES = [
  'DomesticPayment',
  'InternationalPaymentSEPAOut',
  'InternationalPaymentSWIFTOut',
  'InternationalTransferWise',
  'EBill',
  'EBillBusiness',
  'DebitCard',
  'VirtualCard',
  'CardProgram',
  'AppleWallet',
  'GoogleWallet',
  'SamsungWallet',
  'Pension3a',
  'MultiCurrencyAccounts',
  'AdditionalAccounts',
  'Teamspace',
  'BulkPayments',
  'Deepbox',
  'Cashback',
] as const;
export type Feature = (typeof FEATURES)[number];

export interface PlanDefinition {
  code: string;
  audience: 'private' | 'business';
  billingInterval: 'IntervalMonthly' | 'IntervalYearly';
  /** Monthly or yearly price in centimes (CHF). */
  priceValue: number;
  features: readonly Feature[];
}

const PRIVATE_BASE: Feature[] = [
  'DomesticPayment',
  'InternationalPaymentSEPAOut',
  'EBill',
  'DebitCard',
  'AppleWallet',
  'GoogleWallet',
  'SamsungWallet',
];
const BUSINESS_BASE: Feature[] = [
  'DomesticPayment',
  'InternationalPaymentSEPAOut',
  'EBill',
  'EBillBusiness',
  'DebitCard',
  'Teamspace',
];

export const PLANS: readonly PlanDefinition[] = [
  {
    code: 'loyalty_ch',
    audience: 'private',
    billingInterval: 'IntervalMonthly',
    priceValue: 0,
    features: [
      ...PRIVATE_BASE,
      'InternationalPaymentSWIFTOut',
      'VirtualCard',
      'MultiCurrencyAccounts',
      'AdditionalAccounts',
      'Pension3a',
      'Cashback',
    ],
  },
  {
    code: 'essential_ch',
    audience: 'private',
    billingInterval: 'IntervalMonthly',
    priceValue: 0,
    features: ['DomesticPayment', 'EBill', 'DebitCard'],
  },
  {
    code: 'private_ch',
    audience: 'private',
    billingInterval: 'IntervalMonthly',
    priceValue: 0,
    features: [...PRIVATE_BASE, 'AdditionalAccounts'],
  },
  {
    code: 'private_plus_ch',
    audience: 'private',
    billingInterval: 'IntervalMonthly',
    priceValue: 900,
    features: [
      ...PRIVATE_BASE,
      'InternationalPaymentSWIFTOut',
      'InternationalTransferWise',
      'VirtualCard',
      'MultiCurrencyAccounts',
      'AdditionalAccounts',
      'Pension3a',
      'Cashback',
    ],
  },
  {
    code: 'sme_free_ch',
    audience: 'business',
    billingInterval: 'IntervalMonthly',
    priceValue: 0,
    features: ['DomesticPayment', 'EBill', 'Teamspace'],
  },
  {
    code: 'sme_ch',
    audience: 'business',
    billingInterval: 'IntervalMonthly',
    priceValue: 1000,
    features: [...BUSINESS_BASE, 'AdditionalAccounts'],
  },
  {
    code: 'grow_ch',
    audience: 'business',
    billingInterval: 'IntervalMonthly',
    priceValue: 1900,
    features: [
      ...BUSINESS_BASE,
      'InternationalPaymentSWIFTOut',
      'CardProgram',
      'AdditionalAccounts',
      'MultiCurrencyAccounts',
      'Deepbox',
    ],
  },
  {
    code: 'business_ch',
    audience: 'business',
    billingInterval: 'IntervalMonthly',
    priceValue: 3900,
    features: [
      ...BUSINESS_BASE,
      'InternationalPaymentSWIFTOut',
      'InternationalTransferWise',
      'CardProgram',
      'VirtualCard',
      'AdditionalAccounts',
      'MultiCurrencyAccounts',
      'BulkPayments',
      'Deepbox',
    ],
  },
  {
    code: 'enterprise_ch',
    audience: 'business',
    billingInterval: 'IntervalYearly',
    priceValue: 99000,
    features: [
      ...BUSINESS_BASE,
      'InternationalPaymentSWIFTOut',
      'InternationalTransferWise',
      'CardProgram',
      'VirtualCard',
      'AdditionalAccounts',
      'MultiCurrencyAccounts',
      'BulkPayments',
      'Deepbox',
      'AppleWallet',
      'GoogleWallet',
      'SamsungWallet',
    ],
  },
];

export const planByCode = (code: string): PlanDefinition | undefined =>
  PLANS.find((plan) => plan.code === code);

/** The features map the spec's `plan.features` carries: every known feature, true when the plan has it. */
export function featuresMap(plan: PlanDefinition): Record<Feature, boolean> {
  return Object.fromEntries(FEATURES.map((feature) => [feature, plan.features.includes(feature)])) as Record<
    Feature,
    boolean
  >;
}
