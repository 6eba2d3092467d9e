import './widgets.css';
import type { InputHTMLAttributes, ReactElement } from 'react';
import { formatAmount, parseAmount } from '../domain';
import { Field, type FieldChrome, useFormatLocale } from 'shared-kernel/ui';

export interface AmountInputProps
  extends
    FieldChrome,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'defaultValue'> {
  id?: string;
  /** The amount as typed (spec §3: a string in the form). */
  value: string;
  onChange: (text: string) => void;
  /** Shown after the field (the payment currency). */
  currency?: string;
}

/**
 * Amount entry as text (spec §5: text becomes an integer value plus a factor; never a float). On leaving the
 * field a readable amount is rewritten in the locale's Swiss format ("1'234.50"); unreadable text stays as typed
 * so the form can say what is wrong.
 */
export function AmountInput({
  id,
  label,
  hint,
  error,
  required,
  labelHidden,
  value,
  onChange,
  currency,
  onBlur,
  ...rest
}: AmountInputProps): ReactElement {
  const locale = useFormatLocale();
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} labelHidden={labelHidden}>
      {(control) => (
        <div className="k-amount-input">
          <input
            {...rest}
            {...control}
            required={required}
            className="k-input k-input--mono k-amount-input__field"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={(event) => {
              const amount = parseAmount(value, currency);
              if (amount && amount.value >= 0) onChange(formatAmount(amount, locale));
              onBlur?.(event);
            }}
          />
          {currency ? (
            <span className="k-amount-input__currency" aria-hidden="true">
              {currency}
            </span>
          ) : null}
        </div>
      )}
    </Field>
  );
}
