import type { AuthLevel, Environment, Language, SessionSnapshot } from 'shared-kernel/domain';

/**
 * The snapshot before (or without) strong authentication: the guards and the none- and pin-level
 * screens of the onboarding remote get the environment and auth level, and no user data.
 */
export function anonymousSnapshot(
  env: Environment,
  appVersion: string,
  authLevel: AuthLevel,
  language: Language = 'en',
): SessionSnapshot {
  return {
    env,
    appVersion,
    authLevel,
    language,
    user: null,
    profile: null,
    prospect: null,
    contexts: [],
    currentContext: null,
    cashAccounts: [],
    selectedCashAccountUid: null,
    entitlements: [],
    subscription: null,
    suggestions: [],
    ebill: { active: false, activationSuggested: false, activationPending: false },
    openPaymentsCount: 0,
    dataSharingExportsExist: false,
    openProspectOnboardings: 0,
    pendingConfirmations: 0,
    billingAccountCancelling: false,
    amountVisible: true,
    theme: 'light',
  };
}
