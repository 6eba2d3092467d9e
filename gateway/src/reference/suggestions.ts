/** Suggestion types of spec §9 (the three international transfer eligibility types spelled out). */
export const SUGGESTION_TYPES = [
  'ebill',
  'ebill_business',
  'release_notes',
  'month_stats',
  'wise',
  'yapini',
  'vt3a',
  'cashback',
  'abacus_promo',
  'welcome',
  'pay4value',
  'apple_wallet',
  'google_wallet',
  'samsung_pay',
  'avoid_fees',
  'card_coming',
  'thank_you',
  'buddy_program',
  'sunrise_promo',
  'sme_offering',
  'international_transfer_eligible',
  'international_transfer_not_eligible',
  'international_transfer_upgrade',
  'eur_account',
] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export const WALLET_TYPES = ['APPLE_PAY', 'ANDROID_PAY', 'SAMSUNG_PAY'] as const;
export const SERVICE_NAMES = [
  'deepbox',
  'domestic-account',
  'debitcard',
  'debitcard-program',
  'ebill-business-access',
] as const;
export const VIRTUAL_IDENTITY_TYPES = ['kontor', 'ebill', 'ebill_business', 'vt', 'wise'] as const;
export const PAYMENT_TYPES = [
  'domestic_esr',
  'domestic_iban',
  'international_iban',
  'domestic_qr_iban',
  'domestic_qr_qriban',
  'international_wise',
  'international_wisebusiness',
] as const;
