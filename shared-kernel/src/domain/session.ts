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
  /**
   * The parts this snapshot lacks because their read failed and no earlier snapshot of the same person and context
   * had them (spec §8: the load logs and continues): an empty `cashAccounts` then means "not known", not "none".
   * The host reads the snapshot again meanwhile; screens say so instead of showing "no accounts" or leaving.
   * Absent or empty: every part was read.
   */
  unavailable?: SnapshotPart[];
}

/** A part of the session snapshot that is read on its own and may be unavailable (SessionSnapshot.unavailable). */
export type SnapshotPart = 'cashAccounts' | 'contexts' | 'entitlements';

/** Whether the snapshot lacks `part` because its read failed (SessionSnapshot.unavailable). */
export const snapshotLacks = (session: Pick<SessionSnapshot, 'unavailable'>, part: SnapshotPart): boolean =>
  session.unavailable?.includes(part) ?? false;

/**
 * A new balance for one cash account (spec §4: a cash sub account event updates the balance). The
 * snapshot is the one source of an account's balance on screen: the host applies the event here and every
 * reader (side area, dashboard, account selectors) shows the same figure.
 */
export function applyBalanceUpdate(
  snapshot: SessionSnapshot,
  update: { cashAccountUid: string; balance: CashAccount['totalValuation'] },
): SessionSnapshot {
  const index = snapshot.cashAccounts.findIndex((account) => account.uid === update.cashAccountUid);
  if (index === -1) return snapshot;
  const account = snapshot.cashAccounts[index]!;
  const { value, factor, currency } = account.totalValuation;
  const next = update.balance;
  if (next.value === value && next.factor === factor && next.currency === currency) return snapshot;
  const cashAccounts = snapshot.cashAccounts.map((candidate, at) =>
    at === index ? { ...candidate, totalValuation: next } : candidate,
  );
  return { ...snapshot, cashAccounts };
}
