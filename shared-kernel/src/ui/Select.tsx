import { useMemo, type ReactElement, type Ref, type SelectHTMLAttributes } from 'react';
import { Field, type FieldChrome } from './Field';
import { useMessage, type Message } from './text';

export interface SelectOption {
  value: string;
  label: Message;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldChrome, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  id?: string;
  ref?: Ref<HTMLSelectElement>;
  options: SelectOption[];
  /** Text of the empty first option ("Please select"); null for no empty option. */
  placeholder?: Message | null;
}

/** A native select: the platform gives keyboard, screen-reader and mobile behaviour for free. */
export function Select({
  id,
  label,
  hint,
  error,
  required,
  labelHidden,
  options,
  placeholder = 'webapp.ui.form.please_select',
  ref,
  ...rest
}: SelectProps): ReactElement {
  const tm = useMessage();
  // The options, translated, made again only when the list or the language changes: a form renders its selects on
  // every keystroke, and a country list is some 40 options (issue 34 item 3).
  const choices = useMemo(
    () =>
      options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {tm(option.label)}
        </option>
      )),
    [options, tm],
  );
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} labelHidden={labelHidden}>
      {(control) => (
        <select {...rest} {...control} ref={ref} required={required} className="k-select">
          {placeholder !== null ? <option value="">{tm(placeholder)}</option> : null}
          {choices}
        </select>
      )}
    </Field>
  );
}
