/**
 * The payment form's helpers (spec §7 "Payments"): payment dates, a Kontor IBAN's holder, payment options,
 * a beneficiary, the incore quote and currencies, and a partnership's orders awaiting signatures.
 */
import {
  accountNumberInfoQuerySchema,
  accountNumberInfoSchema,
  beneficiaryReadSchema,
  currenciesParams,
  currencyEntrySchema,
  incoreQuoteBodySchema,
  incoreQuoteSchema,
  paymentDatesQuerySchema,
  paymentDatesSchema,
  paymentOptionsQuerySchema,
  paymentOptionsSchema,
  paymentOrderReadSchema,
  type AccountNumberInfoQuery,
  type CurrenciesParams,
  type IncoreQuoteBody,
  type PaymentDatesQuery,
  type PaymentOptionsQuery,
  amountFromJsonNumber,
  classifyPayment,
  derivePaymentType,
  INCORE_CURRENCIES,
  isInstitutionIban,
  isSupportedCurrency,
  isValidIban,
  missingInternationalFeature,
  normalizeIban,
  paymentDates,
  paymentRequirements,
  quoteFx,
  rateAsNumber,
  showsForeignBankFeeNotice,
  uidPathParams,
  type UidPathParams,
  idPathParams,
  type IdPathParams,
} from 'shared-kernel/domain';
import { viewableAccounts } from '../accounts/access';
import { defineRoute, type RouteDefinition } from '../http/route';
import { badRequest, forbidden, notFound } from '../http/errors';
import { readableBeneficiaries, viewableAccountUids } from './beneficiary-access';
import { debitAccount } from './debit-account';
import { requireEngagement } from '../partnerships/engagement';
import { contextFeatures } from './checks';
import { bankToday } from './clock';
import { paymentFieldErrors } from './messages';
import { accountByIban, latestApprovals } from './queries';
import { paymentContext } from './rule-facts';
import { beneficiaryAddressRead, orderViews } from './views';

const paymentDatesRoute = defineRoute<{ Querystring: PaymentDatesQuery }>({
  method: 'GET',
  url: '/api/payment-dates',
  family: 'payments.read',
  auth: 'strong',
  schema: {
    summary: 'Banking days for the payment date picker (SIX SIC clearing holidays)',
    querystring: paymentDatesQuerySchema,
    response: { 200: paymentDatesSchema },
  },
  handler: async (request) =>
    paymentDates({
      today: await bankToday(request.server.db),
      isEBill: request.query.isEBill ?? false,
      dueDate: request.query.dueDate ?? null,
      recurrence: request.query.recurrence ?? null,
    }),
});

/** Spec §3 "Account info response": the holder of one of the bank's IBANs (404 code 1125 otherwise, ignored by the client). */
const accountNumberInfoRoute = defineRoute<{ Querystring: AccountNumberInfoQuery }>({
  method: 'GET',
  url: '/api/account-number-info',
  family: 'payments.read',
  auth: 'strong',
  schema: {
    summary: "A Kontor IBAN's holder name and address",
    querystring: accountNumberInfoQuerySchema,
    response: { 200: accountNumberInfoSchema },
  },
  handler: async (request) => {
    const iban = normalizeIban(request.query.id);
    const account = iban ? await accountByIban(request.server.db, iban) : undefined;
    if (!account || account.status !== 'active') throw notFound('1125', 'account_not_found');
    const db = request.server.db;
    if (account.owner_type === 'partnership') {
      const partnership = await db
        .selectFrom('partnerships')
        .select(['name', 'domicile_address'])
        .where('uid', '=', account.owner_uid)
        .executeTakeFirstOrThrow();
      return { name: partnership.name, address: readAddress(partnership.domicile_address) };
    }
    const person = await db
      .selectFrom('natural_persons')
      .select(['name', 'family_name', 'address'])
      .where('uid', '=', account.owner_uid)
      .executeTakeFirstOrThrow();
    return { name: `${person.name} ${person.family_name}`, address: readAddress(person.address) };
  },
});

function readAddress(address: unknown) {
  const value = (address ?? {}) as {
    street?: string;
    number?: string;
    postalCode?: string;
    city?: string;
    country?: string;
  };
  return {
    street: value.street ?? null,
    houseNo: value.number ?? null,
    zip: value.postalCode ?? null,
    town: value.city ?? null,
    country: value.country ?? 'CHE',
  };
}

const paymentOptionsRoute = defineRoute<{ Params: IdPathParams; Querystring: PaymentOptionsQuery }>({
  method: 'GET',
  url: '/api/v2/cash-accounts/:id/payment-options',
  family: 'payments.read',
  auth: 'strong',
  schema: {
    summary: 'What a payment from this account to an IBAN is and needs',
    params: idPathParams,
    querystring: paymentOptionsQuerySchema,
    response: { 200: paymentOptionsSchema },
  },
  handler: async (request) => {
    const db = request.server.db;
    // The payment form's options: asked by the same rule as the form and the create (./debit-account.ts).
    const { account } = await debitAccount(db, request.ctx, request.params.id);
    const iban = normalizeIban(request.query.targetIban ?? '');
    const target = iban ? await accountByIban(db, iban) : undefined;
    const currency = request.query.targetCurrency ?? target?.currency ?? 'CHF';
    const payment = classifyPayment({ iban, currency, accountCurrency: account.currency });
    const features = await contextFeatures(db, account.owner_uid);
    const missing = missingInternationalFeature(
      payment,
      { internationalPaymentsAvailable: account.international_payments_available },
      features,
    );
    return {
      targetAccountCurrency: target?.currency ?? null,
      paymentKind: payment.kind,
      paymentType: derivePaymentType('iban-payment-orders', payment, iban, 'NON'),
      internal: payment.internal,
      incore: payment.incore,
      international: payment.international,
      ...paymentRequirements(payment),
      eligible: missing === null,
      missingFeature: missing,
      foreignBankFeeNotice: showsForeignBankFeeNotice(payment),
    };
  },
});

const beneficiaryRoute = defineRoute<{ Params: UidPathParams }>({
  method: 'GET',
  url: '/api/beneficiaries/:uid',
  family: 'payments.read',
  auth: 'strong',
  schema: {
    summary: 'A beneficiary of the context, read by the view right on an account paying it',
    params: uidPathParams,
    response: { 200: beneficiaryReadSchema },
  },
  handler: async (request) => {
    const db = request.server.db;
    const owner = request.ctx.partnershipUid ?? request.ctx.personUid;
    const beneficiary = await db
      .selectFrom('beneficiaries')
      .selectAll()
      .where('uid', '=', request.params.uid)
      .where('owner_uid', '=', owner ?? '')
      .executeTakeFirst();
    if (!beneficiary) throw notFound('beneficiary_not_found');
    // Read by the account rights of the orders that pay it (issue 26), and proposed from those orders only.
    const viewable = await viewableAccountUids(db, request.ctx);
    if (!(await readableBeneficiaries(db, request.ctx, [beneficiary.uid], viewable)).has(beneficiary.uid))
      throw forbidden('no view right on an account paying this beneficiary');
    const last = await db
      .selectFrom('payment_orders')
      .select(['structured_reference', 'reference_type', 'currency', 'payment_type', 'payment_reason'])
      .where('beneficiary_uid', '=', beneficiary.uid)
      .where('cash_account_uid', 'in', viewable)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const approval = (await latestApprovals(db, 'beneficiary', [beneficiary.uid])).get(beneficiary.uid);
    return {
      uid: beneficiary.uid,
      name: beneficiary.name,
      iban: beneficiary.iban || null,
      swiftBIC: beneficiary.swift_bic,
      address: beneficiaryAddressRead(beneficiary.address),
      signed: beneficiary.signed,
      approval: approval
        ? {
            uid: approval.uid,
            status: approval.status,
            requiredApprovals: approval.required_approvals,
            approvedBy: approval.approved_by,
            rejectedBy: approval.rejected_by,
          }
        : null,
      paymentInputProposal: last
        ? {
            reference: last.structured_reference,
            referenceType: last.reference_type ?? 'NON',
            currency: last.currency,
            paymentType: last.payment_type,
            paymentReason: last.payment_reason,
          }
        : null,
    };
  },
});

/** Spec §3 "Incore quote"; integer arithmetic and rounding in shared-kernel/src/domain/payments/fx.ts. */
const quoteRoute = defineRoute<{ Body: IncoreQuoteBody }>({
  method: 'POST',
  url: '/api/v2/incore/quote/calculate',
  family: 'payments.read',
  auth: 'strong',
  schema: {
    summary: 'Sandbox FX quote: rate with spread, fee, debit',
    body: incoreQuoteBodySchema,
    response: { 200: incoreQuoteSchema },
  },
  handler: async (request) => {
    const { body } = request;
    const language = request.ctx.language;
    const db = request.server.db;
    const source = (await viewableAccounts(db, request.ctx)).find(
      (account) => account.iban === body.sourceIban,
    );
    if (!source) throw notFound('cash_account_not_found');
    if (source.currency !== body.sourceCurrency)
      throw paymentFieldErrors(language, [{ field: 'sourceCurrency', code: 'currency_mismatch' }]);
    if (!isSupportedCurrency(body.targetCurrency))
      throw paymentFieldErrors(language, [{ field: 'targetCurrency', code: 'currency_not_supported' }]);
    const amount = amountFromJsonNumber(body.targetAmount, body.targetCurrency);
    if (!amount) throw paymentFieldErrors(language, [{ field: 'targetAmount', code: 'too_many_decimals' }]);
    const targetIban = body.targetIban ?? '';
    if (targetIban && !isValidIban(targetIban)) throw badRequest('invalid_creditor_iban');
    const payment = classifyPayment({
      iban: targetIban,
      currency: body.targetCurrency,
      accountCurrency: source.currency,
    });
    const quote = quoteFx({
      targetMinor: BigInt(amount.value),
      sourceCurrency: source.currency,
      targetCurrency: body.targetCurrency,
      kind: payment.kind,
      internal: isInstitutionIban(targetIban),
    });
    return {
      sourceAmount: quote.sourceAmount,
      targetAmount: quote.targetAmount,
      exchangeRate: rateAsNumber(quote.rateMicros),
      exchangeRateMicros: Number(quote.rateMicros),
      additionalFee: quote.fee,
      totalDebit: quote.totalDebit,
      paymentKind: payment.kind,
      foreignBankFeeNotice: showsForeignBankFeeNotice(payment),
      validUntil: new Date(Date.now() + 10 * 60_000).toISOString(),
    };
  },
});

const currenciesRoute = defineRoute<{ Params: CurrenciesParams }>({
  method: 'GET',
  url: '/api/v2/incore/currencies/:currency',
  family: 'payments.read',
  auth: 'strong',
  schema: {
    summary: 'Currencies a payment can be made in from an account of this currency',
    params: currenciesParams,
    response: { 200: { type: 'array', items: currencyEntrySchema } },
  },
  handler: async (request) => {
    if (!isSupportedCurrency(request.params.currency)) throw notFound('currency_not_supported');
    return INCORE_CURRENCIES;
  },
});

const pendingOrdersRoute = defineRoute<{ Params: UidPathParams }>({
  method: 'GET',
  url: '/api/v2/partnerships/:uid/pending-payment-orders',
  family: 'payments.read',
  auth: 'strong',
  context: 'partnership',
  schema: {
    summary: 'Orders awaiting signatures (approval, blocked) on accounts the caller may view',
    params: uidPathParams,
    response: { 200: { type: 'array', items: paymentOrderReadSchema } },
  },
  handler: async (request) => {
    const db = request.server.db;
    await requireEngagement(db, request.ctx, request.params.uid);
    const accounts = (await viewableAccounts(db, request.ctx)).map((account) => account.uid);
    if (accounts.length === 0) return [];
    const rows = await db
      .selectFrom('payment_orders')
      .selectAll()
      .where('cash_account_uid', 'in', accounts)
      .where('status', 'in', ['approval', 'blocked'])
      .orderBy('created_at', 'desc')
      .execute();
    return orderViews(db, await paymentContext(db, request.ctx), rows);
  },
});

export const helperRoutes: RouteDefinition[] = [
  paymentDatesRoute,
  accountNumberInfoRoute,
  paymentOptionsRoute,
  beneficiaryRoute,
  quoteRoute,
  currenciesRoute,
  pendingOrdersRoute,
];
