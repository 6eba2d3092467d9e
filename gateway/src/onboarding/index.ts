/**
 * The onboarding resource (issue 33 items 1 and 2; docs/onboarding-api.md): the account request (auth none), the
 * prospect's application (pin level) and, in local and sandbox only, the sandbox's identification office. Its
 * wire contract is the kernel's contracts/onboarding.ts, its rules the kernel's rules/onboarding.ts. The password
 * reset of /login/more-info lives with the passwords and sessions it changes (auth/password-reset.ts).
 */
import type { RouteDefinition } from '../http/route';
import { accountRequestRoute } from './account-request';
import { applicationRoutes } from './application';
import { sandboxIdentificationRoute } from './identification';

export const onboardingRoutes: readonly RouteDefinition[] = [accountRequestRoute, ...applicationRoutes];

export const sandboxOnboardingRoutes: readonly RouteDefinition[] = [sandboxIdentificationRoute];
