/**
 * Card rules of spec §4 (card statuses and actions, counts) and §6 ("Delegates see cards of the partnership;
 * private users see only cards they hold"; card actions by role and entitlement, CardIdentity and CardProgram),
 * as fact-level functions the gateway asks with facts read from its tables, and session-level wrappers the
 * screens ask. One status machine (CARD_TRANSITIONS) decides which action a status allows and where it leads.
 *
 * Decisions (docs/cards-api.md):
 * - A card belongs to one context: a private card (no program) to its holder's private context, a program card
 *   to its partnership's context. Contexts decide access (spec §6), so a program card is not read in private
 *   context, nor a private card in a partnership's.
 * - In a partnership context a delegate whose entitlements cover the card's program (CardProgram) or the card
 *   itself (CardIdentity) reads the card (`view`) and administers it (`capture`); every holder reads and uses
 *   the cards they hold. Luca, a delegate without a CardProgram entitlement, sees only the card he holds.
 * - Who may take an action: the holder's own (activate, set or view the PIN, wallet tokens, a reidentification
 *   voucher) only the holder; safety (freeze, unfreeze, replace lost/stolen, unlock PIN, view limit) the holder
 *   or an administrator; the money's settings and the card's life (limits, merchant-category blocking,
 *   transaction filters, renew, replace expiring, delete) whoever owns the money: the holder of a private card,
 *   an administrator of a program card.
 */
import type { EntitlementAction } from '../entities';
import {
  CARD_ACTIONS,
  CARD_STATUSES,
  type CardAction,
  type CardCountStatus,
  type CardDeclineCause,
  type CardKind,
  type CardProgramAction,
  type CardStatus,
  type MerchantCategory,
  type WalletType,
} from '../contracts/cards';
import { hasPlanFeature, type PlanFeatures } from '../payments/kinds';
import type { SessionSnapshot } from '../session';
import { currentPartnership, entitlementCovers, isPrivateContext, type EntitlementFact } from './context';

/** Spec §4: card counts treat new and funded as pending. */
export const PENDING_CARD_STATUSES: readonly CardStatus[] = ['new', 'funded'];
/** Spec §4: own non-deleted cards exclude these. */
export const CARD_STATUSES_NOT_OWN: readonly CardStatus[] = ['deleted', 'locked', 'blocked', 'retired'];
/** Statuses in which a card can pay at a terminal. */
export const PAYING_CARD_STATUSES: readonly CardStatus[] = ['active'];

/** Spec §4: a card counted as pending (new or funded). */
export const countsAsPendingCard = (status: CardStatus): status is 'new' | 'funded' =>
  PENDING_CARD_STATUSES.includes(status);

/** Spec §4: an own non-deleted card: not deleted, locked, blocked or retired. */
export const isOwnNonDeletedCard = (status: CardStatus): boolean => !CARD_STATUSES_NOT_OWN.includes(status);

/** The status a card is counted under (spec §4: new and funded as pending); deleted cards are not counted. */
export function cardCountStatus(status: CardStatus): CardCountStatus | null {
  if (status === 'deleted') return null;
  if (countsAsPendingCard(status)) return 'pending';
  return status;
}

/** One action of the status machine: the statuses it starts from, the status it leads to, whether it orders a card. */
export interface CardTransition {
  from: readonly CardStatus[];
  /** The card's status afterwards; null: unchanged (a setting or a read). */
  to: CardStatus | null;
  /** A replacement card is ordered (status new) in the same step. */
  ordersNewCard: boolean;
}

const LIVE: readonly CardStatus[] = ['new', 'funded', 'active', 'frozen', 'pin_locked'];

/**
 * The status machine of spec §4's card actions:
 * - freeze: active → frozen; unfreeze: frozen → active; unlock PIN: pin_locked → active; activate: new or funded → active.
 * - replace lost/stolen: from a live card (new, funded, active, frozen, pin_locked) → blocked at once, a new card ordered.
 * - replace expiring: active or frozen, when it expires within two months → unchanged (retired when the new one is
 *   activated), a new card ordered. renew: retired → unchanged, a new card ordered.
 * - delete: new (an order withdrawn), blocked or retired → deleted.
 * - settings (set limit, merchant-category blocking, transaction filters, set PIN) on a live card, set PIN not while
 *   pin_locked (unlock it first); view PIN and wallet tokens on a live card; view limit on any card not deleted;
 *   a reidentification voucher for a locked card (the bank locks a card until its holder is identified again).
 */
export const CARD_TRANSITIONS: Readonly<Record<CardAction, CardTransition>> = {
  viewLimit: { from: CARD_STATUSES.filter((status) => status !== 'deleted'), to: null, ordersNewCard: false },
  freeze: { from: ['active'], to: 'frozen', ordersNewCard: false },
  unfreeze: { from: ['frozen'], to: 'active', ordersNewCard: false },
  renew: { from: ['retired'], to: null, ordersNewCard: true },
  replaceLostStolen: { from: LIVE, to: 'blocked', ordersNewCard: true },
  replaceExpiring: { from: ['active', 'frozen'], to: null, ordersNewCard: true },
  setLimit: { from: LIVE, to: null, ordersNewCard: false },
  setPin: { from: ['new', 'funded', 'active', 'frozen'], to: null, ordersNewCard: false },
  viewPin: { from: LIVE, to: null, ordersNewCard: false },
  addMerchantCategoryBlocking: { from: LIVE, to: null, ordersNewCard: false },
  createTransactionFilter: { from: LIVE, to: null, ordersNewCard: false },
  delete: { from: ['new', 'blocked', 'retired'], to: 'deleted', ordersNewCard: false },
  requestReidentificationVoucher: { from: ['locked'], to: null, ordersNewCard: false },
  viewWalletTokens: { from: ['active', 'frozen', 'pin_locked'], to: null, ordersNewCard: false },
  unlockPin: { from: ['pin_locked'], to: 'active', ordersNewCard: false },
  activate: { from: ['new', 'funded'], to: 'active', ordersNewCard: false },
};

/** What the status machine knows of a card beside its status. */
export interface CardStateFacts {
  status: CardStatus;
  /** MM/YY. */
  expiry: string;
  /** The bank's day (yyyy-MM-dd). */
  today: string;
  /** A replacement is already ordered and not yet deleted (no second one). */
  replaced: boolean;
}

/** Why the status machine refuses an action (the gateway's 409 codes). */
export type CardStateRefusal = 'card_status_forbids_action' | 'card_not_expiring' | 'card_already_replaced';

/** The last day a card of expiry MM/YY is valid (yyyy-MM-dd). */
export function cardExpiryDay(expiry: string): string {
  const [month, year] = expiry.split('/').map(Number);
  const end = new Date(Date.UTC(2000 + (year ?? 0), month ?? 12, 0));
  return end.toISOString().slice(0, 10);
}

/** The card has expired by `today` (yyyy-MM-dd). */
export const cardExpired = (expiry: string, today: string): boolean => cardExpiryDay(expiry) < today;

/** The card expires in `today`'s month or one of the two after: replace expiring is offered. */
export function cardExpiresSoon(expiry: string, today: string): boolean {
  const [month, year] = expiry.split('/').map(Number);
  const expiryMonth = (2000 + (year ?? 0)) * 12 + (month ?? 12);
  const todayMonth = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  return expiryMonth - todayMonth <= 2;
}

/** Spec §4 (CARD_TRANSITIONS): whether the card's status allows the action, by status alone. */
export const cardActionAllowed = (status: CardStatus, action: CardAction): boolean =>
  CARD_TRANSITIONS[action].from.includes(status);

/** Why the card's state refuses the action, or null when it allows it. */
export function cardStateRefusal(card: CardStateFacts, action: CardAction): CardStateRefusal | null {
  if (!cardActionAllowed(card.status, action)) return 'card_status_forbids_action';
  if (CARD_TRANSITIONS[action].ordersNewCard && card.replaced) return 'card_already_replaced';
  if (action === 'replaceExpiring' && !cardExpiresSoon(card.expiry, card.today)) return 'card_not_expiring';
  return null;
}

/** The caller's context as the card rights read it. */
export type CardContextFacts =
  | { type: 'private'; personUid: string }
  | {
      /** A partnership or registered context. */
      type: 'business';
      personUid: string;
      partnershipUid: string;
      roles: readonly string[];
      entitlements: readonly EntitlementFact[];
    };

/** A card as the rights read it. */
export interface CardOwnershipFacts {
  uid: string;
  holderUid: string;
  /** The program of a partnership's card; null for a private card. */
  cardProgramUid: string | null;
  /** The program's partnership; null for a private card. */
  partnershipUid: string | null;
}

export interface CardRightFacts {
  context: CardContextFacts | null;
  card: CardOwnershipFacts;
}

/** Spec §6: a card belongs to its context: a private card to the private context, a program card to its partnership's. */
function inContext({ context, card }: CardRightFacts): boolean {
  if (context === null) return false;
  if (context.type === 'private') return card.partnershipUid === null;
  return card.partnershipUid === context.partnershipUid;
}

/**
 * Spec §6 with CardProgram and CardIdentity: the caller administers the card program (`capture`) or sees its cards
 * (`view`): a delegate of the program's partnership whose entitlements cover the program.
 */
export function cardProgramRight(
  context: CardContextFacts | null,
  program: { uid: string; partnershipUid: string },
  action: EntitlementAction,
): boolean {
  if (context?.type !== 'business' || context.partnershipUid !== program.partnershipUid) return false;
  if (!context.roles.includes('delegate')) return false;
  return entitlementCovers(context.entitlements, { uid: program.uid, type: 'CardProgram' }, action);
}

/** A delegate's right on a partnership's card: by its program (CardProgram) or the card itself (CardIdentity). */
function delegateCardRight(facts: CardRightFacts, action: EntitlementAction): boolean {
  const { context, card } = facts;
  if (!inContext(facts) || context?.type !== 'business' || card.cardProgramUid === null) return false;
  if (cardProgramRight(context, { uid: card.cardProgramUid, partnershipUid: context.partnershipUid }, action))
    return true;
  return (
    context.roles.includes('delegate') &&
    entitlementCovers(context.entitlements, { uid: card.uid, type: 'CardIdentity' }, action)
  );
}

const isHolder = ({ context, card }: CardRightFacts): boolean =>
  context !== null && context.personUid === card.holderUid;

/** Spec §6: who may read a card: its holder, or a delegate entitled to the partnership's cards, in the card's context. */
export function cardReadAllowed(facts: CardRightFacts): boolean {
  if (!inContext(facts)) return false;
  return isHolder(facts) || delegateCardRight(facts, 'view');
}

/** Actions only the holder takes (the PIN, wallets, activation, reidentification are the person's). */
export const HOLDER_CARD_ACTIONS: readonly CardAction[] = [
  'activate',
  'setPin',
  'viewPin',
  'viewWalletTokens',
  'requestReidentificationVoucher',
];
/** Actions of safety: the holder or an administrator. */
export const SAFETY_CARD_ACTIONS: readonly CardAction[] = [
  'viewLimit',
  'freeze',
  'unfreeze',
  'replaceLostStolen',
  'unlockPin',
];

/** Who may take the action on the card (see the file's decisions), apart from its status. */
export function cardActionRight(facts: CardRightFacts, action: CardAction): boolean {
  if (!cardReadAllowed(facts)) return false;
  const holder = isHolder(facts);
  if (HOLDER_CARD_ACTIONS.includes(action)) return holder;
  const administrator = delegateCardRight(facts, 'capture');
  if (SAFETY_CARD_ACTIONS.includes(action)) return holder || administrator;
  // The money's settings and the card's life: the private card's holder, a program card's administrator.
  return facts.card.cardProgramUid === null ? holder : administrator;
}

/** Spec §6 plan features: the feature a card kind needs. */
export const CARD_KIND_FEATURES: Readonly<Record<CardKind, string>> = {
  combo: 'DebitCard',
  virtual: 'VirtualCard',
};
/** Spec §6/§9: the plan feature each wallet needs. */
export const WALLET_FEATURES: Readonly<Record<WalletType, string>> = {
  APPLE_PAY: 'AppleWallet',
  ANDROID_PAY: 'GoogleWallet',
  SAMSUNG_PAY: 'SamsungWallet',
};

/** Spec §6: plan features gate card kinds: a card of this kind may be ordered on the plan. */
export const cardKindOffered = (kind: CardKind, features: PlanFeatures): boolean =>
  hasPlanFeature(features, CARD_KIND_FEATURES[kind]);

/** Spec §6: the wallets the plan offers. */
export const walletsOffered = (features: PlanFeatures): WalletType[] =>
  (Object.keys(WALLET_FEATURES) as WalletType[]).filter((wallet) =>
    hasPlanFeature(features, WALLET_FEATURES[wallet]),
  );

/** Everything allowedCardActions weighs: the card's state, the caller's rights and the plan of the card's money. */
export interface CardActionFacts extends CardRightFacts {
  state: CardStateFacts;
  kind: CardKind;
  /** The plan features of the agent whose account the card debits. */
  features: PlanFeatures;
}

/** Why an action is refused: the status machine's reason, or the caller's right, or the plan. */
export type CardActionRefusal = CardStateRefusal | 'card_action_forbidden' | 'card_feature_missing';

/** Whether the plan allows the action on this card: ordering a new card needs its kind; wallet tokens a wallet. */
function planRefuses(facts: CardActionFacts, action: CardAction): boolean {
  if (CARD_TRANSITIONS[action].ordersNewCard) return !cardKindOffered(facts.kind, facts.features);
  if (action === 'viewWalletTokens') return walletsOffered(facts.features).length === 0;
  return false;
}

/**
 * Why the caller may not take the action on the card now, or null when they may: the right first (an action
 * the caller may never take is forbidden whatever the status), then the status machine, then the plan.
 */
export function cardActionRefusal(facts: CardActionFacts, action: CardAction): CardActionRefusal | null {
  if (!cardActionRight(facts, action)) return 'card_action_forbidden';
  const state = cardStateRefusal(facts.state, action);
  if (state) return state;
  return planRefuses(facts, action) ? 'card_feature_missing' : null;
}

/** The actions the caller may take on the card now (what the gateway enforces and the screens offer). */
export const allowedCardActions = (facts: CardActionFacts): CardAction[] =>
  CARD_ACTIONS.filter((action) => cardActionRefusal(facts, action) === null);

/** The actions of a card program its reader may take (spec §3 actionables.myActionables). */
export function cardProgramActions(
  context: CardContextFacts | null,
  program: { uid: string; partnershipUid: string; contractStatus: string },
  features: PlanFeatures,
): CardProgramAction[] {
  const actions: CardProgramAction[] = [];
  if (!cardProgramRight(context, program, 'view')) return actions;
  actions.push('viewCards', 'viewBulkOrders');
  if (
    program.contractStatus === 'active' &&
    hasPlanFeature(features, 'CardProgram') &&
    cardProgramRight(context, program, 'capture')
  )
    actions.push('orderCards');
  return actions;
}

/** Spec §6 "Only partners or delegates count as involved": who may hold a partnership's card. */
export const mayHoldProgramCard = (roles: readonly string[]): boolean =>
  roles.includes('partner') || roles.includes('delegate');

/** What the terminal knows when a card pays. */
export interface CardPaymentFacts {
  status: CardStatus;
  expiry: string;
  today: string;
  amountValue: number;
  merchantCategory: MerchantCategory;
  /** The month's card payments so far (booked and reserved), minor units. */
  spentThisMonthValue: number;
  monthlySpendingLimitValue: number;
  /** Cash withdrawals this month and their limit (merchant category atm). */
  atmThisMonthValue: number;
  atmMonthlyLimitValue: number;
  blockedMerchantCategories: readonly MerchantCategory[];
  transactionFilters: readonly { maxAmountValue: number; merchantCategories: readonly MerchantCategory[] }[];
  /** The account's booked balance, minor units. */
  availableValue: number;
  /** null: no PIN entered (contactless, online); else whether it matched. */
  pinMatches: boolean | null;
}

/**
 * Why a card payment is declined, or null when it is authorised: the card must be active and not expired, the
 * PIN (when entered) right, the merchant's category not blocked nor over a filter's cap, the month's limit (the
 * ATM limit for cash) not passed, and the account must hold the amount. Every decline is spec §4's `decline`.
 */
export function cardPaymentDecline(facts: CardPaymentFacts): CardDeclineCause | null {
  if (!PAYING_CARD_STATUSES.includes(facts.status)) return 'cardNotActive';
  if (cardExpired(facts.expiry, facts.today)) return 'cardExpired';
  if (facts.pinMatches === false) return 'wrongPin';
  if (facts.blockedMerchantCategories.includes(facts.merchantCategory)) return 'merchantCategoryBlocked';
  const filtered = facts.transactionFilters.some(
    (filter) =>
      (filter.merchantCategories.length === 0 ||
        filter.merchantCategories.includes(facts.merchantCategory)) &&
      facts.amountValue > filter.maxAmountValue,
  );
  if (filtered) return 'transactionFilter';
  if (facts.spentThisMonthValue + facts.amountValue > facts.monthlySpendingLimitValue) return 'overLimit';
  if (
    facts.merchantCategory === 'atm' &&
    facts.atmThisMonthValue + facts.amountValue > facts.atmMonthlyLimitValue
  )
    return 'overLimit';
  if (facts.availableValue < facts.amountValue) return 'insufficientFunds';
  return null;
}

/** Wrong PINs in a row after which a card is pin_locked. */
export const MAX_WRONG_PINS = 3;

/** The session's context as the card rights read it. */
export function cardContextFacts(session: SessionSnapshot): CardContextFacts | null {
  const personUid = session.user?.uid;
  if (!personUid) return null;
  if (isPrivateContext(session)) return { type: 'private', personUid };
  const partnership = currentPartnership(session);
  if (!partnership) return null;
  return {
    type: 'business',
    personUid,
    partnershipUid: partnership.uid,
    roles: partnership.myRoles,
    entitlements: session.entitlements,
  };
}

/** A card as read (contracts/cards.ts Card) as the rights read it. */
export const cardOwnershipOf = (card: {
  baseCardDetails: { cardUID: string; holderEnriched: { uid: string } };
  cardProgramUid: string | null;
  partnershipUid: string | null;
}): CardOwnershipFacts => ({
  uid: card.baseCardDetails.cardUID,
  holderUid: card.baseCardDetails.holderEnriched.uid,
  cardProgramUid: card.cardProgramUid,
  partnershipUid: card.partnershipUid,
});

/** Spec §6 (cardReadAllowed) for the session's context. */
export const canReadCard = (session: SessionSnapshot, card: Parameters<typeof cardOwnershipOf>[0]): boolean =>
  cardReadAllowed({ context: cardContextFacts(session), card: cardOwnershipOf(card) });

/** Who may take the action (cardActionRight) in the session's context; the card's `actions` add its status and plan. */
export const mayTakeCardAction = (
  session: SessionSnapshot,
  card: Parameters<typeof cardOwnershipOf>[0],
  action: CardAction,
): boolean => cardActionRight({ context: cardContextFacts(session), card: cardOwnershipOf(card) }, action);
