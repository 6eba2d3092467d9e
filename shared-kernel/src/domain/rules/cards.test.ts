import { CARD_ACTIONS, CARD_STATUSES, type CardAction, type CardStatus } from '../contracts/cards';
import { personas } from '../fixtures/personas';
import type { SessionSnapshot } from '../session';
import {
  allowedCardActions,
  canReadCard,
  cardActionAllowed,
  cardActionRefusal,
  cardActionRight,
  cardCountStatus,
  cardExpiresSoon,
  cardExpired,
  cardExpiryDay,
  cardKindOffered,
  cardPaymentDecline,
  cardProgramActions,
  cardReadAllowed,
  cardStateRefusal,
  countsAsPendingCard,
  isOwnNonDeletedCard,
  mayHoldProgramCard,
  walletsOffered,
  type CardActionFacts,
  type CardContextFacts,
  type CardOwnershipFacts,
  type CardPaymentFacts,
} from './cards';

const ANNA = 'a0000000-0000-4000-8000-000000000001';
const LUCA = 'a0000000-0000-4000-8000-000000000002';
const RITA = 'a0000000-0000-4000-8000-000000000003';
const BAECKEREI = 'b0000000-0000-4000-8000-000000000001';
const PROGRAM = 'c0000000-0000-4000-8000-000000000001';

const privateCard: CardOwnershipFacts = {
  uid: 'd0000000-0000-4000-8000-000000000001',
  holderUid: ANNA,
  cardProgramUid: null,
  partnershipUid: null,
};
const lucasProgramCard: CardOwnershipFacts = {
  uid: 'd0000000-0000-4000-8000-000000000002',
  holderUid: LUCA,
  cardProgramUid: PROGRAM,
  partnershipUid: BAECKEREI,
};
const annasProgramCard: CardOwnershipFacts = { ...lucasProgramCard, uid: 'd3', holderUid: ANNA };

const privateOf = (personUid: string): CardContextFacts => ({ type: 'private', personUid });
const programRights = ['view', 'capture', 'approve'].map((action) => ({
  entityUID: PROGRAM,
  entityType: 'CardProgram' as const,
  action: action as 'view' | 'capture' | 'approve',
}));
const annaInBaeckerei: CardContextFacts = {
  type: 'business',
  personUid: ANNA,
  partnershipUid: BAECKEREI,
  roles: ['partner', 'delegate', 'deputy'],
  entitlements: programRights,
};
const lucaInBaeckerei: CardContextFacts = {
  type: 'business',
  personUid: LUCA,
  partnershipUid: BAECKEREI,
  roles: ['delegate'],
  entitlements: [],
};
const ritaInBaeckerei: CardContextFacts = {
  type: 'business',
  personUid: RITA,
  partnershipUid: BAECKEREI,
  roles: [],
  entitlements: [],
};

/** The expected status machine, written out as the table docs/cards-api.md shows. */
const LIVE: CardStatus[] = ['new', 'funded', 'active', 'frozen', 'pin_locked'];
const EXPECTED_FROM: Record<CardAction, CardStatus[]> = {
  viewLimit: CARD_STATUSES.filter((status) => status !== 'deleted'),
  freeze: ['active'],
  unfreeze: ['frozen'],
  renew: ['retired'],
  replaceLostStolen: LIVE,
  replaceExpiring: ['active', 'frozen'],
  setLimit: LIVE,
  setPin: ['new', 'funded', 'active', 'frozen'],
  viewPin: LIVE,
  addMerchantCategoryBlocking: LIVE,
  createTransactionFilter: LIVE,
  delete: ['new', 'blocked', 'retired'],
  requestReidentificationVoucher: ['locked'],
  viewWalletTokens: ['active', 'frozen', 'pin_locked'],
  unlockPin: ['pin_locked'],
  activate: ['new', 'funded'],
};

describe('the card status machine (spec §4)', () => {
  const table = CARD_ACTIONS.flatMap((action) => CARD_STATUSES.map((status) => [action, status] as const));
  it.each(table)('%s from %s', (action, status) => {
    expect(cardActionAllowed(status, action)).toBe(EXPECTED_FROM[action].includes(status));
    const refusal = cardStateRefusal(
      { status, expiry: '12/26', today: '2026-11-20', replaced: false },
      action,
    );
    expect(refusal === 'card_status_forbids_action').toBe(!EXPECTED_FROM[action].includes(status));
  });

  it('replace expiring only within two months of the expiry, and one replacement at a time', () => {
    const state = { status: 'active' as const, expiry: '12/26', today: '2026-11-20', replaced: false };
    expect(cardStateRefusal(state, 'replaceExpiring')).toBeNull();
    expect(cardStateRefusal({ ...state, expiry: '06/28' }, 'replaceExpiring')).toBe('card_not_expiring');
    expect(cardStateRefusal({ ...state, replaced: true }, 'replaceLostStolen')).toBe('card_already_replaced');
    expect(cardStateRefusal({ ...state, replaced: true }, 'freeze')).toBeNull();
  });

  it('reads the expiry MM/YY as the last day of its month', () => {
    expect(cardExpiryDay('02/28')).toBe('2028-02-29');
    expect(cardExpiryDay('12/26')).toBe('2026-12-31');
    expect(cardExpired('10/26', '2026-11-01')).toBe(true);
    expect(cardExpired('11/26', '2026-11-30')).toBe(false);
    expect(cardExpiresSoon('01/27', '2026-11-30')).toBe(true);
    expect(cardExpiresSoon('03/27', '2026-11-30')).toBe(false);
  });

  it('counts new and funded as pending; own non-deleted cards exclude deleted, locked, blocked, retired', () => {
    expect(CARD_STATUSES.filter(countsAsPendingCard)).toEqual(['new', 'funded']);
    expect(CARD_STATUSES.filter(isOwnNonDeletedCard)).toEqual([
      'new',
      'funded',
      'active',
      'frozen',
      'pin_locked',
    ]);
    expect(CARD_STATUSES.map(cardCountStatus)).toEqual([
      'pending',
      'pending',
      'active',
      'frozen',
      'locked',
      'blocked',
      'retired',
      null,
      'pin_locked',
    ]);
  });
});

describe('who reads a card (spec §6)', () => {
  it('a private card: its holder in private context only', () => {
    expect(cardReadAllowed({ context: privateOf(ANNA), card: privateCard })).toBe(true);
    expect(cardReadAllowed({ context: privateOf(LUCA), card: privateCard })).toBe(false);
    expect(cardReadAllowed({ context: annaInBaeckerei, card: privateCard })).toBe(false);
    expect(cardReadAllowed({ context: null, card: privateCard })).toBe(false);
  });

  it("a program card: the partnership's entitled delegates, and its holder, in the partnership's context", () => {
    expect(cardReadAllowed({ context: annaInBaeckerei, card: lucasProgramCard })).toBe(true);
    expect(cardReadAllowed({ context: lucaInBaeckerei, card: lucasProgramCard })).toBe(true);
    // Luca is a delegate without the CardProgram entitlement: only the card he holds.
    expect(cardReadAllowed({ context: lucaInBaeckerei, card: annasProgramCard })).toBe(false);
    expect(cardReadAllowed({ context: ritaInBaeckerei, card: lucasProgramCard })).toBe(false);
    expect(cardReadAllowed({ context: privateOf(LUCA), card: lucasProgramCard })).toBe(false);
    // The entitlement without the delegate role does not do.
    const partnerOnly = { ...annaInBaeckerei, roles: ['partner'] };
    expect(cardReadAllowed({ context: partnerOnly, card: lucasProgramCard })).toBe(false);
  });

  it('a CardIdentity entitlement reaches the one card', () => {
    const context: CardContextFacts = {
      ...lucaInBaeckerei,
      entitlements: [{ entityUID: annasProgramCard.uid, entityType: 'CardIdentity', action: 'view' }],
    };
    expect(cardReadAllowed({ context, card: annasProgramCard })).toBe(true);
    expect(cardActionRight({ context, card: annasProgramCard }, 'freeze')).toBe(false);
  });
});

describe('who takes a card action (spec §6)', () => {
  it("the PIN, wallets, activation and reidentification are the holder's alone", () => {
    for (const action of ['viewPin', 'setPin', 'viewWalletTokens', 'activate'] as const) {
      expect(cardActionRight({ context: lucaInBaeckerei, card: lucasProgramCard }, action)).toBe(true);
      expect(cardActionRight({ context: annaInBaeckerei, card: lucasProgramCard }, action)).toBe(false);
    }
  });

  it("safety: the holder or the program's administrator", () => {
    for (const action of ['freeze', 'unfreeze', 'replaceLostStolen', 'unlockPin'] as const) {
      expect(cardActionRight({ context: lucaInBaeckerei, card: lucasProgramCard }, action)).toBe(true);
      expect(cardActionRight({ context: annaInBaeckerei, card: lucasProgramCard }, action)).toBe(true);
    }
  });

  it("the money's settings: the private card's holder, a program card's administrator", () => {
    for (const action of ['setLimit', 'addMerchantCategoryBlocking', 'delete', 'replaceExpiring'] as const) {
      expect(cardActionRight({ context: privateOf(ANNA), card: privateCard }, action)).toBe(true);
      expect(cardActionRight({ context: lucaInBaeckerei, card: lucasProgramCard }, action)).toBe(false);
      expect(cardActionRight({ context: annaInBaeckerei, card: lucasProgramCard }, action)).toBe(true);
    }
  });
});

describe('allowedCardActions', () => {
  const facts = (status: CardStatus, extra: Partial<CardActionFacts> = {}): CardActionFacts => ({
    context: privateOf(ANNA),
    card: privateCard,
    state: { status, expiry: '06/29', today: '2026-11-20', replaced: false },
    kind: 'virtual',
    features: ['DebitCard', 'VirtualCard', 'AppleWallet'],
    ...extra,
  });

  it("Anna's frozen virtual card: unfreeze, not freeze", () => {
    const actions = allowedCardActions(facts('frozen'));
    expect(actions).toContain('unfreeze');
    expect(actions).not.toContain('freeze');
    expect(actions).toEqual([
      'viewLimit',
      'unfreeze',
      'replaceLostStolen',
      'setLimit',
      'setPin',
      'viewPin',
      'addMerchantCategoryBlocking',
      'createTransactionFilter',
      'viewWalletTokens',
    ]);
  });

  it('plan features gate card kinds and wallets', () => {
    expect(cardActionRefusal(facts('active', { features: ['DebitCard'] }), 'replaceLostStolen')).toBe(
      'card_feature_missing',
    );
    expect(cardActionRefusal(facts('active', { features: ['DebitCard'] }), 'viewWalletTokens')).toBe(
      'card_feature_missing',
    );
    expect(cardKindOffered('combo', { DebitCard: true })).toBe(true);
    expect(cardKindOffered('virtual', { DebitCard: true, VirtualCard: false })).toBe(false);
    expect(walletsOffered(['AppleWallet', 'SamsungWallet'])).toEqual(['APPLE_PAY', 'SAMSUNG_PAY']);
  });

  it('a right refused comes before the status', () => {
    expect(cardActionRefusal(facts('frozen', { context: privateOf(LUCA) }), 'freeze')).toBe(
      'card_action_forbidden',
    );
    expect(cardActionRefusal(facts('frozen'), 'freeze')).toBe('card_status_forbids_action');
  });
});

describe('card programs', () => {
  const program = { uid: PROGRAM, partnershipUid: BAECKEREI, contractStatus: 'active' };
  it('entitled delegates see the program; administrators order cards on a plan with CardProgram', () => {
    expect(cardProgramActions(annaInBaeckerei, program, ['CardProgram'])).toEqual([
      'viewCards',
      'viewBulkOrders',
      'orderCards',
    ]);
    expect(cardProgramActions(annaInBaeckerei, program, [])).toEqual(['viewCards', 'viewBulkOrders']);
    expect(
      cardProgramActions(annaInBaeckerei, { ...program, contractStatus: 'cancelling' }, ['CardProgram']),
    ).toEqual(['viewCards', 'viewBulkOrders']);
    expect(cardProgramActions(lucaInBaeckerei, program, ['CardProgram'])).toEqual([]);
    expect(cardProgramActions(ritaInBaeckerei, program, ['CardProgram'])).toEqual([]);
  });

  it('partners and delegates may hold a program card', () => {
    expect(mayHoldProgramCard(['delegate'])).toBe(true);
    expect(mayHoldProgramCard(['deputy'])).toBe(false);
    expect(mayHoldProgramCard([])).toBe(false);
  });
});

describe('the terminal decides (spec §4 decline)', () => {
  const payment = (extra: Partial<CardPaymentFacts> = {}): CardPaymentFacts => ({
    status: 'active',
    expiry: '06/29',
    today: '2026-11-20',
    amountValue: 4_250,
    merchantCategory: 'groceries',
    spentThisMonthValue: 0,
    monthlySpendingLimitValue: 500_000,
    atmThisMonthValue: 0,
    atmMonthlyLimitValue: 200_000,
    blockedMerchantCategories: [],
    transactionFilters: [],
    availableValue: 1_000_000,
    pinMatches: null,
    ...extra,
  });

  it.each([
    ['an active card within its limit', payment(), null],
    ['a frozen card', payment({ status: 'frozen' }), 'cardNotActive'],
    ['a blocked card', payment({ status: 'blocked' }), 'cardNotActive'],
    ['a new card', payment({ status: 'new' }), 'cardNotActive'],
    ['an expired card', payment({ expiry: '10/26' }), 'cardExpired'],
    ['a wrong PIN', payment({ pinMatches: false }), 'wrongPin'],
    ['a blocked category', payment({ blockedMerchantCategories: ['groceries'] }), 'merchantCategoryBlocked'],
    [
      'over a filter',
      payment({ transactionFilters: [{ maxAmountValue: 1_000, merchantCategories: [] }] }),
      'transactionFilter',
    ],
    [
      'a filter of another category',
      payment({ transactionFilters: [{ maxAmountValue: 1_000, merchantCategories: ['travel'] }] }),
      null,
    ],
    ['over the month', payment({ spentThisMonthValue: 499_000 }), 'overLimit'],
    [
      'cash over the ATM limit',
      payment({ merchantCategory: 'atm', atmThisMonthValue: 199_000 }),
      'overLimit',
    ],
    ['more than the account holds', payment({ availableValue: 100 }), 'insufficientFunds'],
  ] as const)('%s', (_, facts, cause) => {
    expect(cardPaymentDecline(facts)).toBe(cause);
  });
});

describe('session-level', () => {
  const card = (holderUid: string, programUid: string | null, partnershipUid: string | null) => ({
    baseCardDetails: { cardUID: 'd0000000-0000-4000-8000-00000000000f', holderEnriched: { uid: holderUid } },
    cardProgramUid: programUid,
    partnershipUid,
  });

  it('in private context a person reads the private cards they hold', () => {
    const anna: SessionSnapshot = personas.annaPrivate;
    expect(canReadCard(anna, card(anna.user!.uid, null, null))).toBe(true);
    expect(canReadCard(anna, card(personas.lucaPrivate.user!.uid, null, null))).toBe(false);
    expect(canReadCard(personas.pia, card(personas.pia.user!.uid, null, null))).toBe(true);
  });

  it("in the bakery Luca reads the card he holds, not Anna's", () => {
    const luca = personas.lucaBaeckerei;
    const bakery = luca.currentContext!.uid;
    expect(canReadCard(luca, card(luca.user!.uid, PROGRAM, bakery))).toBe(true);
    expect(canReadCard(luca, card(personas.annaPrivate.user!.uid, PROGRAM, bakery))).toBe(false);
    expect(canReadCard(personas.ritaBaeckerei, card(luca.user!.uid, PROGRAM, bakery))).toBe(false);
  });
});
