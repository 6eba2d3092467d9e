/**
 * Company onboarding's calls (issue 33 item 3; docs/onboarding-api.md): the sandbox commercial register, the
 * person's onboardings, the plans for companies and the choice that requests the partnership. Shapes are the
 * kernel's (contracts/company-onboarding.ts).
 */
import type { ApiClient } from 'shared-kernel/api';
import type {
  BillingInterval,
  ChooseOfferingBody,
  CompanySearchQuery,
  LegalForm,
  OfferingPlan,
  PartnershipOnboarding,
  RegisterCompany,
  StartOnboardingBody,
} from 'shared-kernel/domain';

/** GET /v2/commercial-register/companies?q= */
export async function searchRegister(api: ApiClient, search: string): Promise<RegisterCompany[]> {
  const { data } = await api.get<RegisterCompany[]>('/v2/commercial-register/companies', {
    params: { q: search } satisfies CompanySearchQuery,
  });
  return data;
}

/** GET /v2/partnership-onboardings */
export async function loadOnboardings(api: ApiClient): Promise<PartnershipOnboarding[]> {
  const { data } = await api.get<PartnershipOnboarding[]>('/v2/partnership-onboardings');
  return data;
}

/** GET /v2/partnership-onboardings/{uid} */
export async function loadOnboarding(api: ApiClient, uid: string): Promise<PartnershipOnboarding> {
  const { data } = await api.get<PartnershipOnboarding>(`/v2/partnership-onboardings/${uid}`);
  return data;
}

/** A company entered by hand (not in the register). */
export interface CompanyByHand {
  uid: string;
  name: string;
  legalForm: LegalForm;
  seat: string;
}

/** POST /v2/partnership-onboardings: a company of the register (its UID) or one entered by hand. */
export async function startOnboarding(
  api: ApiClient,
  company: { registerUid: string } | CompanyByHand,
): Promise<PartnershipOnboarding> {
  const { data } = await api.post<PartnershipOnboarding>(
    '/v2/partnership-onboardings',
    company satisfies StartOnboardingBody,
  );
  return data;
}

/** GET /v2/partnership-offering/plans */
export async function loadOfferingPlans(api: ApiClient): Promise<OfferingPlan[]> {
  const { data } = await api.get<OfferingPlan[]>('/v2/partnership-offering/plans');
  return data;
}

/** POST /v2/partnership-onboardings/{uid}/offering: requests the partnership with the plan. */
export async function chooseOffering(
  api: ApiClient,
  onboardingUid: string,
  planCode: string,
  billingInterval: BillingInterval,
): Promise<PartnershipOnboarding> {
  const { data } = await api.post<PartnershipOnboarding>(
    `/v2/partnership-onboardings/${onboardingUid}/offering`,
    { planCode, billingInterval } satisfies ChooseOfferingBody,
  );
  return data;
}
