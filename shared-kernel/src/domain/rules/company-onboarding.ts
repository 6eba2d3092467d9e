/**
 * Company onboarding and registrations as named rules (issue 33 items 3 and 4): the UID's check digit, the
 * onboarding's status steps, the roles the requestor holds once bankable, and who may register a partnership.
 * The gateway calls the fact-level functions with facts from its tables; the screens the session-level ones.
 */
import {
  INTERNAL_REGISTRY_LEGAL_FORMS,
  ONBOARDING_STATUSES,
  type OnboardingStatus,
} from '../contracts/company-onboarding';
import type { SessionSnapshot } from '../session';
import { isPrivateContext } from './context';

/** The weights of the UID's eight digits (Swiss UID ordinance, eCH-0097: modulo 11). */
const UID_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4] as const;

/** The eight digits of a UID's number with or without punctuation ("CHE-123.456.789", "CHE123456789", "123456789"). */
const uidDigits = (value: string): string | null => {
  const digits = value
    .trim()
    .toUpperCase()
    .replace(/^CHE/, '')
    .replace(/[-.\s]/g, '');
  return /^[0-9]{9}$/.test(digits) ? digits : null;
};

/**
 * The check digit of a UID's first eight digits: 11 minus the weighted sum modulo 11; a result of 11 is 0 and
 * a result of 10 means the number is never issued (null).
 */
export function uidCheckDigit(firstEight: string): number | null {
  if (!/^[0-9]{8}$/.test(firstEight)) return null;
  const sum = [...firstEight].reduce((total, digit, index) => total + Number(digit) * UID_WEIGHTS[index]!, 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

/** Whether a UID (any of its written forms) has a valid check digit. */
export function isValidUid(value: string): boolean {
  const digits = uidDigits(value);
  if (!digits) return false;
  return uidCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
}

/** The UID as the register writes it (CHE-123.456.789), or null when it is not a valid UID. */
export function formatUid(value: string): string | null {
  if (!isValidUid(value)) return null;
  const digits = uidDigits(value)!;
  return `CHE-${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`;
}

/** Whether a search text looks like (the start of) a UID rather than a name: "CHE" or digits with punctuation. */
export const looksLikeUid = (search: string): boolean => /^\s*(CHE[-.\s]?)?[0-9][0-9.\-\s]*$/i.test(search);

/** The digits of a UID search ("CHE-109.3" → "1093"), to match the register's UIDs by prefix. */
export const uidSearchDigits = (search: string): string => search.replace(/^\s*CHE/i, '').replace(/\D/g, '');

/** Whether a status is one of the onboarding's steps. */
export const isOnboardingStatus = (status: string): status is OnboardingStatus =>
  (ONBOARDING_STATUSES as readonly string[]).includes(status);

/** The step after a status (new → registered → screened → identified → bankable), or null at the end. */
export function nextOnboardingStatus(status: string): OnboardingStatus | null {
  if (!isOnboardingStatus(status)) return null;
  return ONBOARDING_STATUSES[ONBOARDING_STATUSES.indexOf(status) + 1] ?? null;
}

/** Spec §4: the operator moves an onboarding one step forward only (no skipping, no way back). */
export const mayStepOnboarding = (from: string, to: string): boolean => nextOnboardingStatus(from) === to;

/** The roles of the person who requests a company (spec §6 "bootstrapper requestor"). */
export const REQUESTOR_ROLES = ['bootstrapper', 'requestor'] as const;

/**
 * The requestor's roles once the company is bankable: a real customer would now sign the account opening; the
 * sandbox grants the requestor partner and delegate (with capture and approve on the first account).
 */
export const BANKABLE_REQUESTOR_ROLES = ['requestor', 'partner', 'delegate'] as const;

/** Spec §6: simple partnership, association and body corporate are registered by the bank itself. */
export const isInternalRegistryLegalForm = (legalForm: string | null | undefined): boolean =>
  (INTERNAL_REGISTRY_LEGAL_FORMS as readonly string[]).includes(legalForm ?? '');

/** What the registration rule knows: the context and the person's declarations' statuses. */
export interface RegistrationFacts {
  contextType: string | null;
  declarationStatuses: readonly string[];
}

/**
 * Spec §2: registrations are offered in private context to users with partnership declarations (cancelled ones
 * are hidden and do not count). The gateway refuses what the menu hides with this rule.
 */
export const mayRegisterPartnership = (facts: RegistrationFacts): boolean =>
  facts.contextType === 'private' && facts.declarationStatuses.some((status) => status !== 'cancelled');

/** The session-level wrapper (the menu's showRegistrations asks the same). */
export const canRegisterPartnership = (session: SessionSnapshot): boolean =>
  mayRegisterPartnership({
    contextType: isPrivateContext(session) ? 'private' : null,
    declarationStatuses: (session.user?.partnershipDeclarations ?? []).map(
      (declaration) => declaration.status,
    ),
  });

/** A company onboarding is started in private context only (spec §2 Organisation section). */
export const mayStartCompanyOnboarding = (contextType: string | null): boolean => contextType === 'private';

/** A plan's prices per billing interval (centimes, CHF): a yearly subscription costs ten months (two free). */
export interface OfferingPrices {
  monthly: number | null;
  yearly: number | null;
}

/** The prices of a plan priced per `billingInterval` at `priceValue`; a yearly-only plan is not offered monthly. */
export const offeringPrices = (billingInterval: string, priceValue: number): OfferingPrices =>
  billingInterval === 'IntervalYearly'
    ? { monthly: null, yearly: priceValue }
    : { monthly: priceValue, yearly: priceValue * 10 };

/** Whether a plan may be chosen for a company with this interval: a business plan offered for it. */
export const mayChooseOffering = (
  plan: { audience: string; billingInterval: string; priceValue: number } | undefined,
  interval: string,
): boolean => {
  if (!plan || plan.audience !== 'business') return false;
  const prices = offeringPrices(plan.billingInterval, plan.priceValue);
  return (interval === 'IntervalMonthly' ? prices.monthly : prices.yearly) !== null;
};
