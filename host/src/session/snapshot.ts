import type { ApiClient } from 'shared-kernel/api';
import type {
  AuthLevel,
  CashAccount,
  Context,
  Entitlement,
  Environment,
  Language,
  NaturalPerson,
  Partnership,
  Profile,
  SessionSnapshot,
  Subscription,
  Suggestion,
} from 'shared-kernel/domain';

export interface SnapshotRequest {
  env: Environment;
  appVersion: string;
  authLevel: AuthLevel;
  language: Language;
  /** localStorage currentContextUid: the context to open, when the user may still act in it. */
  preferredContextUid: string | null;
  /** The account selected before a reload, kept when it still exists. */
  selectedCashAccountUid?: string | null;
  /** Called once the context is chosen, before its calls: the api client sends its x-partnership-uid. */
  onContextChosen?: (context: Context | null) => void;
  log?: (message: string, error?: unknown) => void;
}

/** Optional parts log and continue (spec §8) instead of alerting through the error catalogue. */
const QUIET = { skipErrorCatalogue: true } as const;

/** Spec §8: most loads log errors and continue; the snapshot then lacks only that part. */
async function optional<T>(
  load: () => Promise<T>,
  fallback: T,
  what: string,
  log?: SnapshotRequest['log'],
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    log?.(`session snapshot: ${what} failed`, error);
    return fallback;
  }
}

/** Lists come bare or wrapped ({items}, {data}, {<name>}); take the first array found. */
function listOf<T>(data: unknown, ...names: string[]): T[] {
  if (Array.isArray(data)) return data as T[];
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  for (const name of [...names, 'items', 'data', 'content']) {
    if (Array.isArray(record[name])) return record[name] as T[];
  }
  return [];
}

const LANGUAGES: readonly Language[] = ['de', 'fr', 'it', 'en'];
export const languageOf = (value: string | undefined | null, fallback: Language): Language => {
  const code = (value ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : fallback;
};

/** An engagement as GET /v2/natural-persons/{uid}/partnerships/engagements returns it. */
interface Engagement extends Partial<Partnership> {
  partnership?: Partnership;
  roles?: Partnership['myRoles'];
  contextType?: Context['type'];
  pictureUri?: string | null;
}

/** The user's own (private) context first, then every partnership (spec §2 context switcher). */
export function contextsOf(user: NaturalPerson, engagements: Engagement[]): Context[] {
  const own: Context = { uid: user.uid, type: 'private', name: `${user.name} ${user.familyName}`.trim() };
  const partnerships = engagements.flatMap((engagement): Context[] => {
    const partnership: Partnership | undefined = engagement.partnership
      ? { ...engagement.partnership, myRoles: engagement.partnership.myRoles ?? engagement.roles ?? [] }
      : engagement.uid && engagement.name
        ? ({ ...engagement, myRoles: engagement.myRoles ?? engagement.roles ?? [] } as Partnership)
        : undefined;
    if (!partnership) return [];
    // Spec §6: a registered partnership lets the user view the contract but capture nothing.
    const type = engagement.contextType ?? (partnership.myRoles.length === 0 ? 'registered' : 'partnership');
    return [
      {
        uid: partnership.uid,
        type,
        name: partnership.name,
        legalForm: partnership.legalForm,
        pictureUri: engagement.pictureUri ?? null,
        partnership,
      },
    ];
  });
  return [own, ...partnerships];
}

/** Spec §6: identification-only users cannot switch to their own context. */
export function chooseContext(
  contexts: Context[],
  user: NaturalPerson,
  preferredUid: string | null,
): Context | null {
  const allowed = contexts.filter((context) => !(context.type === 'private' && user.identificationOnly));
  return allowed.find((context) => context.uid === preferredUid) ?? allowed[0] ?? contexts[0] ?? null;
}

/** Spec §6: bootstrapper only (or with requestor) is not fully set up: no entitlements, suggestions. */
const isBootstrapperOnly = (context: Context): boolean => {
  const roles = context.partnership?.myRoles ?? [];
  return (
    roles.includes('bootstrapper') && roles.every((role) => role === 'bootstrapper' || role === 'requestor')
  );
};

/**
 * The account shown and paid from: the previous one if still there, else the first active CHF account
 * (spec §9: CHF is the default currency), else the first active one, else the first.
 */
export function chooseCashAccount(
  accounts: CashAccount[],
  previousUid: string | null | undefined,
): string | null {
  if (previousUid && accounts.some((account) => account.uid === previousUid)) return previousUid;
  const active = accounts.filter((account) => account.status === 'active');
  return (active.find((account) => account.currency === 'CHF') ?? active[0] ?? accounts[0])?.uid ?? null;
}

const EXPORTS_LISTED = ['new', 'active', 'used'];

interface VirtualIdentity {
  typeName: string;
  status?: string;
}

/** eBill state from the virtual identities and suggestions (spec §2 settings and menu rules). */
export function ebillStateOf(
  identities: VirtualIdentity[],
  suggestions: Suggestion[],
  business: boolean,
): SessionSnapshot['ebill'] {
  const typeName = business ? 'ebillbusiness' : 'ebill';
  const identity = identities.find(
    (entry) => entry.typeName.replace(/[^a-z]/gi, '').toLowerCase() === typeName,
  );
  const status = (identity?.status ?? (identity ? 'ACTIVE' : '')).toUpperCase();
  const suggestionType = business ? 'ebill_business' : 'ebill';
  return {
    active: status === 'ACTIVE',
    activationPending: status === 'REQUESTED',
    activationSuggested:
      status !== 'ACTIVE' &&
      status !== 'REQUESTED' &&
      suggestions.some((suggestion) => suggestion.type === suggestionType && !suggestion.isRemoved),
  };
}

/** Open payment count of GET /v2/open-payment-stats or /cash-accounts/{id}/open-payments-stats. */
export const openCountOf = (stats: unknown): number => {
  const count = (stats as { count?: unknown } | null)?.count;
  return typeof count === 'number' && count >= 0 ? count : 0;
};

/** Loads the open payments count of the current context (spec §7; badge of the payment overview). */
export async function loadOpenPaymentsCount(
  api: ApiClient,
  context: Context | null,
  selectedCashAccountUid: string | null,
): Promise<number> {
  if (!context) return 0;
  if (context.type === 'private') return openCountOf((await api.get('/v2/open-payment-stats', QUIET)).data);
  if (!selectedCashAccountUid) return 0;
  return openCountOf(
    (await api.get(`/cash-accounts/${selectedCashAccountUid}/open-payments-stats`, QUIET)).data,
  );
}

/**
 * Loads everything the host knows about the signed-in user and the current context (spec §7 calls),
 * as one SessionSnapshot. Only the natural person is required; every other part logs and continues.
 */
export async function loadSessionSnapshot(
  api: ApiClient,
  request: SnapshotRequest,
): Promise<SessionSnapshot> {
  const { log } = request;
  const user = (await api.get<NaturalPerson>('/v2/natural-person', { params: { contactDetails: true } }))
    .data;
  const [profile, engagements, identities] = await Promise.all([
    optional(async () => (await api.get<Profile>('/v2/profile', QUIET)).data, null, 'profile', log),
    optional(
      async () =>
        listOf<Engagement>(
          (
            await api.get(`/v2/natural-persons/${user.uid}/partnerships/engagements`, {
              ...QUIET,
              params: { noConstitution: true },
            })
          ).data,
          // {engagements, requestedPartnerships}: the requested ones are a subset, not more contexts.
          'engagements',
          'partnerships',
        ),
      [],
      'engagements',
      log,
    ),
    optional(
      async () =>
        listOf<VirtualIdentity>(
          (await api.get(`/v2/natural-persons/${user.uid}/virtual-identities`, QUIET)).data,
          'virtualIdentities',
        ),
      user.virtualIdentities ?? [],
      'virtual identities',
      log,
    ),
  ]);
  const contexts = contextsOf(user, engagements);
  const currentContext = chooseContext(contexts, user, request.preferredContextUid);
  const business = currentContext !== null && currentContext.type !== 'private';
  const agentUid = currentContext?.uid ?? user.uid;
  request.onContextChosen?.(currentContext);
  const setUp = !(currentContext && isBootstrapperOnly(currentContext));

  const [cashAccounts, entitlements, subscription, suggestions, exportsExist, contextIdentities] =
    await Promise.all([
      optional(
        async () =>
          listOf<CashAccount>(
            (
              await api.get(
                business ? `/partnerships/${agentUid}/cash-accounts` : `/v2/agents/${agentUid}/accounts`,
                QUIET,
              )
            ).data,
            'cashAccounts',
            'accounts',
          ),
        [],
        'cash accounts',
        log,
      ),
      business && setUp
        ? optional(
            async () =>
              listOf<Entitlement>(
                (await api.post(`/v2/partnerships/${agentUid}/my-entitlements`, {}, QUIET)).data,
                'entitlements',
              ),
            [],
            'entitlements',
            log,
          )
        : Promise.resolve([] as Entitlement[]),
      optional(() => loadSubscription(api, agentUid), null, 'subscription', log),
      setUp
        ? optional(
            async () =>
              listOf<Suggestion>(
                (await api.get(`/v2/agents/${agentUid}/suggestions`, QUIET)).data,
                'suggestions',
              ),
            [],
            'suggestions',
            log,
          )
        : Promise.resolve([] as Suggestion[]),
      business
        ? optional(
            async () =>
              listOf<{ status: string }>(
                (await api.get(`/natural-persons/${user.uid}/export-tickets`, QUIET)).data,
                'exportTickets',
              ).some((ticket) => EXPORTS_LISTED.includes(ticket.status)),
            false,
            'export tickets',
            log,
          )
        : Promise.resolve(false),
      business
        ? optional(
            async () =>
              listOf<VirtualIdentity>(
                (await api.get(`/v2/partnerships/${agentUid}/virtual-identities`, QUIET)).data,
                'virtualIdentities',
              ),
            [],
            'partnership virtual identities',
            log,
          )
        : Promise.resolve(identities),
    ]);

  const selectedCashAccountUid = chooseCashAccount(cashAccounts, request.selectedCashAccountUid);
  const openPaymentsCount = await optional(
    () => loadOpenPaymentsCount(api, currentContext, selectedCashAccountUid),
    0,
    'open payment stats',
    log,
  );
  // Qualified-signature confirmations waiting for this user, across every partnership (organisation section).
  const pendingConfirmations = (
    await Promise.all(
      contexts
        .filter((context) => context.type !== 'private')
        .map((context) =>
          optional(
            async () =>
              listOf<unknown>((await api.get(`/v2/partnerships/${context.uid}/confirmations`, QUIET)).data)
                .length,
            0,
            'confirmations',
            log,
          ),
        ),
    )
  ).reduce((sum, count) => sum + count, 0);
  const openProspectOnboardings =
    currentContext?.type === 'private'
      ? await optional(
          async () =>
            listOf<{ status?: string }>(
              (await api.get('/v2/prospective-clients', QUIET)).data,
              'prospectiveClients',
            ).length,
          0,
          'prospective clients',
          log,
        )
      : 0;

  return {
    env: request.env,
    appVersion: request.appVersion,
    authLevel: request.authLevel,
    language: languageOf(profile?.communication.languageCode, request.language),
    user,
    profile,
    prospect: null,
    contexts,
    currentContext,
    cashAccounts,
    selectedCashAccountUid,
    entitlements,
    subscription,
    suggestions,
    ebill: ebillStateOf(contextIdentities, suggestions, business),
    openPaymentsCount,
    dataSharingExportsExist: exportsExist,
    openProspectOnboardings,
    pendingConfirmations,
    billingAccountCancelling: cashAccounts.some(
      (account) => account.billingAccount && account.status === 'cancelling',
    ),
    amountVisible: profile?.amountVisible ?? true,
    theme: profile?.theme ?? 'light',
  };
}

/** GET /v2/agent/{uid}/subscription, then the plan's features (GET /extension/plans/{planCode}). */
async function loadSubscription(api: ApiClient, agentUid: string): Promise<Subscription | null> {
  const subscription = (
    await api.get<{ current?: { planCode?: string } }>(`/v2/agent/${agentUid}/subscription`, QUIET)
  ).data;
  const planCode = subscription.current?.planCode;
  if (!planCode) return null;
  const plan = (
    await api.get<{ plan?: { features?: Record<string, boolean> } }>(`/extension/plans/${planCode}`, QUIET)
  ).data;
  return { planCode, features: plan.plan?.features ?? {} };
}
