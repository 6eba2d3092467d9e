/**
 * Cards, card programs and bulk orders of the personas as the gateway answers them (contracts/cards.ts), for the
 * unit tests and the api contract test. The people and accounts are the persona fixtures' (shared-kernel/testing).
 */
import {
  allowedCardActions,
  cardContextFacts,
  cardOwnershipOf,
  type BulkCardOrder,
  type Card,
  type CardAction,
  type CardBrand,
  type CardKind,
  type CardProgram,
  type CardStatus,
  type SessionSnapshot,
  type Transaction,
} from 'shared-kernel/domain';
import { personas } from 'shared-kernel/testing';

/** A fixture uid of this remote's own (the kernel's persona fixtures number theirs the same way). */
const fixtureUid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const UIDS = {
  anna: personas.annaPrivate.user!.uid,
  luca: personas.lucaPrivate.user!.uid,
  pia: personas.pia.user!.uid,
  baeckerei: personas.annaBaeckerei.currentContext!.uid,
  annaPrivatkonto: personas.annaPrivate.cashAccounts[0]!.uid,
  betriebskonto: personas.annaBaeckerei.cashAccounts[0]!.uid,
};

export const CARD_UIDS = {
  annaCombo: fixtureUid(401),
  annaVirtual: fixtureUid(402),
  annaBusiness: fixtureUid(403),
  lucaBusiness: fixtureUid(404),
  piaCard: fixtureUid(405),
  replacement: fixtureUid(406),
} as const;
export const PROGRAM_UID = fixtureUid(501);
export const BULK_ORDER_UID = fixtureUid(502);

const chf = (value: number) => ({ value, factor: 2, currency: 'CHF' });

export interface CardFixture {
  uid: string;
  holder: { uid: string; name: string };
  status: CardStatus;
  kind?: CardKind;
  brand?: CardBrand;
  lastDigits: string;
  debitAccountUid: string;
  cardProgramUid?: string | null;
  actions?: CardAction[];
}

/** A card as read; its actions are those of the status machine unless given. */
export function cardOf(fixture: CardFixture): Card {
  const programUid = fixture.cardProgramUid ?? null;
  return {
    baseCardDetails: { cardUID: fixture.uid, status: fixture.status, holderEnriched: fixture.holder },
    kind: fixture.kind ?? 'combo',
    brand: fixture.brand ?? 'black',
    lastDigits: fixture.lastDigits,
    maskedPan: `5354 56•• •••• ${fixture.lastDigits}`,
    expiry: '08/28',
    embossedName: fixture.holder.name.toUpperCase(),
    debitAccountUid: fixture.debitAccountUid,
    cardProgramUid: programUid,
    partnershipUid: programUid ? UIDS.baeckerei : null,
    limits: { monthlySpending: chf(500_000), atmMonthly: chf(200_000), spentThisMonth: chf(124_550) },
    blockedMerchantCategories: [],
    transactionFilters: [],
    pinSet: true,
    replacesCardUid: null,
    replacedByCardUid: null,
    actions: fixture.actions ?? [],
    createdAt: '2026-01-15T09:00:00.000Z',
  };
}

/** The card with the actions the kernel's rule allows the session (as the gateway answers them). */
export function asReadBy(card: Card, session: SessionSnapshot): Card {
  const actions = allowedCardActions({
    context: cardContextFacts(session),
    card: cardOwnershipOf(card),
    state: { status: card.baseCardDetails.status, expiry: card.expiry, today: '2026-03-02', replaced: false },
    kind: card.kind,
    features: ['DebitCard', 'VirtualCard', 'AppleWallet', 'CardProgram'],
  });
  return { ...card, actions };
}

const anna = { uid: UIDS.anna, name: 'Anna Meier' };
const luca = { uid: UIDS.luca, name: 'Luca Rossi' };
const pia = { uid: UIDS.pia, name: 'Pia Frei' };

export const annaCombo = (status: CardStatus = 'active'): Card =>
  cardOf({
    uid: CARD_UIDS.annaCombo,
    holder: anna,
    status,
    lastDigits: '4821',
    debitAccountUid: UIDS.annaPrivatkonto,
  });
export const annaVirtual = (status: CardStatus = 'frozen'): Card =>
  cardOf({
    uid: CARD_UIDS.annaVirtual,
    holder: anna,
    status,
    kind: 'virtual',
    lastDigits: '7310',
    debitAccountUid: UIDS.annaPrivatkonto,
  });
export const annaBusiness = (status: CardStatus = 'active'): Card =>
  cardOf({
    uid: CARD_UIDS.annaBusiness,
    holder: anna,
    status,
    brand: 'abacusExpense',
    lastDigits: '5502',
    debitAccountUid: UIDS.betriebskonto,
    cardProgramUid: PROGRAM_UID,
  });
export const lucaBusiness = (status: CardStatus = 'active'): Card =>
  cardOf({
    uid: CARD_UIDS.lucaBusiness,
    holder: luca,
    status,
    brand: 'abacusExpense',
    lastDigits: '9034',
    debitAccountUid: UIDS.betriebskonto,
    cardProgramUid: PROGRAM_UID,
  });
export const piaCard = (status: CardStatus = 'active'): Card =>
  cardOf({
    uid: CARD_UIDS.piaCard,
    holder: pia,
    status,
    brand: 'swibeco',
    lastDigits: '1187',
    debitAccountUid: fixtureUid(214),
  });

export const bakeryProgram = (orderCards = true): CardProgram => ({
  program: {
    cardProgramUid: PROGRAM_UID,
    partnershipUid: UIDS.baeckerei,
    defaultATMMonthlyLimit: chf(200_000),
  },
  contract: {
    cardProgramContractUid: fixtureUid(503),
    status: 'active',
    allowedDebitAccounts: [
      {
        accountEnriched: {
          uid: UIDS.betriebskonto,
          iban: 'CH9330334000000084520',
          name: 'Betriebskonto',
          currency: 'CHF',
        },
      },
    ],
  },
  actionables: {
    myActionables: [
      { action: 'viewCards', method: 'GET' },
      { action: 'viewBulkOrders', method: 'GET' },
      ...(orderCards ? [{ action: 'orderCards' as const, method: 'POST' as const }] : []),
    ],
  },
  numCards: [
    { entityStatus: 'active', count: 2 },
    { entityStatus: 'pending', count: 0 },
  ],
});

export const bulkOrder = (
  status: BulkCardOrder['status'] = 'executed',
  at = '2026-02-10T10:00:00.000Z',
): BulkCardOrder => ({
  bulkOrderUid: status === 'expired' ? fixtureUid(504) : BULK_ORDER_UID,
  cardProgramUid: PROGRAM_UID,
  status,
  orderedByUid: UIDS.anna,
  createdAt: at,
  items: [
    {
      holderEnriched: luca,
      kind: 'combo',
      debitAccountUid: UIDS.betriebskonto,
      cardUid: status === 'executed' ? CARD_UIDS.lucaBusiness : null,
    },
  ],
  failureReason: null,
});

/** A card payment booking of the card (declined ones as the terminal books them: rejected, reason decline). */
export function cardPayment(
  card: Card,
  n: number,
  merchant: string,
  value: number,
  status: Transaction['status'] = 'booked',
): Transaction {
  const uid = fixtureUid(600 + n);
  return {
    uid,
    cashAccountUid: card.debitAccountUid,
    status,
    direction: 'debit',
    amount: chf(value),
    declineReason: status === 'rejected' ? 'decline' : null,
    merchant: { name: merchant, city: 'Zürich' },
    counterparty: { name: null, iban: null },
    category: 'groceries',
    bookingText: merchant,
    reference: null,
    bookingDate: '2026-03-01',
    valueDate: '2026-03-01',
    createdAt: '2026-03-01T12:00:00.000Z',
    cardUid: card.baseCardDetails.cardUID,
    attachedReceipt: { hasAttachment: false, hasNote: false },
    _links: {
      self: { href: `/api/v2/transactions/${uid}` },
      receipt: { href: `/api/v2/transactions/${uid}/receipt` },
    },
    _actions: { editReceipt: { method: 'PATCH', href: `/api/v2/transactions/${uid}/receipt` } },
  };
}
