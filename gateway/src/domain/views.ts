/** Rows → the spec's response shapes (§3). One place, so every route answers alike. */
import type { Selectable } from 'kysely';
import { amountOf } from './money';
import type {
  CashAccountsTable,
  NaturalPersonsTable,
  PartnershipsTable,
  TransactionsTable,
  TransactionReceiptsTable,
} from './schema';

export function cashAccountView(
  account: Selectable<CashAccountsTable>,
  entitlements?: { userUid: string; action: string }[],
) {
  return {
    uid: account.uid,
    iban: account.iban,
    currency: account.currency,
    status: account.status,
    accountName: account.account_name,
    name: account.account_name,
    accountType: account.account_type,
    totalValuation: amountOf(account.balance_value, account.balance_factor, account.currency),
    accountOwner: { uid: account.owner_uid, type: account.owner_type },
    billingAccount: account.billing_account,
    internationalPaymentsAvailable: account.international_payments_available,
    ...(entitlements ? { entitlements } : {}),
    _links: { self: { href: `/api/v2/cash-accounts/${account.uid}` } },
  };
}

export function naturalPersonView(person: Selectable<NaturalPersonsTable>) {
  return {
    uid: person.uid,
    name: person.name,
    familyName: person.family_name,
    email: person.email,
    birthdate: person.birthdate,
    created: person.created_at.toISOString(),
    gender: person.gender,
    nationality: person.nationality,
    domicileCountry: person.domicile_country,
    status: person.status,
    isRegistered: person.is_registered,
    identificationOnly: person.identification_only,
    isPotatoOnly: person.is_potato_only,
    isIdentOnlyQES: person.is_ident_only_qes,
  };
}

export function addressView(person: Selectable<NaturalPersonsTable>) {
  return {
    agentAddress: person.address,
    planned: person.planned_address
      ? { ...person.planned_address, validFrom: person.planned_address_valid_from }
      : null,
  };
}

export function phoneView(person: Selectable<NaturalPersonsTable>) {
  return { agentPhoneNumber: { countryCode: person.phone_country_code, number: person.phone_number } };
}

export function partnershipView(partnership: Selectable<PartnershipsTable>, myRoles: string[]) {
  return {
    uid: partnership.uid,
    name: partnership.name,
    legalForm: partnership.legal_form,
    status: partnership.status,
    requestStatus: partnership.request_status,
    votingRule: partnership.voting_rule,
    partnerCategory: partnership.partner_category,
    organizationStatus: partnership.organization_status,
    isInternalRegistry: partnership.is_internal_registry,
    hasPendingRegistryUpdate: partnership.pending_registry_certificate_uid !== null,
    nickname: partnership.nickname,
    pictureUri: partnership.picture_uri,
    myRoles,
  };
}

export function transactionView(
  transaction: Selectable<TransactionsTable>,
  receipt: Pick<Selectable<TransactionReceiptsTable>, 'note_text' | 'attached_file_uids'> | null,
) {
  return {
    uid: transaction.uid,
    cashAccountUid: transaction.cash_account_uid,
    status: transaction.status,
    direction: transaction.direction,
    amount: amountOf(transaction.amount_value, transaction.amount_factor, transaction.currency),
    declineReason: transaction.decline_reason,
    merchant: transaction.merchant_name
      ? { name: transaction.merchant_name, city: transaction.merchant_city }
      : null,
    counterparty: { name: transaction.counterparty_name, iban: transaction.counterparty_iban },
    category: transaction.category,
    bookingText: transaction.booking_text,
    reference: transaction.reference,
    bookingDate: transaction.booking_date,
    valueDate: transaction.value_date,
    createdAt: transaction.created_at.toISOString(),
    cardUid: transaction.card_uid,
    attachedReceipt: {
      hasAttachment: (receipt?.attached_file_uids.length ?? 0) > 0,
      hasNote: Boolean(receipt?.note_text),
    },
    _links: {
      self: { href: `/api/v2/transactions/${transaction.uid}` },
      receipt: { href: `/api/v2/transactions/${transaction.uid}/receipt` },
    },
    _actions: { editReceipt: { method: 'PATCH', href: `/api/v2/transactions/${transaction.uid}/receipt` } },
  };
}
