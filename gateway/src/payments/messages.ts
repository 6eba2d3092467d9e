/**
 * Payment errors in the spec §8 shapes, with the message in the caller's language: field errors carry the
 * text of `app.payments.{code}` (rules) or of the form kit's key (schema keywords), so the form shows them
 * as sent; coded errors carry the same text for `app.payments.{code}`.
 */
import type { ErrorObject } from 'ajv';
import { amountBoundMessage } from 'shared-kernel/domain';
import type { Language } from '../http/context';
import { HttpError, type FieldError } from '../http/errors';
import { lookupMessage, mergedCatalogue, type MessageTree } from '../reference/catalogues';

const catalogues = new Map<Language, MessageTree>();

/** The catalogue text of a key with {{name}} values filled in; the key itself when it has no text. */
export function translate(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let tree = catalogues.get(language);
  if (!tree) {
    tree = mergedCatalogue(language);
    catalogues.set(language, tree);
  }
  const text = lookupMessage(tree, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export const paymentMessageKey = (code: string): string => `app.payments.${code}`;

/** 400 ValidationError of payment rule issues (app.payments codes). */
export function paymentFieldErrors(language: Language, issues: { field: string; code: string }[]): HttpError {
  const data: FieldError[] = issues.map((issue) => ({
    field: issue.field,
    code: issue.code,
    message: translate(language, paymentMessageKey(issue.code)),
  }));
  return new HttpError(400, { name: 'ValidationError', message: 'ValidationError', data });
}

/** A coded payment error ({code, message}) of any status, its message in the caller's language. */
export const paymentError = (
  language: Language,
  status: number,
  code: string,
  extra: Record<string, unknown> = {},
): HttpError =>
  new HttpError(status, { code, message: translate(language, paymentMessageKey(code)), ...extra });

/** Schema keyword → the form kit's message key (shared-kernel/src/forms/messages.ts), so both sides say the same. */
const KEYWORD_MESSAGES: Record<string, string> = {
  required: 'webapp.ui.form.required',
  enum: 'webapp.ui.form.please_select',
  minimum: 'webapp.ui.form.number_min',
  exclusiveMinimum: 'webapp.ui.form.number_min',
  maximum: 'webapp.ui.form.number_max',
  exclusiveMaximum: 'webapp.ui.form.number_max',
  formatMinimum: 'webapp.ui.form.date_min',
  formatMaximum: 'webapp.ui.form.date_max',
  minLength: 'webapp.ui.form.min_length',
  maxLength: 'webapp.ui.form.max_length',
};

/**
 * ajv errors of the payment-order schema as a 400 ValidationError (one error per field, the first); the amount's
 * bounds said as amounts in the order's currency, as the form says them.
 */
export function schemaFieldErrors(
  language: Language,
  errors: readonly ErrorObject[],
  currency: string,
): HttpError {
  const data: FieldError[] = [];
  for (const error of errors) {
    const path = error.instancePath.split('/').filter(Boolean);
    const params = error.params as Record<string, unknown>;
    const missing = params.missingProperty ?? params.additionalProperty;
    if (typeof missing === 'string') path.push(missing);
    const field = path.join('.') || 'body';
    if (data.some((entry) => entry.field === field)) continue;
    const key =
      KEYWORD_MESSAGES[error.keyword] ??
      (error.keyword === 'type' && (params.type === 'number' || params.type === 'integer')
        ? 'webapp.ui.form.numbers_only'
        : 'webapp.ui.form.invalid_input');
    const limit = params.limit ?? params.comparison;
    const keyed = {
      key,
      values: { limit: typeof limit === 'number' || typeof limit === 'string' ? limit : '' },
    };
    const message = field === 'amount' ? amountBoundMessage(keyed, currency) : keyed;
    data.push({ field, code: error.keyword, message: translate(language, message.key, message.values) });
  }
  return new HttpError(400, { name: 'ValidationError', message: 'ValidationError', data });
}
