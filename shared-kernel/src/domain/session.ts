import type {
  AuthLevel,
  CashAccount,
  Context,
  Entitlement,
  Environment,
  Language,
  NaturalPerson,
  Profile,
  ProspectData,
  Subscription,
  Suggestion,
} from './entities';

/**
 * The session snapshot: everything the host knows about the signed-in user and current context.
 * Visibility and permission rules (./rules) are pure functions of it. Remotes receive it as a prop
 * and on the bus's session channel; they never mutate it.
 */
export interface SessionSnapshot {
  env: Environment;
  appVersion: string;
  authLevel: AuthLevel;
  language: Language;
  user: NaturalPerson | null;
  profile: Profile | null;
  prospect: ProspectData | null;
  /** Every context the user may act in: their own (private) first, then partnerships. */
  contexts: Context[];
  currentContext: Context | null;
  /** Cash accounts of the current context the user is entitled to see (names only where not entitled). */
  cashAccounts: CashAccount[];
  selectedCashAccountUid: string | null;
  /** The user's entitlements in the current context (empty in private context: the owner acts). */
  entitlements: Entitlement[];
  subscription: Subscription | null;
  suggestions: Suggestion[];
  ebill: { active: boolean; activationSuggested: boolean; activationPending: boolean };
  openPaymentsCount: number;
  /** Partnership or registered contexts: whether data-sharing exports exist (Documents entry rule). */
  dataSharingExportsExist: boolean;
  openProspectOnboardings: number;
  pendingConfirmations: number;
  /** An account with billing is being cancelled (hides add-account). */
  billingAccountCancelling: boolean;
  amountVisible: boolean;
  theme: 'dark' | 'light';
}
