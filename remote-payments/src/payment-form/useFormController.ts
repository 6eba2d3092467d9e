import { useCallback, useMemo, useState } from 'react';
import type { Message } from 'shared-kernel/ui';
import type { FieldErrors } from './formErrors';
import type { PaymentFormValues } from './types';

/** A copy of the values with one dotted name set (the parts on the way are copied, the rest shared). */
export function setAt<T extends object>(values: T, name: string, value: unknown): T {
  const [head, ...rest] = name.split('.') as [string, ...string[]];
  const record = values as Record<string, unknown>;
  const next = rest.length === 0 ? value : setAt((record[head] ?? {}) as object, rest.join('.'), value);
  return { ...values, [head]: next };
}

/** What a form section needs: the values, a setter by dotted name, and the error a field shows now. */
export interface FormController {
  values: PaymentFormValues;
  set: (name: string, value: unknown) => void;
  replace: (values: PaymentFormValues) => void;
  touch: (name: string) => void;
  /** A server error until the field changes, else its error once visited or after a submit attempt. */
  errorOf: (name: string) => Message | undefined;
  disabled: boolean;
}

/**
 * The form state of the payment form: values, visited fields, server field errors. A server field error
 * (spec §8: invalid_creditor_iban on the beneficiary IBAN) is cleared when that field changes.
 */
export function useFormController(
  initial: PaymentFormValues,
  errorsOf: (values: PaymentFormValues) => FieldErrors,
  disabled: boolean,
) {
  const [values, setValues] = useState(initial);
  const errors = useMemo(() => errorsOf(values), [errorsOf, values]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const set = useCallback((name: string, value: unknown) => {
    setValues((current) => setAt(current, name, value));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);
  const touch = useCallback((name: string) => setTouched((current) => new Set(current).add(name)), []);

  const controller = useMemo<FormController>(
    () => ({
      values,
      set,
      replace: setValues,
      touch,
      disabled,
      errorOf: (name) => serverErrors[name] ?? (touched.has(name) || attempted ? errors[name] : undefined),
    }),
    [values, set, touch, disabled, serverErrors, touched, attempted, errors],
  );
  return {
    controller,
    errors,
    serverErrors,
    /** A submit was tried: every error shows. */
    markAttempted: () => setAttempted(true),
    setServerErrors,
  };
}
