/**
 * The cards resource's contract, once (issue 29; spec §3 "Card", "Card program", "Bulk card order", §4 card
 * statuses and actions, card program contract and bulk order statuses, §7 "Agent, cards, accounts"): a card as
 * listed and read with the actions its reader may take now, the card actions' bodies (one closed body per
 * action, told apart by `action`), their answer, a card program with its contract, the reader's actionables and
 * the card counts, bulk card orders and the extend-bulk order, and the sandbox card terminal. The gateway
 * declares them as its routes' schemas; remote-cards reads the types. The rules that decide which action a
 * status allows and who may take it are in ../rules/cards.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { DECLINE_REASONS } from './transactions';
import {
  amountSchema,
  arrayOf,
  closed,
  integer,
  nullableText,
  orNull,
  query,
  text,
  timestamp,
  uuid,
} from './pieces';
import type { QueryOf } from './request-pieces';

/** Spec §4 card statuses. */
export const CARD_STATUSES = [
  'new',
  'funded',
  'active',
  'frozen',
  'locked',
  'blocked',
  'retired',
  'deleted',
  'pin_locked',
] as const;
/** Spec §4 card kinds. */
export const CARD_KINDS = ['combo', 'virtual'] as const;
/** Spec §4 card brands. */
export const CARD_BRANDS = [
  'black',
  'abacus',
  'abacusExpense',
  'traditional',
  'gold',
  'urbanConnect',
  'swibeco',
] as const;
/**
 * Spec §4 card actions, in the spec's order, plus `activate` (Kontor's: a new card, such as the replacement of
 * a lost one, becomes active when its holder has it in hand; the spec names no action for it).
 */
export const CARD_ACTIONS = [
  'viewLimit',
  'freeze',
  'unfreeze',
  'renew',
  'replaceLostStolen',
  'replaceExpiring',
  'setLimit',
  'setPin',
  'viewPin',
  'addMerchantCategoryBlocking',
  'createTransactionFilter',
  'delete',
  'requestReidentificationVoucher',
  'viewWalletTokens',
  'unlockPin',
  'activate',
] as const;
/** Spec §9 wallet types. */
export const WALLET_TYPES = ['APPLE_PAY', 'ANDROID_PAY', 'SAMSUNG_PAY'] as const;
/**
 * The merchant categories a card can block and a terminal names (Kontor's groups of the card schemes' merchant
 * category codes; the spec names none).
 */
export const MERCHANT_CATEGORIES = [
  'atm',
  'gambling',
  'adult',
  'crypto',
  'onlineShopping',
  'travel',
  'fuel',
  'restaurants',
  'groceries',
  'other',
] as const;
/** Spec §4 card program contract status. */
export const CARD_PROGRAM_CONTRACT_STATUSES = [
  'new',
  'active',
  'cancelling',
  'cancelled',
  'expired',
  'offered',
  'retired',
  'signed',
] as const;
/** Spec §4 bulk order status (expired are hidden). */
export const BULK_ORDER_STATUSES = ['new', 'executed', 'failed', 'expired'] as const;
/** A card program's actions its reader may take (spec §3 actionables.myActionables). */
export const CARD_PROGRAM_ACTIONS = ['viewCards', 'orderCards', 'viewBulkOrders'] as const;
/** Spec §4 "Card counts treat new and funded as pending": the statuses a count is kept under. */
export const CARD_COUNT_STATUSES = [
  'pending',
  'active',
  'frozen',
  'locked',
  'blocked',
  'retired',
  'pin_locked',
] as const;
/** Why the sandbox terminal declined a card payment (its §4 decline reason is `decline`). */
export const CARD_DECLINE_CAUSES = [
  'cardNotActive',
  'cardExpired',
  'overLimit',
  'merchantCategoryBlocked',
  'transactionFilter',
  'insufficientFunds',
  'wrongPin',
] as const;
/** Why a card is replaced (replace lost/stolen, replace expiring, renew). */
export const CARD_REPLACEMENT_REASONS = ['lost', 'stolen', 'expiring', 'renewal'] as const;

const cardStatus = { type: 'string', enum: CARD_STATUSES } as const;
const cardKind = { type: 'string', enum: CARD_KINDS } as const;
const cardAction = { type: 'string', enum: CARD_ACTIONS } as const;
const walletType = { type: 'string', enum: WALLET_TYPES } as const;
const merchantCategory = { type: 'string', enum: MERCHANT_CATEGORIES } as const;
const merchantCategories = {
  type: 'array',
  items: merchantCategory,
  uniqueItems: true,
  maxItems: MERCHANT_CATEGORIES.length,
} as const;
/** A limit in minor units of the card's currency (CHF): at most 100,000.00 a month. */
const limitValue = { type: 'integer', minimum: 0, maximum: 100_000_00 } as const;

/** A card payment rule of its holder: payments over `maxAmountValue` (minor units) in these categories are declined (none named: every category). */
export const cardTransactionFilterSchema = closed({
  uid: text,
  label: text,
  maxAmountValue: integer,
  merchantCategories: merchantCategories,
  createdAt: timestamp,
});

/** Spec §3 Card (GET /v2/debit-cards/{id}, the lists): with the actions its reader may take now. */
export const cardSchema = closed({
  baseCardDetails: closed({
    cardUID: text,
    status: cardStatus,
    holderEnriched: closed({ uid: text, name: text }),
  }),
  kind: cardKind,
  brand: { type: 'string', enum: CARD_BRANDS },
  /** The last four digits of the card number. */
  lastDigits: text,
  maskedPan: text,
  /** MM/YY. */
  expiry: text,
  embossedName: text,
  /** The account the card debits. */
  debitAccountUid: text,
  /** The card program it belongs to (a partnership's card), else null (a private card). */
  cardProgramUid: nullableText,
  partnershipUid: nullableText,
  limits: closed({
    /** Card payments a calendar month may take. */
    monthlySpending: amountSchema,
    atmMonthly: amountSchema,
    /** Card payments this month so far (booked and reserved). */
    spentThisMonth: amountSchema,
  }),
  blockedMerchantCategories: merchantCategories,
  transactionFilters: arrayOf(cardTransactionFilterSchema),
  /** A PIN has been set or shown (the PIN itself is never read back). */
  pinSet: { type: 'boolean' },
  /** The card this one replaces, and the card that replaced it. */
  replacesCardUid: nullableText,
  replacedByCardUid: nullableText,
  /** The actions the reader may take now (the kernel's allowedCardActions). */
  actions: arrayOf(cardAction),
  createdAt: timestamp,
});

export const cardsSchema = arrayOf(cardSchema);

/** GET /v2/agents/{uid}/cards: `roles=delegate` in a partnership context (spec §7). */
export const agentCardsQuerySchema = query(
  { roles: { type: 'array', items: { type: 'string', enum: ['delegate'] }, maxItems: 1 } },
  ['roles'],
);

/** GET /v2/debit-cards/search: the cards of the context the reader may read (x-total-count). */
export const cardSearchQuerySchema = query(
  {
    status: { type: 'array', items: cardStatus, maxItems: CARD_STATUSES.length },
    holderUid: uuid,
    cardProgramUid: uuid,
    count: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  },
  ['status', 'holderUid', 'cardProgramUid', 'count', 'offset'],
);

/** GET /v2/debit-cards/{id}/actions: what the reader may do with the card now, and where. */
export const cardActionsSchema = closed({
  cardUID: text,
  status: cardStatus,
  actions: arrayOf(closed({ action: cardAction, method: { type: 'string', enum: ['POST'] }, uri: text })),
});

const plainAction = <const A extends string>(action: A) =>
  closed({ action: { type: 'string', const: action } });

/** POST /v2/debit-cards/{id}/actions bodies: one per action. */
export const cardActionBodySchema = {
  oneOf: [
    plainAction('viewLimit'),
    plainAction('freeze'),
    plainAction('unfreeze'),
    plainAction('renew'),
    closed({
      action: { type: 'string', const: 'replaceLostStolen' },
      reason: { type: 'string', enum: ['lost', 'stolen'] },
    }),
    plainAction('replaceExpiring'),
    closed(
      {
        action: { type: 'string', const: 'setLimit' },
        monthlySpendingValue: limitValue,
        atmMonthlyValue: limitValue,
      },
      ['monthlySpendingValue', 'atmMonthlyValue'],
    ),
    closed({ action: { type: 'string', const: 'setPin' }, pin: { type: 'string', pattern: '^[0-9]{4,6}$' } }),
    /** The PIN is shown once, after the holder's password is checked afresh. */
    closed({
      action: { type: 'string', const: 'viewPin' },
      password: { type: 'string', minLength: 1, maxLength: 200 },
    }),
    closed({
      action: { type: 'string', const: 'addMerchantCategoryBlocking' },
      merchantCategories: { ...merchantCategories, minItems: 1 },
    }),
    closed({
      action: { type: 'string', const: 'createTransactionFilter' },
      filter: closed(
        {
          label: { type: 'string', minLength: 1, maxLength: 40 },
          maxAmountValue: { type: 'integer', minimum: 0, maximum: 100_000_00 },
          merchantCategories,
        },
        ['merchantCategories'],
      ),
    }),
    plainAction('delete'),
    plainAction('requestReidentificationVoucher'),
    plainAction('viewWalletTokens'),
    plainAction('unlockPin'),
    plainAction('activate'),
  ],
} as const;

/** A wallet token of a card (spec §9 wallet types). */
export const walletTokenSchema = closed({
  tokenUid: text,
  walletType,
  deviceName: text,
  status: { type: 'string', enum: ['active', 'suspended'] },
  createdAt: timestamp,
});

/** POST /v2/debit-cards/{id}/actions: the card after the action, and what the action gives. */
export const cardActionResultSchema = closed(
  {
    action: cardAction,
    card: cardSchema,
    /** The replacement a replace, renew or replace-expiring ordered (status new). */
    newCard: cardSchema,
    /** viewPin: the PIN, this once. */
    pin: text,
    /** viewWalletTokens. */
    walletTokens: arrayOf(walletTokenSchema),
    /** requestReidentificationVoucher: the code to show at a post office counter. */
    voucher: closed({ code: text, validUntil: timestamp }),
  },
  ['newCard', 'pin', 'walletTokens', 'voucher'],
);

const accountRef = closed({ uid: text, iban: text, name: text, currency: text });

/** Spec §3 Card program (GET /v2/partnerships/{uid}/card-programs, /v2/card-programs/{id}). */
export const cardProgramSchema = closed({
  program: closed({
    cardProgramUid: text,
    partnershipUid: text,
    defaultATMMonthlyLimit: amountSchema,
  }),
  contract: closed({
    cardProgramContractUid: text,
    status: { type: 'string', enum: CARD_PROGRAM_CONTRACT_STATUSES },
    allowedDebitAccounts: arrayOf(closed({ accountEnriched: accountRef })),
  }),
  actionables: closed({
    myActionables: arrayOf(
      closed({
        action: { type: 'string', enum: CARD_PROGRAM_ACTIONS },
        method: { type: 'string', enum: ['GET', 'POST'] },
      }),
    ),
  }),
  /** Cards of the program the reader may read, by status (new and funded counted as pending). */
  numCards: arrayOf(closed({ entityStatus: { type: 'string', enum: CARD_COUNT_STATUSES }, count: integer })),
});

export const cardProgramsSchema = arrayOf(cardProgramSchema);

/** Spec §3 Bulk card order (GET /v2/card-programs/{id}/extend-bulk; expired are hidden). */
export const bulkCardOrderSchema = closed({
  bulkOrderUid: text,
  cardProgramUid: text,
  status: { type: 'string', enum: BULK_ORDER_STATUSES },
  orderedByUid: text,
  createdAt: timestamp,
  items: arrayOf(
    closed({
      holderEnriched: closed({ uid: text, name: text }),
      kind: cardKind,
      debitAccountUid: text,
      /** The card ordered (null while the order is new or when it failed). */
      cardUid: nullableText,
    }),
  ),
  failureReason: nullableText,
});

export const bulkCardOrdersSchema = arrayOf(bulkCardOrderSchema);

/** POST /v2/card-programs/{id}/extend-bulk: cards for members of the partnership, on allowed debit accounts. */
export const extendBulkBodySchema = closed({
  cards: {
    type: 'array',
    minItems: 1,
    maxItems: 50,
    items: closed(
      {
        holderUid: uuid,
        debitAccountUid: uuid,
        kind: cardKind,
        embossedName: { type: 'string', minLength: 2, maxLength: 26, pattern: "^[A-Za-z .'-]+$" },
      },
      ['embossedName'],
    ),
  },
});

/** POST /api/sandbox/card-terminal/payments (local and sandbox): a card payment at a merchant's terminal. */
export const cardTerminalBodySchema = closed(
  {
    cardUid: uuid,
    /** Minor units of the card account's currency. */
    amountValue: { type: 'integer', minimum: 1, maximum: 100_000_00 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    merchantName: { type: 'string', minLength: 1, maxLength: 70 },
    merchantCity: { type: 'string', minLength: 1, maxLength: 70 },
    merchantCategory,
    /** A chip-and-PIN payment's PIN; without it a contactless or online payment. */
    pin: { type: 'string', pattern: '^[0-9]{4,6}$' },
  },
  ['currency', 'merchantCity', 'pin'],
);

/** POST /api/sandbox/card-terminal/payments (201): approved and booked, or declined with its reason. */
export const cardTerminalAnswerSchema = closed({
  /** The transaction it shows as (booked, or rejected when declined). */
  transactionUid: text,
  approved: { type: 'boolean' },
  status: { type: 'string', enum: ['booked', 'rejected'] },
  declineReason: orNull({ type: 'string', enum: DECLINE_REASONS }),
  declineCause: orNull({ type: 'string', enum: CARD_DECLINE_CAUSES }),
  cardStatus,
});

export type CardStatus = (typeof CARD_STATUSES)[number];
export type CardKind = (typeof CARD_KINDS)[number];
export type CardBrand = (typeof CARD_BRANDS)[number];
export type CardAction = (typeof CARD_ACTIONS)[number];
export type WalletType = (typeof WALLET_TYPES)[number];
export type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number];
export type CardProgramContractStatus = (typeof CARD_PROGRAM_CONTRACT_STATUSES)[number];
export type BulkOrderStatus = (typeof BULK_ORDER_STATUSES)[number];
export type CardProgramAction = (typeof CARD_PROGRAM_ACTIONS)[number];
export type CardCountStatus = (typeof CARD_COUNT_STATUSES)[number];
export type CardDeclineCause = (typeof CARD_DECLINE_CAUSES)[number];
export type Card = FromSchema<typeof cardSchema>;
export type CardTransactionFilter = FromSchema<typeof cardTransactionFilterSchema>;
export type AgentCardsQuery = QueryOf<typeof agentCardsQuerySchema>;
export type CardSearchQuery = QueryOf<typeof cardSearchQuerySchema>;
export type CardActions = FromSchema<typeof cardActionsSchema>;
export type CardActionBody = FromSchema<typeof cardActionBodySchema>;
export type CardActionResult = FromSchema<typeof cardActionResultSchema>;
export type WalletToken = FromSchema<typeof walletTokenSchema>;
export type CardProgram = FromSchema<typeof cardProgramSchema>;
export type BulkCardOrder = FromSchema<typeof bulkCardOrderSchema>;
export type ExtendBulkBody = FromSchema<typeof extendBulkBodySchema>;
export type CardTerminalBody = FromSchema<typeof cardTerminalBodySchema>;
export type CardTerminalAnswer = FromSchema<typeof cardTerminalAnswerSchema>;
