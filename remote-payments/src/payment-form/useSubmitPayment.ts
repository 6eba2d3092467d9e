import { useCallback, useRef, useState } from 'react';
import { isHttpError, paymentErrorKeyOf, type FieldError } from 'shared-kernel/api';
import { useApi } from 'shared-kernel/contract';
import { PAYMENT_FIELD_ERROR_CODES } from 'shared-kernel/domain';
import type { Message } from 'shared-kernel/ui';
import { submitPaymentOrder } from './api';
import type { FieldErrors } from './formErrors';
import type { PaymentRequestBody, SubmitResult } from './types';

export type SubmitOutcome =
  { ok: true; result: SubmitResult } | { ok: false; fieldErrors: FieldErrors; message: Message | null };

const FIELD_CODES: readonly string[] = PAYMENT_FIELD_ERROR_CODES;

/**
 * A refused submit as the form shows it (spec §8): the field errors of a 400 ValidationError on their fields
 * (payment codes as app.payments.{code}, e.g. invalid_creditor_iban on the beneficiary IBAN; other codes with
 * the server's text), any other refusal as app.payments.{code} (fallback app.payments.unknown_error).
 */
export function outcomeOfError(error: unknown): SubmitOutcome {
  const body = isHttpError(error) && error.response?.status === 400 ? error.response.data : null;
  const data =
    (body as { name?: string; data?: FieldError[] } | null)?.name === 'ValidationError'
      ? ((body as { data: FieldError[] }).data ?? [])
      : [];
  const fieldErrors: FieldErrors = {};
  for (const entry of data) {
    if (fieldErrors[entry.field]) continue;
    fieldErrors[entry.field] = FIELD_CODES.includes(entry.code)
      ? `app.payments.${entry.code}`
      : { text: entry.message || entry.code };
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, message: null };
  return { ok: false, fieldErrors: {}, message: paymentErrorKeyOf(error) };
}

/**
 * One confirmation, one order: the key (and the body's customerTransactionId) is made when the confirmation
 * opens and reused by every click on confirm and by a retry after a lost answer; a click while one submit runs
 * is ignored. A refused submit stored nothing (docs/payments-api.md), so the next confirmation gets a fresh key.
 */
export function useSubmitPayment() {
  const api = useApi();
  const running = useRef(false);
  const transactionId = useRef<string>('');
  const [submitting, setSubmitting] = useState(false);

  const open = useCallback(() => {
    if (!transactionId.current) transactionId.current = crypto.randomUUID();
    return transactionId.current;
  }, []);

  const submit = useCallback(
    async (
      target: { method: 'POST' | 'PATCH'; uri: string },
      body: Omit<PaymentRequestBody, 'customerTransactionId'>,
    ): Promise<SubmitOutcome | null> => {
      if (running.current) return null;
      running.current = true;
      setSubmitting(true);
      const key = open();
      try {
        const result = await submitPaymentOrder(api, target, { ...body, customerTransactionId: key }, key);
        transactionId.current = '';
        return { ok: true, result };
      } catch (error) {
        // Without an answer the order may exist: keep the key so a retry answers the original.
        if (!isHttpError(error) || error.response) transactionId.current = '';
        return outcomeOfError(error);
      } finally {
        running.current = false;
        setSubmitting(false);
      }
    },
    [api, open],
  );

  return { submit, submitting, open };
}
