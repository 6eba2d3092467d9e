/**
 * Company onboarding and registrations (issue 33 items 3 and 4; docs/onboarding.md "Company onboarding and
 * registrations"): the sandbox commercial register, a person's company onboardings with their requested
 * partnerships, the plans for companies, registrations of internal-registry partnerships, and (local and
 * sandbox only) the operator's status steps.
 */
import type { RouteDefinition } from '../http/route';
import { onboardingRoutes } from './onboardings';
import { registerRoutes } from './register';
import { registrationRoutes } from './registrations';
import { sandboxOnboardingStatusRoute } from './status';

export const companyOnboardingRoutes: readonly RouteDefinition[] = [
  ...registerRoutes,
  ...onboardingRoutes,
  ...registrationRoutes,
];

export const sandboxCompanyOnboardingRoutes: readonly RouteDefinition[] = [sandboxOnboardingStatusRoute];
