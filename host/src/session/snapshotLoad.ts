import type { ApiClient } from 'shared-kernel/api';
import { chooseCashAccount, isBootstrapperRoles, snapshotLacks } from 'shared-kernel/domain';
import type {
  AgentSubscription,
  AuthLevel,
  CashAccount,
  Confirmation,
  Context,
  Engagement,
  EngagementsQuery,
  Entitlement,
  Environment,
  Language,
  NaturalPerson,
  NaturalPersonQuery,
  PlanLookup,
  Profile,
  ProspectiveClient,
  SessionSnapshot,
  SnapshotPart,
  Subscription,
  Suggestion,
  VirtualIdentity,
} from 'shared-kernel/domain';
import { languageOf } from './language';
import { chooseContext, contextsOf, ebillStateOf, listOf, openCountOf } from './snapshot';

type ContextRef = Pick<Context, 'uid' | 'type'>;

export interface SnapshotRequest {
  env: Environment;
  appVersion: string;
  authLevel: AuthLevel;
  language: Language;
  /** localStorage currentContextUid: the context to open, when the user may still act in it. */
  preferredContextUid: string | null;
  /** The account selected before a reload, kept when it still exists. */
  selectedCashAccountUid?: string | null;
  /**
   * The snapshot this load replaces (a reload): a part that fails keeps its value there, for the same person and
   * context, instead of going empty (a busy gateway for a moment must not take the accounts, rights or contexts
   * off the screen: a form being filled would be left). A first load's failed part is empty (spec §8).
   */
  previous?: SessionSnapshot | null;
  /** The person the gateway's session names (GET /v3/auth/session userUid), when known. */
  userUid?: string | null;
  /**
   * The language is the profile's as this device last read it: with the person's uid known, every call goes
   * out at once, in it. Otherwise the person and the profile come first (their language decides the rest).
   */
  languageSettled?: boolean;
  /** Called once a context is chosen (provisionally, then for good), before its calls: x-partnership-uid. */
  onContextChosen?: (context: ContextRef | null) => void;
  /**
   * Called and awaited as soon as the profile says the user's language, before any other call: those go out
   * with it (Accept-Language) and the catalogues are fetched once, in it.
   */
  onLanguage?: (language: Language) => Promise<unknown> | void;
  log?: (message: string, error?: unknown) => void;
  /**
   * Given, the parts no first paint needs (the plan behind the subscription, the confirmations waiting across
   * the partnerships: each a second round trip) are not waited for: the snapshot comes with `subscription`
   * null and `pendingConfirmations` 0 (on a reload of the same context: the previous snapshot's), and this
   * receives their load, to apply once it ends (issue 17).
   */
  onLateParts?: (parts: Promise<LateParts>) => void;
}

/** The snapshot's parts that come after the first paint when the caller asks so (onLateParts). */
export type LateParts = Pick<SessionSnapshot, 'subscription' | 'pendingConfirmations'>;

/** Optional parts log and continue (spec §8) instead of alerting through the error catalogue. */
const QUIET = { skipErrorCatalogue: true } as const;
const EXPORTS_LISTED = ['new', 'active', 'used'];

/** Spec §8: most loads log errors and continue; the snapshot then lacks only that part, which `orElse` gives. */
async function orElseOf<T>(
  load: () => Promise<T>,
  orElse: () => T,
  what: string,
  log?: SnapshotRequest['log'],
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    log?.(`session snapshot: ${what} failed`, error);
    return orElse();
  }
}

/** A load that logs its failure and continues with `fallback` (orElseOf). */
const optional = <T>(load: () => Promise<T>, fallback: T, what: string, log?: SnapshotRequest['log']) =>
  orElseOf(load, () => fallback, what, log);

/** Loads the open payments count of the current context (spec §7; badge of the payment overview). */
export async function loadOpenPaymentsCount(
  api: ApiClient,
  context: ContextRef | null,
  selectedCashAccountUid: string | null,
): Promise<number> {
  if (!context) return 0;
  if (context.type === 'private') return openCountOf((await api.get('/v2/open-payment-stats', QUIET)).data);
  if (!selectedCashAccountUid) return 0;
  return openCountOf(
    (await api.get(`/cash-accounts/${selectedCashAccountUid}/open-payments-stats`, QUIET)).data,
  );
}

/** GET /v2/agent/{uid}/subscription, then the plan's features (GET /extension/plans/{planCode}). */
async function loadSubscription(api: ApiClient, agentUid: string): Promise<Subscription | null> {
  const subscription = (await api.get<AgentSubscription>(`/v2/agent/${agentUid}/subscription`, QUIET)).data;
  const planCode = subscription.current.planCode;
  if (!planCode) return null;
  const { plan } = (await api.get<PlanLookup>(`/extension/plans/${planCode}`, QUIET)).data;
  return { planCode, features: plan.features };
}

/** The context whose calls go out before the engagements are in: the stored one, else the person's own. */
export function provisionalContext(preferredUid: string | null, userUid: string): ContextRef {
  return !preferredUid || preferredUid === userUid
    ? { uid: userUid, type: 'private' }
    : { uid: preferredUid, type: 'partnership' };
}

/** The previous snapshot when it was of this person and context: its parts stand in for failed ones. */
function keptFor(previous: SessionSnapshot | null | undefined, userUid: string, contextUid: string | null) {
  return previous && previous.user?.uid === userUid && previous.currentContext?.uid === contextUid
    ? previous
    : null;
}

/**
 * A part whose read failed: the kept snapshot's value when it had one (it read the part), else `empty`, and the part
 * is noted as unavailable (SessionSnapshot.unavailable).
 */
function standIn<K extends SnapshotPart>(
  kept: SessionSnapshot | null,
  part: K,
  empty: SessionSnapshot[K],
  unavailable: Set<SnapshotPart>,
): SessionSnapshot[K] {
  if (kept && !snapshotLacks(kept, part)) return kept[part];
  unavailable.add(part);
  return empty;
}

/** The calls of one context that need nothing but its uid and kind (spec §7), all at once. */
function contextCalls(
  api: ApiClient,
  context: ContextRef,
  userUid: string,
  request: Pick<SnapshotRequest, 'log' | 'previous'>,
) {
  const { log } = request;
  const kept = keptFor(request.previous, userUid, context.uid);
  const business = context.type !== 'private';
  // The parts of this context whose read failed with nothing kept (SessionSnapshot.unavailable).
  const unavailable = new Set<SnapshotPart>();
  // A read of this context; when it fails, `orElse` gives the part (orElseOf), or `get`'s fixed fallback.
  const getOrElse = <T>(url: string, what: string, orElse: () => T, read: (data: unknown) => T) =>
    orElseOf(async () => read((await api.get(url, QUIET)).data), orElse, what, log);
  const get = <T>(url: string, what: string, fallback: T, read: (data: unknown) => T) =>
    getOrElse(url, what, () => fallback, read);
  const privateOnly = <T>(load: () => Promise<T>, fallback: T) =>
    business ? Promise.resolve(fallback) : load();
  return {
    unavailable,
    cashAccounts: getOrElse(
      business ? `/partnerships/${context.uid}/cash-accounts` : `/v2/agents/${context.uid}/accounts`,
      'cash accounts',
      () => standIn(kept, 'cashAccounts', [] as CashAccount[], unavailable),
      (data) => listOf<CashAccount>(data, 'cashAccounts', 'accounts'),
    ),
    subscription: optional(
      () => loadSubscription(api, context.uid),
      kept?.subscription ?? null,
      'subscription',
      log,
    ),
    exportsExist: business
      ? get(
          `/natural-persons/${userUid}/export-tickets`,
          'export tickets',
          kept?.dataSharingExportsExist ?? false,
          (data) =>
            listOf<{ status: string }>(data, 'exportTickets').some((ticket) =>
              EXPORTS_LISTED.includes(ticket.status),
            ),
        )
      : Promise.resolve(false),
    identities: business
      ? get<VirtualIdentity[] | null>(
          `/v2/partnerships/${context.uid}/virtual-identities`,
          'partnership virtual identities',
          [],
          (data) => listOf<VirtualIdentity>(data, 'virtualIdentities'),
        )
      : Promise.resolve(null),
    // Private only: its open payments need no account, and the organisation's prospects are the person's.
    openPayments: privateOnly(
      () =>
        optional(
          () => loadOpenPaymentsCount(api, context, null),
          kept?.openPaymentsCount ?? 0,
          'open payment stats',
          log,
        ),
      null as number | null,
    ),
    prospects: privateOnly(
      () =>
        get(
          '/v2/prospective-clients',
          'prospective clients',
          kept?.openProspectOnboardings ?? 0,
          (data) => listOf<ProspectiveClient>(data, 'prospectiveClients').length,
        ),
      0,
    ),
    // A private context is always set up: its suggestions need not wait for the roles.
    suggestions: privateOnly(
      () => loadSuggestions(api, context.uid, log, kept?.suggestions ?? []),
      null as Suggestion[] | null,
    ),
  };
}

function loadSuggestions(
  api: ApiClient,
  agentUid: string,
  log: SnapshotRequest['log'],
  fallback: Suggestion[],
): Promise<Suggestion[]> {
  return optional(
    async () =>
      listOf<Suggestion>((await api.get(`/v2/agents/${agentUid}/suggestions`, QUIET)).data, 'suggestions'),
    fallback,
    'suggestions',
    log,
  );
}

/** Qualified-signature confirmations waiting for this user, across every partnership (organisation section). */
async function countConfirmations(api: ApiClient, contexts: Context[], log: SnapshotRequest['log']) {
  const counts = await Promise.all(
    contexts
      .filter((context) => context.type !== 'private')
      .map((context) =>
        optional(
          async () =>
            listOf<Confirmation>((await api.get(`/v2/partnerships/${context.uid}/confirmations`, QUIET)).data)
              .length,
          0,
          'confirmations',
          log,
        ),
      ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** The person's own parts: the engagements (the contexts) and the virtual identities. */
function personCalls(api: ApiClient, userUid: string, log: SnapshotRequest['log']) {
  return {
    engagements: optional(
      async () =>
        listOf<Engagement>(
          (
            await api.get(`/v2/natural-persons/${userUid}/partnerships/engagements`, {
              ...QUIET,
              params: { noConstitution: true } satisfies EngagementsQuery,
            })
          ).data,
          // {engagements, requestedPartnerships}: the requested ones are a subset, not more contexts.
          'engagements',
          'partnerships',
        ),
      null as Engagement[] | null,
      'engagements',
      log,
    ),
    identities: optional(
      async () =>
        listOf<VirtualIdentity>(
          (await api.get(`/v2/natural-persons/${userUid}/virtual-identities`, QUIET)).data,
          'virtualIdentities',
        ),
      null as VirtualIdentity[] | null,
      'virtual identities',
      log,
    ),
  };
}

/**
 * Loads everything the host knows about the signed-in user and the current context (spec §7 calls) as one
 * SessionSnapshot, in as few round trips as the facts allow (issue 17): with the person's uid and language
 * known, one wave for the person and the stored context, then one for what depends on the roles, the plan
 * or the chosen account. Only the natural person is required; every other part logs and continues.
 */
export async function loadSessionSnapshot(
  api: ApiClient,
  request: SnapshotRequest,
): Promise<SessionSnapshot> {
  const { log } = request;
  const userLoad = api
    .get<NaturalPerson>('/v2/natural-person', {
      params: { contactDetails: true } satisfies NaturalPersonQuery,
    })
    .then((response) => response.data);
  const profileLoad = optional(
    async () => (await api.get<Profile>('/v2/profile', QUIET)).data,
    null,
    'profile',
    log,
  );
  let language = request.language;
  const settled = Boolean(request.userUid) && request.languageSettled === true;
  if (!settled) {
    // The profile's language decides how every later call is made.
    const [, profile] = await Promise.all([userLoad, profileLoad]);
    language = languageOf(profile?.communication.languageCode, request.language);
    await request.onLanguage?.(language);
  }
  const userUid = settled ? request.userUid! : (await userLoad).uid;
  const provisional = provisionalContext(request.preferredContextUid, userUid);
  request.onContextChosen?.(provisional);
  const person = personCalls(api, userUid, log);
  const early = contextCalls(api, provisional, userUid, request);

  const [user, profile, engagements] = await Promise.all([userLoad, profileLoad, person.engagements]);
  language = languageOf(profile?.communication.languageCode, language);
  if (settled && language !== request.language) await request.onLanguage?.(language);
  // Engagements not read: the contexts known before (a reload), else only the person's own, noted as unavailable.
  const unavailable = new Set<SnapshotPart>();
  const contexts = engagements
    ? contextsOf(user, engagements)
    : standIn(
        request.previous?.user?.uid === user.uid ? request.previous : null,
        'contexts',
        contextsOf(user, []),
        unavailable,
      );
  const pendingConfirmations = countConfirmations(api, contexts, log);
  const currentContext = chooseContext(contexts, user, request.preferredContextUid);
  request.onContextChosen?.(currentContext);
  const business = currentContext !== null && currentContext.type !== 'private';
  const agentUid = currentContext?.uid ?? user.uid;
  const setUp = !isBootstrapperRoles(currentContext?.partnership?.myRoles ?? []);
  // The stored context was right (almost always): its calls are already under way.
  const guessed = provisional.uid === agentUid && (provisional.type === 'private') === !business;
  const parts = guessed
    ? early
    : contextCalls(api, { uid: agentUid, type: currentContext?.type ?? 'private' }, user.uid, request);
  const kept = keptFor(request.previous, user.uid, agentUid);
  const entitlements =
    business && setUp
      ? orElseOf(
          async () =>
            listOf<Entitlement>(
              (await api.post(`/v2/partnerships/${agentUid}/my-entitlements`, {}, QUIET)).data,
              'entitlements',
            ),
          () => standIn(kept, 'entitlements', [] as Entitlement[], unavailable),
          'entitlements',
          log,
        )
      : Promise.resolve([] as Entitlement[]);
  const suggestions = parts.suggestions.then(
    (loaded) =>
      loaded ?? (setUp ? loadSuggestions(api, agentUid, log, kept?.suggestions ?? []) : ([] as Suggestion[])),
  );
  const cashAccounts = await parts.cashAccounts;
  const selectedCashAccountUid = chooseCashAccount(cashAccounts, request.selectedCashAccountUid)?.uid ?? null;
  const openPayments = parts.openPayments.then(
    (count) =>
      count ??
      optional(
        () => loadOpenPaymentsCount(api, currentContext, selectedCashAccountUid),
        kept?.openPaymentsCount ?? 0,
        'open payment stats',
        log,
      ),
  );
  const late = Promise.all([parts.subscription, pendingConfirmations]).then(
    ([subscription, confirmations]): LateParts => ({ subscription, pendingConfirmations: confirmations }),
  );
  request.onLateParts?.(late);
  const [lateParts, loadedSuggestions, exportsExist, contextIdentities, personIdentities] = await Promise.all(
    [
      // Until they come: on a reload, what the snapshot before showed (a plan's menu entries and routes stay).
      request.onLateParts
        ? ({
            subscription: kept?.subscription ?? null,
            pendingConfirmations: kept?.pendingConfirmations ?? 0,
          } satisfies LateParts)
        : late,
      suggestions,
      parts.exportsExist,
      parts.identities,
      person.identities,
    ],
  );

  return {
    env: request.env,
    appVersion: request.appVersion,
    authLevel: request.authLevel,
    language,
    user,
    profile,
    prospect: null,
    contexts,
    currentContext,
    cashAccounts,
    selectedCashAccountUid,
    entitlements: await entitlements,
    subscription: lateParts.subscription,
    suggestions: loadedSuggestions,
    ebill: ebillStateOf(
      contextIdentities ?? personIdentities ?? user.virtualIdentities ?? [],
      loadedSuggestions,
      business,
    ),
    openPaymentsCount: await openPayments,
    dataSharingExportsExist: exportsExist,
    openProspectOnboardings: currentContext?.type === 'private' ? await parts.prospects : 0,
    pendingConfirmations: lateParts.pendingConfirmations,
    billingAccountCancelling: cashAccounts.some(
      (account) => account.billingAccount && account.status === 'cancelling',
    ),
    amountVisible: profile?.amountVisible ?? true,
    theme: profile?.theme ?? 'light',
    ...unavailableParts(unavailable, parts.unavailable),
  };
}

/** The order SessionSnapshot.unavailable lists its parts in (every part has a place: the type says so). */
const PART_ORDER: Record<SnapshotPart, number> = { contexts: 0, cashAccounts: 1, entitlements: 2 };

/** SessionSnapshot.unavailable: the parts noted, in one order; none when every part was read. */
function unavailableParts(...noted: Set<SnapshotPart>[]): Pick<SessionSnapshot, 'unavailable'> {
  const parts = [...new Set(noted.flatMap((set) => [...set]))].sort((a, b) => PART_ORDER[a] - PART_ORDER[b]);
  return parts.length > 0 ? { unavailable: parts } : {};
}
