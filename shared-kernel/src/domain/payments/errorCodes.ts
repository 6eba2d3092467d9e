/** The `app.payments.{code}` codes the payment calls answer (spec §8; docs/payments-api.md "Errors"). */

/** Field error codes the payment calls put on fields (400 ValidationError data[].code). */
export const PAYMENT_FIELD_ERROR_CODES = [
  'invalid_creditor_iban',
  'iban_is_debit_account',
  'qr_iban_requires_qr_reference',
  'bic_required',
  'invalid_bic',
  'address_required',
  'street_required',
  'beneficiary_not_found',
  'beneficiary_mismatch',
  'invalid_qr_reference',
  'invalid_creditor_reference',
  'qr_reference_requires_qr_iban',
  'reference_type_mismatch',
  'too_many_decimals',
  'limit_exceeded',
  'insufficient_funds',
  'currency_not_supported',
  'currency_mismatch',
  'execution_date_in_past',
  'execution_date_too_late',
  'weekend',
  'holiday',
  'attachment_not_found',
  'too_many_attachments',
  'attachment_already_attached',
  'account_mismatch',
  'payment_date_not_editable',
  'recurrence_end_before_start',
  'recurrence_end_without_recurrence',
  // Issue 31: an order paying an eBill invoice that does not match it.
  'ebill_invoice_not_found',
  'ebill_invoice_not_open',
  'ebill_invoice_has_order',
  'ebill_creditor_mismatch',
  'ebill_reference_mismatch',
  'ebill_amount_mismatch',
  'ebill_single_payment_only',
] as const;
export type PaymentFieldErrorCode = (typeof PAYMENT_FIELD_ERROR_CODES)[number];

/** Coded (non-field) errors of the payment calls: {code, message}; the UI shows app.payments.{code}. */
export const PAYMENT_ERROR_CODES = [
  'international_not_eligible',
  'account_not_active',
  'not_editable',
  'not_deletable',
  'not_approvable',
  'already_decided',
  'already_approved_by_you',
  'idempotency_key_reused',
  'customer_transaction_id_taken',
  'cash_account_not_found',
  'payment_order_not_found',
  'beneficiary_not_found',
  'pending_approval_not_found',
  'unknown_error',
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];
