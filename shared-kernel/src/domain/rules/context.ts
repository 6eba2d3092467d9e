/** Facts about the current context and the user's rights in it, shared by the named rules. */
import type { ContextType } from '../../contract/descriptor';
import type {
  CashAccount,
  Entitlement,
  EntitlementAction,
  EntitlementEntityType,
  Partnership,
  PartnershipStatus,
} from '../entities';
import { snapshotLacks, type SessionSnapshot } from '../session';

/**
 * Spec §6 "Contexts decide access: private person, partnership, registered partnership": a partnership the
 * person is engaged in without any role is the registered context (they view the contract and capture nothing);
 * with a role it is the partnership context. The host builds its contexts with it, the gateway decides a
 * request's context type with it.
 */
export const partnershipContextType = (roles: readonly string[]): 'partnership' | 'registered' =>
  roles.length === 0 ? 'registered' : 'partnership';

/** Partnership or registered context: the spec's "business context". */
export const isBusinessContextType = (type: ContextType | null): boolean =>
  type === 'partnership' || type === 'registered';

export const currentContextType = (session: SessionSnapshot): ContextType | null =>
  session.currentContext?.type ?? null;

export const isPrivateContext = (session: SessionSnapshot): boolean =>
  currentContextType(session) === 'private';

/** Partnership or registered context: the spec's "business context". */
export const isBusinessContext = (session: SessionSnapshot): boolean =>
  isBusinessContextType(currentContextType(session));

export const currentPartnership = (session: SessionSnapshot): Partnership | null =>
  isBusinessContext(session) ? (session.currentContext?.partnership ?? null) : null;

export const partnershipStatusIn = (session: SessionSnapshot, statuses: PartnershipStatus[]): boolean => {
  const status = currentPartnership(session)?.status;
  return status !== undefined && statuses.includes(status);
};

export const isPotatoOnly = (session: SessionSnapshot): boolean => session.user?.isPotatoOnly === true;

/**
 * Spec §6 "Bootstrapper-only (or bootstrapper plus requestor) is treated as not fully set up", from the roles
 * held in the partnership. Decided by the spec where the gateway once differed: a person holding `requestor`
 * alone is not a bootstrapper (the bootstrapper role must be there); an empty role list is not either.
 */
export function isBootstrapperRoles(roles: readonly string[]): boolean {
  return (
    roles.includes('bootstrapper') && roles.every((role) => role === 'bootstrapper' || role === 'requestor')
  );
}

/** Spec §6: bootstrapper only, or bootstrapper plus requestor: the partnership is not fully set up for this user. */
export const isBootstrapper = (session: SessionSnapshot): boolean =>
  isBootstrapperRoles(currentPartnership(session)?.myRoles ?? []);

/** The spec's "bootstrapper requestor" (reduced menu, no partnership details, subscription or add-account). */
export const isBootstrapperRequestor = isBootstrapper;

/** What the bankable rule knows of a context: what the host's session and the gateway's tables both hold. */
export interface BankableFacts {
  contextType: ContextType | null;
  /** The person's status (spec §4); in private context it decides. */
  personStatus: string | null;
  /** The partnership's status (spec §4); null in private context. */
  partnershipStatus: string | null;
  /** The user's roles in the partnership (empty in private context). */
  roles: readonly string[];
}

/**
 * Spec §2 "Side menu visibility" and §6: bankable means a private context with a bankable user, or a bankable
 * partnership where the user holds the delegate role ("Delegate role allows payments from a bankable
 * partnership"). The menu, the route guard and the gateway's payment creation all ask this one rule.
 */
export function bankableContext(facts: BankableFacts): boolean {
  if (facts.contextType === 'private') return facts.personStatus === 'bankable';
  if (facts.contextType !== 'partnership') return false;
  return facts.partnershipStatus === 'bankable' && facts.roles.includes('delegate');
}

/** The session's facts for the bankable rule. */
export const bankableFacts = (session: SessionSnapshot): BankableFacts => {
  const partnership = currentPartnership(session);
  return {
    contextType: currentContextType(session),
    personStatus: session.user?.status ?? null,
    partnershipStatus: partnership?.status ?? null,
    roles: partnership?.myRoles ?? [],
  };
};

/** Spec §2/§6 bankable context (bankableContext) for the session's context. */
export const isBankableContext = (session: SessionSnapshot): boolean =>
  bankableContext(bankableFacts(session));

/**
 * Spec §6: identification-only users cannot switch to their own (private) context; every other context type
 * is open to them. The host's context choice at start and the context switcher both ask this.
 */
export const contextOpenTo = (
  user: { identificationOnly?: boolean } | null | undefined,
  context: { type: ContextType },
): boolean => !(context.type === 'private' && user?.identificationOnly === true);

/**
 * Spec §6: the context has accounts the user may not see: a bankable partnership (it holds accounts) where the
 * user has no right on any account, as a registered person (the contract only, no right on any account).
 */
export function accountsWithheld(session: SessionSnapshot): boolean {
  const context = session.currentContext;
  if (!context || context.type === 'private' || session.cashAccounts.length > 0) return false;
  if (accountsUnknown(session)) return false;
  return (
    context.partnership?.status === 'bankable' &&
    !session.entitlements.some((entitlement) => entitlement.entityType === 'CashAccount')
  );
}

/**
 * The accounts, or the rights on them, were not read (their read failed: SessionSnapshot.unavailable): no account
 * on screen means "not known", so a screen says so and offers to ask again instead of "no accounts" or leaving.
 */
export const accountsUnknown = (session: Pick<SessionSnapshot, 'unavailable'>): boolean =>
  snapshotLacks(session, 'cashAccounts') || snapshotLacks(session, 'entitlements');

export const selectedCashAccount = (session: SessionSnapshot): CashAccount | null =>
  session.cashAccounts.find((account) => account.uid === session.selectedCashAccountUid) ?? null;

/**
 * The account shown and paid from: the wanted one while the context still has it, else the first active CHF
 * account (spec §9: CHF is the default currency), else the first active one, else the first.
 */
export function chooseCashAccount<A extends Pick<CashAccount, 'uid' | 'status' | 'currency'>>(
  accounts: readonly A[],
  wantedUid: string | null | undefined,
): A | null {
  const wanted = accounts.find((account) => account.uid === wantedUid);
  if (wanted) return wanted;
  const active = accounts.filter((account) => isActiveAccount(account));
  return active.find((account) => account.currency === 'CHF') ?? active[0] ?? accounts[0] ?? null;
}

/** Spec §6: in private context the owner acts on their own accounts without entitlements. */
export function ownsAccount(session: SessionSnapshot, account: CashAccount): boolean {
  return isPrivateContext(session) && session.user !== null && account.accountOwner.uid === session.user.uid;
}

/**
 * An entitlement as the rules read it (spec §3 "Entitlement"); the gateway's rows map onto it. A row of one entity
 * may leave out includedTypes (only a Partnership entitlement's count).
 */
export type EntitlementFact = Pick<Entitlement, 'entityUID' | 'entityType' | 'action'> &
  Partial<Pick<Entitlement, 'includedTypes'>>;

/**
 * Whether the entitlements grant `action` on an entity: a row on the entity itself, or a partnership-wide row
 * (entity type Partnership) whose includedTypes name the entity's type (spec §3 "Entitlement ... includedTypes").
 * Decided by the spec where the gateway once matched the entity uid only: a Partnership entitlement including
 * CashAccount grants the action on every cash account of that partnership (the entitlements given are those of
 * one partnership context, so they only ever reach its own entities). An entity of unknown type
 * (`type: null`) is covered by its own rows only.
 */
export function entitlementCovers(
  entitlements: readonly EntitlementFact[],
  entity: { uid: string; type: EntitlementEntityType | null },
  action: EntitlementAction,
): boolean {
  return entitlements.some(
    (entitlement) =>
      entitlement.action === action &&
      (entitlement.entityUID === entity.uid ||
        (entity.type !== null &&
          entitlement.entityType === 'Partnership' &&
          (entitlement.includedTypes ?? []).includes(entity.type))),
  );
}

/**
 * Whether the user holds an entitlement for the action on the cash account: on the account itself or
 * through a partnership-wide entitlement that includes cash accounts.
 */
export const hasAccountEntitlement = (
  session: SessionSnapshot,
  accountUid: string,
  action: EntitlementAction,
): boolean => entitlementCovers(session.entitlements, { uid: accountUid, type: 'CashAccount' }, action);

/** The facts an account right depends on (what the host's session and the gateway's tables both know). */
export interface AccountRightFacts {
  /**
   * The current context: private (uid = the person's) or business, i.e. a partnership or registered context
   * (uid = the partnership's); null without one.
   */
  context: { type: 'private' | 'business'; uid: string } | null;
  /** The account and who owns it (a person or a partnership uid). */
  account: { uid: string; ownerUid: string };
  /** The person's entitlements in the current business context (never counted in private context). */
  entitlements: readonly EntitlementFact[];
}

/**
 * Spec §6 account rights. "Contexts decide access": only an account of the current context can be acted on
 * (the person's own in private context, the partnership's in a business context). In private context the owner
 * can do everything and entitlements never count (a partnership grants them for its context only); in a
 * business context only an entitlement covering the account does (entitlementCovers). The host
 * (mayActOnAccount) and the gateway (ctx.can) both ask this.
 */
export function accountRight(facts: AccountRightFacts, action: EntitlementAction): boolean {
  const { context, account } = facts;
  if (context === null || account.ownerUid !== context.uid) return false;
  if (context.type === 'private') return true;
  return entitlementCovers(facts.entitlements, { uid: account.uid, type: 'CashAccount' }, action);
}

function accountContextOf(session: SessionSnapshot): AccountRightFacts['context'] {
  if (isPrivateContext(session)) return session.user ? { type: 'private', uid: session.user.uid } : null;
  if (!isBusinessContext(session) || !session.currentContext) return null;
  return { type: 'business', uid: currentPartnership(session)?.uid ?? session.currentContext.uid };
}

/** May act on the account with this action: the private owner always, others by entitlement. */
export const mayActOnAccount = (
  session: SessionSnapshot,
  account: CashAccount,
  action: EntitlementAction,
): boolean =>
  accountRight(
    {
      context: accountContextOf(session),
      account: { uid: account.uid, ownerUid: account.accountOwner.uid },
      entitlements: session.entitlements,
    },
    action,
  );

/** Any entitlement at all on the account (view is implied by capture or approve). */
export const isEntitledToAccount = (session: SessionSnapshot, account: CashAccount): boolean =>
  (['view', 'capture', 'approve'] as const).some((action) => mayActOnAccount(session, account, action));

/** Spec §5: only an active account is paid from (the gateway passes its row, the host its CashAccount). */
export const isActiveAccount = (account: { status: string }): boolean => account.status === 'active';
