/** Replies of the gateway the payment form tests state (docs/payments-api.md shapes, the kernel's real schema). */
import {
  INCORE_CURRENCIES,
  paymentOrderFormSchema,
  type CashAccount,
  type PaymentOrderRead,
  type PaymentOrderSchemaResponse,
} from 'shared-kernel/domain';
import type { MockApi } from 'shared-kernel/testing';

export const TODAY = '2026-11-24';

export function schemaResponse(
  account: CashAccount,
  overrides: Partial<PaymentOrderSchemaResponse> = {},
): PaymentOrderSchemaResponse {
  const currencies = [...new Set([account.currency, 'CHF', ...INCORE_CURRENCIES.map((entry) => entry.code)])];
  return {
    method: 'POST',
    uri: `/api/v2/cash-accounts/${account.uid}/iban-payment-orders`,
    schema: paymentOrderFormSchema({
      ownerType: 'person',
      currencies,
      categories: ['general', 'housing', 'suppliers'],
      minDate: TODAY,
      maxDate: '2027-11-24',
    }),
    account: {
      uid: account.uid,
      iban: account.iban,
      currency: account.currency,
      internationalPaymentsAvailable: true,
      currencies,
    },
    today: TODAY,
    features: { sepaOut: true, swiftOut: true },
    ...overrides,
  };
}

/** The calls every payment form makes: schema per account, payment dates, tag profile. */
export function mockFormCalls(
  mockApi: MockApi,
  accounts: CashAccount[],
  ownerUid: string,
  overrides: Partial<PaymentOrderSchemaResponse> = {},
): void {
  for (const account of accounts) {
    mockApi.on('get', `/api/v2/cash-accounts/${account.uid}/iban-payment-orders`, {
      data: schemaResponse(account, overrides),
    });
  }
  mockApi.on('get', '/api/payment-dates', (request) => ({
    data: {
      clearingHolidays: ['2026-12-25', '2026-12-26'],
      recommendedExecutionDate: TODAY,
      nextExecutionDate: TODAY,
      weekendAllowed: request.params.recurrence !== undefined && request.params.recurrence !== 'single',
      today: TODAY,
      maxDate: '2027-11-24',
    },
  }));
  mockApi.on('get', `/api/natural-persons/${ownerUid}/tag-profile`, {
    data: { tags: ['#rent'], mentions: ['@Nora Schmid'] },
  });
}

/** The order as the gateway answers a submit. */
export function orderRead(
  status: PaymentOrderRead['status'],
  accountUid: string,
  extra: Partial<PaymentOrderRead['paymentOrderData']> = {},
): PaymentOrderRead {
  return {
    uid: '11111111-1111-4111-8111-111111111111',
    status,
    statusReason: null,
    createdAt: `${TODAY}T08:00:00.000Z`,
    updatedAt: `${TODAY}T08:00:00.000Z`,
    base: 'iban-payment-orders',
    paymentOrderData: {
      beneficiary: {
        uid: '22222222-2222-4222-8222-222222222222',
        name: 'Müller Mehl AG',
        iban: 'CH5604835012345678009',
        swiftBIC: null,
        address: null,
        unstructuredAddress: null,
      },
      paymentAmount: { amount: '1250.50', currency: 'CHF', value: 125050, factor: 2 },
      structuredReference: null,
      referenceType: 'NON',
      paymentReason: 'Invoice 42',
      recurrence: 'single',
      recurrenceEndDate: null,
      userCategory: 'general',
      paymentTime: '2026-11-27',
      expectedExecutionDate: '2026-11-27',
      expectedExecutionTime: '2026-11-26T23:00:00.000Z',
      executedAt: null,
      paymentType: 'domestic_iban',
      paymentOrderType: 'domestic_iban',
      paymentKind: 'SIC',
      internal: false,
      incore: false,
      e2eReference: null,
      customerTransactionId: null,
      originator: { accountUid, iban: 'CH7683019000000012540', currency: 'CHF' },
      debitAmount: { value: 125050, factor: 2, currency: 'CHF' },
      fee: { value: 0, factor: 2, currency: 'CHF' },
      isEBillOrder: false,
      ebillBCId: null,
      requestingAgentUid: '00000000-0000-4000-8000-000000000001',
      partnerCategory: null,
      seriesUid: null,
      clearingAttempts: 0,
      nextAttemptDate: null,
      ...extra,
    },
    transactionReceiptData: { noteText: null, attachedFiles: [] },
    approval: null,
    beneficiaryApproval: null,
    _links: { self: { uri: '/api/v2/iban-payment-orders/1' }, beneficiary: null },
    _actions: {},
  };
}
