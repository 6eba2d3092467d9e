/** Spec §8 "Form submit": how a failed request reaches the form that sent it. */
import { isHttpError } from './httpError';
import type { CodedErrorBody, ValidationErrorBody } from './types';

const bodyOf = (error: unknown): unknown =>
  isHttpError(error) && error.response?.status === 400 ? error.response.data : undefined;

const isValidationError = (body: unknown): body is ValidationErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  (body as ValidationErrorBody).name === 'ValidationError' &&
  Array.isArray((body as ValidationErrorBody).data);

const isCodedError = (body: unknown): body is CodedErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  'code' in body &&
  typeof (body as CodedErrorBody).message === 'string';

/** 400 ValidationError → { field: message } for the form (the code when the server sends no message). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = bodyOf(error);
  if (!isValidationError(body)) return {};
  return Object.fromEntries(
    body.data.map((fieldError) => [fieldError.field, fieldError.message || fieldError.code]),
  );
}

/**
 * The form-level message: null when a ValidationError's field errors say it all, the server's message
 * for a 400 with code and message, otherwise the generic key app.error.general.
 */
export function submitErrorOf(error: unknown): string | null {
  const body = bodyOf(error);
  if (isValidationError(body) && body.data.length > 0) return null;
  if (isCodedError(body) && body.message) return body.message;
  return 'app.error.general';
}

/** The error code a 400/404/422 carries, if any. */
export function errorCodeOf(error: unknown): string | null {
  if (!isHttpError(error)) return null;
  const data = error.response?.data as Partial<CodedErrorBody> | undefined;
  return data && typeof data === 'object' && data.code !== undefined ? String(data.code) : null;
}

/** Spec §8: payment order error codes appear as app.payments.{code}, fallback app.payments.unknown_error. */
export function paymentErrorKeyOf(error: unknown): string {
  const code = errorCodeOf(error);
  return code ? `app.payments.${code}` : 'app.payments.unknown_error';
}
