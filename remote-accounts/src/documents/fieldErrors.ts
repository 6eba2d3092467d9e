/**
 * Field errors of a 400 ValidationError (spec §8 "Form submit") as texts: the codes the customer screens know
 * are translated (app.customer.fieldError.*), any other field error shows the server's own message.
 * Used by the documents, personal details and account opening forms.
 */
import { isHttpError, submitErrorOf, type ValidationErrorBody } from 'shared-kernel/api';
import type { Message } from 'shared-kernel/ui';

export const KNOWN_FIELD_ERROR_CODES = [
  'required',
  'date_before_from',
  'date_in_past',
  'invalid_phone_number',
  'account_name_taken',
] as const;

export function fieldMessagesOf(error: unknown): Record<string, Message> {
  if (!isHttpError(error) || error.response?.status !== 400) return {};
  const body = error.response.data as Partial<ValidationErrorBody> | undefined;
  if (body?.name !== 'ValidationError' || !Array.isArray(body.data)) return {};
  return Object.fromEntries(
    body.data.map((fieldError): [string, Message] => [
      fieldError.field,
      (KNOWN_FIELD_ERROR_CODES as readonly string[]).includes(fieldError.code)
        ? `app.customer.fieldError.${fieldError.code}`
        : { text: fieldError.message || fieldError.code },
    ]),
  );
}

/**
 * The form-level message of a failed submit (spec §8): none when field errors say it all, the server's message
 * for a 400 with code and message, else app.error.general.
 */
export function formMessageOf(error: unknown): Message | null {
  const message = submitErrorOf(error);
  if (message === null) return null;
  return message === 'app.error.general' ? message : { text: message };
}
