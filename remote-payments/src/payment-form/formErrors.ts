/**
 * The payment form's errors: the server's schema (spec §5 generic schema-driven fields, through the form kit)
 * plus the payment rules of spec §5 from the shared rule module, as one map of dotted field names to messages.
 */
import { validateValues, FORM_MESSAGES } from 'shared-kernel/forms';
import { amountBoundMessage, paymentRuleIssues } from 'shared-kernel/domain';
import type { FormSchema } from 'shared-kernel/forms';
import type { Message } from 'shared-kernel/ui';
import { amountOf, requestBody } from './formModel';
import type { PaymentFormValues } from './types';

export type FieldErrors = Record<string, Message>;

/**
 * The values as the schema sees them: the request body (the schema describes the body: electronic IBAN, amount
 * a number, reference without spaces); unreadable amount text stays text so the kit says "numbers only".
 */
export function schemaView(values: PaymentFormValues, withAddress: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { ...requestBody(values, { isDraft: false, withAddress }) };
  const amount = amountOf(values);
  body.amount = values.amount.trim() === '' ? undefined : (amount ?? values.amount);
  return body;
}

/** final-form's nested errors as dotted names: { beneficiary: { iban: m } } → { 'beneficiary.iban': m }. */
export function flattenErrors(nested: Record<string, unknown>, prefix = ''): FieldErrors {
  const flat: FieldErrors = {};
  for (const [key, value] of Object.entries(nested)) {
    const name = prefix ? `${prefix}.${key}` : key;
    const isMessage =
      typeof value === 'string' ||
      (value !== null && typeof value === 'object' && ('key' in value || 'text' in value));
    if (isMessage) flat[name] = value as Message;
    else if (value && typeof value === 'object')
      Object.assign(flat, flattenErrors(value as Record<string, unknown>, name));
  }
  return flat;
}

export function schemaErrors(
  schema: FormSchema,
  values: PaymentFormValues,
  withAddress: boolean,
): FieldErrors {
  const errors = flattenErrors(validateValues(schema, schemaView(values, withAddress)));
  if (errors.amount) errors.amount = amountBoundMessage(errors.amount, values.currency);
  return errors;
}

export interface RuleInput {
  /** Spec §5: the debit account and the bank's today, for the shared payment rules. */
  accountIban: string;
  accountCurrency: string;
  today: string;
  withAddress: boolean;
  internal: boolean;
}

/**
 * The payment rules of spec §5 that the schema cannot say, from the shared rule module (the gateway runs the
 * same ones): as app.payments.{code} messages on their fields; plus the internal form's target account.
 */
export function ruleErrors(values: PaymentFormValues, rules: RuleInput): FieldErrors {
  const errors: FieldErrors = {};
  const body = requestBody(values, { isDraft: false, withAddress: rules.withAddress });
  const issues = paymentRuleIssues(
    { ...body, customerTransactionId: '' },
    {
      base: 'iban-payment-orders',
      accountIban: rules.accountIban,
      accountCurrency: rules.accountCurrency,
      today: rules.today,
    },
  );
  for (const issue of issues) errors[issue.field] = `app.payments.${issue.code}`;
  if (rules.internal && !values.targetAccountUid) errors.targetAccountUid = FORM_MESSAGES.pleaseSelect;
  return errors;
}
