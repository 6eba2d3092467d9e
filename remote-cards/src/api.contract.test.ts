/**
 * remote-cards's calls against the gateway's OpenAPI document (docs/deploying.md "Contract tests gate a
 * release"): every exported function of its api modules, once per way it calls, with what the screens pass it.
 */
import { describeApiContract, personas } from 'shared-kernel/testing';
import * as cardDetails from './card-details/api';
import * as cards from './cards/api';
import * as cardsAdmin from './cards-admin/api';
import { CARD_UIDS, PROGRAM_UID } from './fixtures';

const anna = personas.annaPrivate;
const baeckerei = personas.annaBaeckerei.currentContext!;

describeApiContract('remote-cards', {
  sources: __dirname,
  // cards-admin first: the kit's check of a refused body resends the first call with a body, and extend-bulk's is one
  // closed object (the card actions' body is a oneOf of them, whose refusal lists every branch).
  modules: { 'cards-admin/api': cardsAdmin, 'cards/api': cards, 'card-details/api': cardDetails },
  cases: {
    'cards-admin/api': {
      fetchCardPrograms: {
        operations: ['GET /api/v2/partnerships/{uid}/card-programs'],
        context: baeckerei,
        call: (api) => cardsAdmin.fetchCardPrograms(api, baeckerei.uid),
      },
      fetchProgramCards: {
        operations: ['GET /api/v2/debit-cards/search'],
        context: baeckerei,
        call: (api) => cardsAdmin.fetchProgramCards(api, PROGRAM_UID),
      },
      fetchBulkOrders: {
        operations: ['GET /api/v2/card-programs/{id}/extend-bulk'],
        context: baeckerei,
        call: (api) => cardsAdmin.fetchBulkOrders(api, PROGRAM_UID),
      },
      orderCards: {
        operations: ['POST /api/v2/card-programs/{id}/extend-bulk'],
        context: baeckerei,
        call: (api) =>
          cardsAdmin.orderCards(api, PROGRAM_UID, {
            cards: [
              {
                holderUid: personas.lucaBaeckerei.user!.uid,
                debitAccountUid: personas.annaBaeckerei.cashAccounts[0]!.uid,
                kind: 'combo',
                embossedName: 'LUCA ROSSI',
              },
            ],
          }),
      },
      fetchCardHolderCandidates: {
        operations: ['GET /api/v2/partnerships/{uid}/members'],
        context: baeckerei,
        call: (api) => cardsAdmin.fetchCardHolderCandidates(api, baeckerei.uid),
      },
    },
    'cards/api': {
      fetchCards: [
        {
          // Private context: the person's own cards.
          operations: ['GET /api/v2/agents/{uid}/cards'],
          call: (api) => cards.fetchCards(api, anna),
        },
        {
          // A partnership: the cards the person may read as its delegate (roles=delegate).
          operations: ['GET /api/v2/agents/{uid}/cards'],
          context: baeckerei,
          call: (api) => cards.fetchCards(api, personas.annaBaeckerei),
        },
      ],
    },
    'card-details/api': {
      fetchCard: {
        operations: ['GET /api/v2/debit-cards/{id}'],
        call: (api) => cardDetails.fetchCard(api, CARD_UIDS.annaCombo),
      },
      takeCardAction: [
        {
          operations: ['POST /api/v2/debit-cards/{id}/actions'],
          call: (api) => cardDetails.takeCardAction(api, CARD_UIDS.annaVirtual, { action: 'unfreeze' }),
        },
        {
          operations: ['POST /api/v2/debit-cards/{id}/actions'],
          call: (api) =>
            cardDetails.takeCardAction(api, CARD_UIDS.annaCombo, {
              action: 'replaceLostStolen',
              reason: 'lost',
            }),
        },
        {
          operations: ['POST /api/v2/debit-cards/{id}/actions'],
          call: (api) =>
            cardDetails.takeCardAction(api, CARD_UIDS.annaCombo, {
              action: 'setLimit',
              monthlySpendingValue: 250_050,
              atmMonthlyValue: 100_000,
            }),
        },
        {
          operations: ['POST /api/v2/debit-cards/{id}/actions'],
          call: (api) =>
            cardDetails.takeCardAction(api, CARD_UIDS.annaCombo, {
              action: 'viewPin',
              password: 'Kontor-Sandbox-1',
            }),
        },
        {
          operations: ['POST /api/v2/debit-cards/{id}/actions'],
          call: (api) =>
            cardDetails.takeCardAction(api, CARD_UIDS.annaCombo, {
              action: 'createTransactionFilter',
              filter: { label: 'Online', maxAmountValue: 20_000, merchantCategories: ['onlineShopping'] },
            }),
        },
      ],
      fetchCardPayments: {
        operations: ['GET /api/v2/cash-accounts/{id}/transactions'],
        call: (api) => cardDetails.fetchCardPayments(api, anna.cashAccounts[0]!.uid, CARD_UIDS.annaCombo),
      },
    },
  },
});
