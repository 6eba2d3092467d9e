import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
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
  /** New values, or an update of the current ones (a function: never a render's stale copy). */
  replace: Dispatch<SetStateAction<PaymentFormValues>>;
  touch: (name: string) => void;
  /** A server error until the field changes, else its error once visited or after a submit attempt. */
  errorOf: (name: string) => Message | undefined;
  /** Every error errorOf shows now, by field name. */
  shown: FieldErrors;
  disabled: boolean;
}

/** A section's view of the form: its own fields' values only (useSectionForm). */
export type SectionForm<K extends keyof PaymentFormValues> = Omit<FormController, 'values'> & {
  values: Pick<PaymentFormValues, K>;
};

const ownedBy = (fields: readonly string[], name: string): boolean =>
  fields.some((field) => name === field || name.startsWith(`${field}.`));

/**
 * The form as one section sees it: the same object until the section's own values, their shown errors (a field
 * and anything under it: beneficiary.address.city is beneficiary's) or the disabled state change. A memoised
 * section renders again only then: a keystroke in the amount leaves the beneficiary, details and note sections
 * alone (issue 34 item 3). `fields` is a constant list per call site; the section reads only those values (its
 * type lets it read no other) and asks errorOf only for its own names.
 */
export function useSectionForm<K extends keyof PaymentFormValues>(
  form: FormController,
  fields: readonly K[],
): SectionForm<K> {
  const errorsKey = JSON.stringify(Object.entries(form.shown).filter(([name]) => ownedBy(fields, name)));
  const own = fields.map((field) => form.values[field]);
  // The dependencies are the section's own values, one per field of a list that never changes at a call site.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => form, [form.disabled, errorsKey, ...own]);
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

  // What errorOf answers, by name: a server error, else a rule's error once visited or after a submit attempt.
  const shown = useMemo<FieldErrors>(() => {
    const visible = Object.entries(errors).filter(([name]) => attempted || touched.has(name));
    return { ...Object.fromEntries(visible), ...serverErrors };
  }, [errors, attempted, touched, serverErrors]);

  const controller = useMemo<FormController>(
    () => ({
      values,
      set,
      replace: setValues,
      touch,
      disabled,
      errorOf: (name) => shown[name],
      shown,
    }),
    [values, set, touch, disabled, shown],
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
