import type { InputHTMLAttributes, ReactElement, Ref } from 'react';
import { Field, type FieldChrome } from './Field';

export interface InputProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id?: string;
  ref?: Ref<HTMLInputElement>;
  /** Monospace digits (IBAN, reference numbers). */
  mono?: boolean;
}

export function Input({
  id,
  label,
  hint,
  error,
  required,
  labelHidden,
  mono,
  className,
  ref,
  ...rest
}: InputProps): ReactElement {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} labelHidden={labelHidden}>
      {(control) => (
        <input
          {...rest}
          {...control}
          ref={ref}
          required={required}
          className={`k-input${mono ? ' k-input--mono' : ''}${className ? ` ${className}` : ''}`}
        />
      )}
    </Field>
  );
}
