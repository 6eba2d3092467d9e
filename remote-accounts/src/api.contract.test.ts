/**
 * remote-accounts' calls against the gateway's OpenAPI document (docs/deploying.md "Contract tests gate a
 * release"): every exported function of its api modules, once per way it calls, with what the screens pass it.
 */
import { describeApiContract, personas } from 'shared-kernel/testing';
import * as accountInformation from './account-information/api';
import * as cashAccountCreate from './cash-account-create/api';
import * as dashboard from './dashboard/api';
import * as dataSharing from './data-sharing/api';
import * as documents from './documents/api';
import * as legal from './legal/agreements';
import * as personalDetails from './personal-details/api';
import * as settings from './settings/api';
import * as spendings from './spendings/api';
import { spendingWindow } from './spendings/timeseries';
import * as suggestions from './suggestions/suggestions';
import * as transactions from './transactions/api';
import { toTransactionQuery } from './transactions/filters';

const TODAY = '2026-11-24';
const annaPrivate = personas.annaPrivate;
const annaBaeckerei = personas.annaBaeckerei;
const anna = annaPrivate.user!;
const account = annaPrivate.cashAccounts[0]!;
const baeckerei = annaBaeckerei.currentContext!;
const TRANSACTION = '66666666-6666-4666-8666-666666666666';
const TRIGGER = '77777777-7777-4777-8777-777777777777';
const AGREEMENT = '88888888-8888-4888-8888-888888888888';
const FILE = '33333333-3333-4333-8333-333333333333';
const ticket = {
  uid: '99999999-9999-4999-8999-999999999999',
  status: 'active' as const,
  createdAt: `${TODAY}T08:00:00.000Z`,
  format: 'csv' as const,
  cashAccountUid: account.uid,
  from: '2026-10-01',
  to: '2026-10-31',
  _links: { download: { href: '/api/export-tickets/99999999-9999-4999-8999-999999999999/download' } },
};
const upload = {
  content: 'JVBERi0xLjcK',
  displayName: 'receipt.pdf',
  mimeType: 'application/pdf',
  ownerUid: TRANSACTION,
};

/** downloadExport saves through an object URL and a link click, which jsdom has not. */
function stubDownload() {
  URL.createObjectURL = jest.fn(() => 'blob:statement');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

describeApiContract('remote-accounts', {
  sources: __dirname,
  modules: {
    'account-information/api': accountInformation,
    'cash-account-create/api': cashAccountCreate,
    'dashboard/api': dashboard,
    'data-sharing/api': dataSharing,
    'documents/api': documents,
    'legal/agreements': legal,
    'personal-details/api': personalDetails,
    'settings/api': settings,
    'spendings/api': spendings,
    'suggestions/suggestions': suggestions,
    'transactions/api': transactions,
  },
  cases: {
    'account-information/api': {
      fetchAccountOwner: [
        {
          operations: ['GET /api/v2/natural-persons/{uid}/domicile'],
          call: (api) => accountInformation.fetchAccountOwner(api, annaPrivate),
        },
        {
          operations: ['GET /api/v2/partnerships/{uid}'],
          context: baeckerei,
          call: (api) => accountInformation.fetchAccountOwner(api, annaBaeckerei),
        },
      ],
    },
    'cash-account-create/api': {
      fetchAvailableCurrencies: {
        operations: ['GET /api/v2/agents/{uid}/available-currencies'],
        call: (api) => cashAccountCreate.fetchAvailableCurrencies(api, anna.uid),
      },
      fetchPartnershipAccounts: {
        operations: ['GET /api/partnerships/{uid}/cash-accounts'],
        context: baeckerei,
        call: (api) => cashAccountCreate.fetchPartnershipAccounts(api, baeckerei.uid),
      },
      fetchOpeningConditions: {
        operations: ['GET /api/partnerships/{uid}/cash-accounts/opening-conditions'],
        context: baeckerei,
        call: (api) => cashAccountCreate.fetchOpeningConditions(api, baeckerei.uid),
      },
      fetchConditionText: {
        operations: ['GET /api/collection-lookup/conditions/{code}'],
        call: (api) => cashAccountCreate.fetchConditionText(api, 'GTC'),
      },
      openCashAccount: {
        operations: ['POST /api/partnerships/{uid}/cash-accounts'],
        context: baeckerei,
        call: (api) =>
          cashAccountCreate.openCashAccount(api, baeckerei.uid, {
            currency: 'EUR',
            accountName: 'Euro-Konto',
            acceptedConditionCodes: ['GTC', 'PTC'],
          }),
      },
    },
    'dashboard/api': {
      fetchAccountStats: {
        operations: ['GET /api/v2/accounts/{id}/stats'],
        call: (api) => dashboard.fetchAccountStats(api, account.uid),
      },
      fetchRecentTransactions: {
        operations: ['GET /api/v2/cash-accounts/{id}/transactions'],
        call: (api) => dashboard.fetchRecentTransactions(api, account.uid),
      },
      fetchSuggestions: {
        operations: ['GET /api/v2/agents/{uid}/suggestions'],
        call: (api) => dashboard.fetchSuggestions(api, anna.uid),
      },
      setSuggestionEnabled: [
        {
          operations: ['POST /api/v2/agents/{uid}/suggestions/{trigger}/{command}'],
          call: (api) => dashboard.setSuggestionEnabled(api, anna.uid, TRIGGER, false),
        },
        {
          operations: ['POST /api/v2/agents/{uid}/suggestions/{trigger}/{command}'],
          call: (api) => dashboard.setSuggestionEnabled(api, anna.uid, TRIGGER, true),
        },
      ],
    },
    'data-sharing/api': {
      fetchDataSharingContracts: {
        operations: ['GET /api/v2/data-sharing-agreements'],
        call: (api) => dataSharing.fetchDataSharingContracts(api),
      },
      fetchEnrichedContract: [
        {
          operations: ['GET /api/v2/data-sharing-agreements/{uid}/enriched-long'],
          call: (api) => dataSharing.fetchEnrichedContract(api, AGREEMENT, 'long'),
        },
        {
          operations: ['GET /api/v2/data-sharing-agreements/{uid}/enriched-short'],
          call: (api) => dataSharing.fetchEnrichedContract(api, AGREEMENT, 'short'),
        },
      ],
    },
    'documents/api': {
      fetchExportTickets: {
        operations: ['GET /api/natural-persons/{uid}/export-tickets'],
        call: (api) => documents.fetchExportTickets(api, anna.uid),
      },
      requestExport: {
        operations: ['POST /api/natural-persons/{uid}/export-tickets'],
        call: (api) =>
          documents.requestExport(api, anna.uid, {
            cashAccountUid: account.uid,
            from: '2026-10-01',
            to: '2026-10-31',
            format: 'camt053',
          }),
      },
      downloadExport: {
        operations: ['GET /api/export-tickets/{ticketUid}/download'],
        call: (api) => {
          stubDownload();
          return documents.downloadExport(api, ticket);
        },
      },
    },
    'legal/agreements': {
      legalAgreements: { noCall: 'orders the accepted agreements by title' },
      fetchContracts: {
        operations: ['GET /api/v2/agents/{uid}/contracts'],
        call: (api) => legal.fetchContracts(api, anna.uid),
      },
      fetchAgreementContent: {
        operations: ['GET /api/collection-lookup/agreements/{code}'],
        call: (api) => legal.fetchAgreementContent(api, 'PSTC'),
      },
    },
    'personal-details/api': {
      fetchPerson: {
        operations: ['GET /api/v2/natural-person'],
        call: (api) => personalDetails.fetchPerson(api),
      },
      saveDomicile: {
        operations: ['PATCH /api/v2/natural-persons/{uid}/domicile'],
        call: (api) =>
          personalDetails.saveDomicile(api, anna.uid, {
            street: 'Bahnhofstrasse',
            number: '12a',
            postalCode: '8001',
            city: 'Zürich',
            country: 'CHE',
            validFrom: '2026-12-01',
          }),
      },
      savePhoneNumber: {
        operations: ['PATCH /api/v2/natural-persons/{uid}/phone-number'],
        call: (api) =>
          personalDetails.savePhoneNumber(api, anna.uid, { countryCode: '+41', number: '791234567' }),
      },
    },
    'settings/api': {
      fetchActiveSessions: {
        operations: ['GET /api/v3/auth/sessions'],
        call: (api) => settings.fetchActiveSessions(api),
      },
      signOutOtherSessions: {
        operations: ['POST /api/v3/auth/sessions/sign-out-others'],
        call: (api) => settings.signOutOtherSessions(api),
      },
      fetchProfile: {
        operations: ['GET /api/v2/profile'],
        call: (api) => settings.fetchProfile(api),
      },
      saveProfile: {
        operations: ['PATCH /api/v2/profile'],
        call: (api) =>
          settings.saveProfile(api, {
            communication: { languageCode: 'fr', noAdvertisements: true, noNewsletters: false },
            theme: 'dark',
          }),
      },
    },
    'spendings/api': {
      fetchSpendings: [
        {
          // Private: the person's own spendings (filter.naturalPerson).
          operations: ['POST /api/spendings/timeseries'],
          call: (api) =>
            spendings.fetchSpendings(
              api,
              annaPrivate,
              account.uid,
              'YYYY-MM',
              spendingWindow('YYYY-MM', TODAY),
            ),
        },
        {
          operations: ['POST /api/spendings/timeseries'],
          context: baeckerei,
          call: (api) =>
            spendings.fetchSpendings(
              api,
              annaBaeckerei,
              annaBaeckerei.cashAccounts[0]!.uid,
              'YYYY-MM-DD',
              spendingWindow('YYYY-MM-DD', TODAY),
            ),
        },
      ],
    },
    'suggestions/suggestions': {
      shownSuggestions: { noCall: 'the dashboard order of the suggestions shown' },
      hiddenSuggestions: { noCall: 'the removed suggestions, in the same order' },
      suggestionImage: { noCall: 'the image path of a suggestion' },
      fetchSuggestions: {
        operations: ['GET /api/v2/agents/{uid}/suggestions'],
        call: (api) => suggestions.fetchSuggestions(api, anna.uid),
      },
      commandSuggestion: [
        {
          operations: ['POST /api/v2/agents/{uid}/suggestions/{trigger}/{command}'],
          call: (api) => suggestions.commandSuggestion(api, anna.uid, TRIGGER, 'disable'),
        },
        {
          operations: ['POST /api/v2/agents/{uid}/suggestions/{trigger}/{command}'],
          call: (api) => suggestions.commandSuggestion(api, anna.uid, TRIGGER, 'enable'),
        },
      ],
    },
    'transactions/api': {
      fetchTransactionPage: [
        {
          operations: ['GET /api/v2/cash-accounts/{id}/transactions'],
          call: (api) =>
            transactions.fetchTransactionPage(
              api,
              account.uid,
              toTransactionQuery(
                { search: '', period: 'all', direction: 'all', status: 'all', category: 'all' },
                TODAY,
              ),
              0,
            ),
        },
        {
          // Every filter set (the screen's query of them), on a later page.
          operations: ['GET /api/v2/cash-accounts/{id}/transactions'],
          call: (api) =>
            transactions.fetchTransactionPage(
              api,
              account.uid,
              toTransactionQuery(
                {
                  search: ' Migros ',
                  period: 'lastMonth',
                  direction: 'debit',
                  status: 'booked',
                  category: 'groceries',
                },
                TODAY,
              ),
              transactions.TRANSACTION_PAGE_SIZE,
              new AbortController().signal,
            ),
        },
      ],
      fetchTransaction: {
        operations: ['GET /api/v2/transactions/{id}'],
        call: (api) => transactions.fetchTransaction(api, TRANSACTION),
      },
      fetchReceipt: {
        operations: ['GET /api/v2/transactions/{id}/receipt'],
        call: (api) => transactions.fetchReceipt(api, TRANSACTION),
      },
      saveReceipt: [
        {
          // The note editor's save (TransactionDetail).
          operations: ['PATCH /api/v2/transactions/{id}/receipt'],
          call: (api) =>
            transactions.saveReceipt(api, TRANSACTION, {
              noteText: 'Lunch with @Nora Schmid #team',
              tags: ['#team'],
              mentions: ['@Nora Schmid'],
              category: 'restaurants',
            }),
        },
        {
          // An attachment added or removed.
          operations: ['PATCH /api/v2/transactions/{id}/receipt'],
          call: (api) => transactions.saveReceipt(api, TRANSACTION, { attachedFileUids: [FILE] }),
        },
      ],
      fetchTagProfile: [
        {
          operations: ['GET /api/natural-persons/{uid}/tag-profile'],
          call: (api) => transactions.fetchTagProfile(api, annaPrivate),
        },
        {
          operations: ['GET /api/partnerships/{uid}/tag-profile'],
          context: baeckerei,
          call: (api) => transactions.fetchTagProfile(api, annaBaeckerei),
        },
      ],
      fetchCustomizeSchema: {
        operations: ['GET /api/v2/transactions/{id}/customize'],
        call: (api) => transactions.fetchCustomizeSchema(api),
      },
      uploadFileResource: {
        operations: ['POST /api/v2/file-resources'],
        call: (api) => transactions.uploadFileResource(api, upload, () => undefined),
      },
      renameFileResource: {
        operations: ['PATCH /api/v2/file-resources/{uid}'],
        call: (api) => transactions.renameFileResource(api, FILE, 'receipt-lunch.pdf'),
      },
      deleteFileResource: {
        operations: ['DELETE /api/v2/file-resources/{uid}'],
        call: (api) => transactions.deleteFileResource(api, FILE),
      },
      downloadReceiptFile: {
        operations: ['GET /api/files/{bucketFile}/raw'],
        call: (api) => transactions.downloadReceiptFile(api, { bucketFileName: `${FILE}.pdf` }),
      },
    },
  },
});
