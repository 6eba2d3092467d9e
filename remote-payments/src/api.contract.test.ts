/**
 * remote-payments' calls against the gateway's OpenAPI document (docs/deploying.md "Contract tests gate a
 * release"): every exported function of its api modules, once, with what the screens pass it.
 */
import { describeApiContract, personas } from 'shared-kernel/testing';
import * as paymentForm from './payment-form/api';
import * as ebillInvoice from './payment-form/ebill/api';
import * as paymentOverview from './payment-overview/api';
import * as paymentConfirmation from './payment-confirmation/api';
import * as standingOrders from './standing-orders/api';
import * as scanPayment from './scan-payment/api';
import * as scanPage from './scan-page/api';
import * as bulkPayment from './bulk-payment/api';
import { emptyPaymentValues, requestBody } from './payment-form/formModel';
import { orderRead, TODAY } from './payment-form/testFixtures';

const anna = personas.annaPrivate;
const account = anna.cashAccounts[0]!;
const baeckerei = personas.annaBaeckerei.currentContext!;
const ORDER = '11111111-1111-4111-8111-111111111111';
const FILE = '33333333-3333-4333-8333-333333333333';
const BENEFICIARY = '22222222-2222-4222-8222-222222222222';
const SCAN_TOKEN = 'A'.repeat(43);
const APPROVAL = '44444444-4444-4444-8444-444444444444';
const EBILL_INVOICE = 'A1B2C3D4E5F6G7H8';

/** The body the form submits (formModel.requestBody, as useSubmitPayment sends it). */
const body = {
  ...requestBody(
    {
      ...emptyPaymentValues(account, TODAY),
      beneficiary: {
        name: 'Müller Mehl AG',
        iban: 'CH56 0483 5012 3456 7800 9',
        swiftBIC: '',
        address: { street: 'Mühleweg', number: '3', postalCode: '3000', city: 'Bern', country: 'CHE' },
      },
      amount: '1250.50',
      paymentReason: 'Invoice 42',
      noteText: 'March delivery',
      attachedFileUids: [FILE],
    },
    { isDraft: false, withAddress: false },
  ),
  customerTransactionId: '55555555-5555-4555-8555-555555555555',
};
const order = orderRead('accepted', account.uid);
const BATCH = '66666666-6666-4666-8666-666666666666';
const batchFile = {
  fileName: 'lieferanten.csv',
  content: btoa(
    'name,iban,amount,currency,date\nMuller Mehl AG,CH5604835012345678009,10.00,CHF,2026-12-01\n',
  ),
};
const betriebskonto = personas.lucaBaeckerei.cashAccounts[0]!.uid;

/** downloadBatchFile saves through an object URL and a link click, which jsdom has not. */
function stubDownload() {
  URL.createObjectURL = jest.fn(() => 'blob:batch');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}
const editable = {
  ...order,
  _actions: {
    update: { method: 'PATCH' as const, uri: `/api/v2/iban-payment-orders/${order.uid}` },
    delete: { method: 'DELETE' as const, uri: `/api/payment-orders/${order.uid}` },
  },
};

describeApiContract('remote-payments', {
  sources: __dirname,
  modules: {
    'payment-form/api': paymentForm,
    'payment-form/ebill/api': ebillInvoice,
    'payment-overview/api': paymentOverview,
    'payment-confirmation/api': paymentConfirmation,
    'standing-orders/api': standingOrders,
    'scan-payment/api': scanPayment,
    'scan-page/api': scanPage,
    'bulk-payment/api': bulkPayment,
  },
  cases: {
    'payment-form/ebill/api': {
      ebillBaseOf: { noCall: "the context's eBill base path, from the session" },
      fetchEbillInvoice: [
        {
          operations: ['GET /api/v2/ebill/related-billers-invoices'],
          call: (api) => ebillInvoice.fetchEbillInvoice(api, '/v2/ebill', EBILL_INVOICE),
        },
        {
          operations: ['GET /api/v2/ebill-business/partnerships/{uid}/related-billers-invoices'],
          context: baeckerei,
          call: (api) =>
            ebillInvoice.fetchEbillInvoice(
              api,
              `/v2/ebill-business/partnerships/${baeckerei.uid}`,
              EBILL_INVOICE,
            ),
        },
      ],
      fetchRelatedBillers: {
        operations: ['GET /api/v2/ebill/related-billers'],
        call: (api) => ebillInvoice.fetchRelatedBillers(api, '/v2/ebill'),
      },
      fetchEbillReceipt: {
        operations: ['GET /api/v2/ebill/invoices/{businessCaseId}/receipt'],
        call: (api) => ebillInvoice.fetchEbillReceipt(api, '/v2/ebill', EBILL_INVOICE),
      },
    },
    'scan-payment/api': {
      notifyQrScan: {
        operations: ['POST /api/v2/agents/{uid}/notify-qr-scan'],
        call: (api) => scanPayment.notifyQrScan(api, anna.currentContext!.uid),
      },
      fetchScannedOrder: {
        operations: ['GET /api/v2/iban-payment-orders/{uid}'],
        call: (api) => scanPayment.fetchScannedOrder(api, ORDER),
      },
      fetchScanCandidates: {
        operations: ['GET /api/v2/cash-accounts/{id}/payment-orders'],
        call: (api) => scanPayment.fetchScanCandidates(api, account.uid),
      },
    },
    'scan-page/api': {
      fetchScanSession: {
        operations: ['GET /api/v2/qr-scans/{token}'],
        call: (api) => scanPage.fetchScanSession(api, SCAN_TOKEN),
      },
      createScannedOrder: {
        operations: ['POST /api/v2/qr-scans/{token}/payment-orders'],
        call: (api) => scanPage.createScannedOrder(api, SCAN_TOKEN, { ...body, isDraftPO: true }),
      },
    },
    'payment-form/api': {
      fetchPaymentSchema: {
        operations: ['GET /api/v2/cash-accounts/{id}/iban-payment-orders'],
        call: (api) => paymentForm.fetchPaymentSchema(api, account.uid),
      },
      fetchPaymentOrder: {
        operations: ['GET /api/v2/iban-payment-orders/{uid}'],
        call: (api) => paymentForm.fetchPaymentOrder(api, ORDER),
      },
      fetchPaymentDates: [
        {
          operations: ['GET /api/payment-dates'],
          call: (api) => paymentForm.fetchPaymentDates(api, 'monthly'),
        },
        {
          // Issue 31: an eBill invoice's payment date (isEBill with its due date).
          operations: ['GET /api/payment-dates'],
          call: (api) => paymentForm.fetchPaymentDates(api, 'single', '2026-12-15'),
        },
      ],
      submitPaymentOrder: [
        {
          // A new order: the method and URI the schema response names (gateway payments/orders.ts).
          operations: ['POST /api/v2/cash-accounts/{id}/iban-payment-orders'],
          call: (api) =>
            paymentForm.submitPaymentOrder(
              api,
              { method: 'POST', uri: `/api/v2/cash-accounts/${account.uid}/iban-payment-orders` },
              body,
              body.customerTransactionId,
            ),
        },
        {
          // An edit: the order's update action.
          operations: ['PATCH /api/v2/iban-payment-orders/{uid}'],
          call: (api) =>
            paymentForm.submitPaymentOrder(
              api,
              editable._actions.update,
              { ...body, isDraftPO: true },
              body.customerTransactionId,
            ),
        },
      ],
      deletePaymentOrder: [
        {
          operations: ['DELETE /api/payment-orders/{uid}'],
          call: (api) => paymentForm.deletePaymentOrder(api, editable),
        },
        {
          // Without a delete action (an order read before _actions): its own path.
          operations: ['DELETE /api/payment-orders/{uid}'],
          call: (api) => paymentForm.deletePaymentOrder(api, order),
        },
      ],
      calculateQuote: {
        operations: ['POST /api/v2/incore/quote/calculate'],
        call: (api) =>
          paymentForm.calculateQuote(api, {
            targetAmount: 1250.5,
            sourceCurrency: 'CHF',
            targetCurrency: 'EUR',
            targetIban: 'DE89370400440532013000',
            sourceIban: account.iban,
          }),
      },
      fetchAccountNumberInfo: {
        operations: ['GET /api/account-number-info'],
        call: (api) => paymentForm.fetchAccountNumberInfo(api, 'CH5604835012345678009'),
      },
      fetchTagProfile: [
        {
          operations: ['GET /api/natural-persons/{uid}/tag-profile'],
          call: (api) => paymentForm.fetchTagProfile(api, anna.currentContext!),
        },
        {
          operations: ['GET /api/partnerships/{uid}/tag-profile'],
          context: baeckerei,
          call: (api) => paymentForm.fetchTagProfile(api, baeckerei),
        },
      ],
      uploadFileResource: {
        operations: ['POST /api/v2/file-resources'],
        call: (api) =>
          paymentForm.uploadFileResource(
            api,
            {
              content: 'JVBERi0xLjcK',
              displayName: 'invoice.pdf',
              mimeType: 'application/pdf',
              ownerUid: anna.user!.uid,
            },
            () => undefined,
          ),
      },
      renameFileResource: {
        operations: ['PATCH /api/v2/file-resources/{uid}'],
        call: (api) => paymentForm.renameFileResource(api, FILE, 'invoice-march.pdf'),
      },
      deleteFileResource: {
        operations: ['DELETE /api/v2/file-resources/{uid}'],
        call: (api) => paymentForm.deleteFileResource(api, FILE),
      },
      fetchBeneficiary: {
        operations: ['GET /api/beneficiaries/{uid}'],
        call: (api) => paymentForm.fetchBeneficiary(api, BENEFICIARY),
      },
    },
    'payment-overview/api': {
      fetchOpenOrders: {
        operations: ['GET /api/v2/cash-accounts/{id}/payment-orders'],
        call: (api) => paymentOverview.fetchOpenOrders(api, account.uid),
      },
      fetchRecentOrders: {
        operations: ['GET /api/v2/cash-accounts/{id}/payment-orders'],
        call: (api) => paymentOverview.fetchRecentOrders(api, account.uid),
      },
      fetchPendingOrders: {
        operations: ['GET /api/v2/partnerships/{uid}/pending-payment-orders'],
        context: baeckerei,
        call: (api) => paymentOverview.fetchPendingOrders(api, baeckerei.uid),
      },
      decideApproval: [
        {
          operations: ['POST /api/v2/partnerships/pending-approvals/{uid}/{decision}'],
          context: baeckerei,
          call: (api) => paymentOverview.decideApproval(api, APPROVAL, 'approve'),
        },
        {
          operations: ['POST /api/v2/partnerships/pending-approvals/{uid}/{decision}'],
          context: baeckerei,
          call: (api) => paymentOverview.decideApproval(api, APPROVAL, 'reject'),
        },
        {
          operations: ['POST /api/v2/partnerships/pending-approvals/{uid}/{decision}'],
          context: baeckerei,
          call: (api) => paymentOverview.decideApproval(api, APPROVAL, 'reject', 'Rechnung bereits bezahlt'),
        },
      ],
      withdrawOrder: {
        operations: ['DELETE /api/payment-orders/{uid}'],
        context: baeckerei,
        call: (api) => paymentOverview.withdrawOrder(api, ORDER),
      },
    },
    'bulk-payment/api': {
      validateBatchFile: {
        operations: ['POST /api/v2/cash-accounts/{id}/payment-batches/validation'],
        context: personas.lucaBaeckerei.currentContext!,
        call: (api) => bulkPayment.validateBatchFile(api, betriebskonto, batchFile, () => undefined),
      },
      createBatch: {
        operations: ['POST /api/v2/cash-accounts/{id}/payment-batches'],
        context: personas.lucaBaeckerei.currentContext!,
        call: (api) =>
          bulkPayment.createBatch(api, betriebskonto, {
            ...batchFile,
            customerBatchId: '77777777-7777-4777-8777-777777777777',
          }),
      },
      fetchBatches: {
        operations: ['GET /api/v2/cash-accounts/{id}/payment-batches'],
        context: baeckerei,
        call: (api) => bulkPayment.fetchBatches(api, personas.annaBaeckerei.cashAccounts[0]!.uid),
      },
      fetchBatch: {
        operations: ['GET /api/v2/payment-batches/{uid}'],
        context: baeckerei,
        call: (api) => bulkPayment.fetchBatch(api, BATCH),
      },
      decideBatch: [
        {
          operations: ['POST /api/v2/payment-batches/{uid}/decision'],
          context: baeckerei,
          call: (api) => bulkPayment.decideBatch(api, BATCH, { decision: 'approve' }),
        },
        {
          operations: ['POST /api/v2/payment-batches/{uid}/decision'],
          context: baeckerei,
          call: (api) => bulkPayment.decideBatch(api, BATCH, { decision: 'reject', reason: 'Doppelt' }),
        },
      ],
      downloadBatchFile: {
        operations: ['GET /api/v2/payment-batches/{uid}/file'],
        context: baeckerei,
        call: (api) => {
          stubDownload();
          return bulkPayment.downloadBatchFile(api, { uid: BATCH, fileName: 'lieferanten.csv' });
        },
      },
    },
    'standing-orders/api': {
      fetchStandingOrders: [
        {
          operations: ['GET /api/v2/cash-accounts/{id}/standing-orders'],
          call: (api) => standingOrders.fetchStandingOrders(api, account.uid),
        },
        {
          operations: ['GET /api/v2/cash-accounts/{id}/standing-orders'],
          context: baeckerei,
          call: (api) => standingOrders.fetchStandingOrders(api, personas.annaBaeckerei.cashAccounts[0]!.uid),
        },
      ],
    },
    'payment-confirmation/api': {
      downloadConfirmation: {
        operations: ['GET /api/v2/payment-orders/{uid}/confirmation.pdf'],
        call: (api) => {
          // Saved through an object URL and a link click, which jsdom has not.
          URL.createObjectURL = jest.fn(() => 'blob:confirmation');
          URL.revokeObjectURL = jest.fn();
          jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
          return paymentConfirmation.downloadConfirmation(api, ORDER);
        },
      },
    },
  },
});
