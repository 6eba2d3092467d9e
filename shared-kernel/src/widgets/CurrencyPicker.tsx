import type { ReactElement } from 'react';
import { type FieldChrome, Select } from 'shared-kernel/ui';

export interface CurrencyPickerProps extends FieldChrome {
  id?: string;
  /** ISO 4217 codes to offer, in the order given. */
  currencies: string[];
  value: string;
  onChange: (currency: string) => void;
  disabled?: boolean;
  name?: string;
}

/** A currency choice by ISO code (codes read the same in every language). */
export function CurrencyPicker({
  currencies,
  value,
  onChange,
  ...chrome
}: CurrencyPickerProps): ReactElement {
  const offered = currencies.includes(value) || !value ? currencies : [value, ...currencies];
  return (
    <Select
      {...chrome}
      placeholder={null}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={offered.map((code) => ({ value: code, label: { text: code } }))}
    />
  );
}
