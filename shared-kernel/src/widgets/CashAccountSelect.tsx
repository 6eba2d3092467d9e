import type { ReactElement } from 'react';
import { maskIban, type CashAccount } from '../domain';
import { type FieldChrome, Select } from 'shared-kernel/ui';

export interface CashAccountSelectProps extends FieldChrome {
  id?: string;
  /** The accounts to offer (e.g. only those with capture rights, spec §5). */
  accounts: CashAccount[];
  value: string | null;
  onChange: (uid: string) => void;
  disabled?: boolean;
  name?: string;
}

/** Cash account selector: name, currency and the masked IBAN, so two accounts of one name stay apart. */
export function CashAccountSelect({
  accounts,
  value,
  onChange,
  ...chrome
}: CashAccountSelectProps): ReactElement {
  return (
    <Select
      {...chrome}
      placeholder={value ? null : undefined}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      options={accounts.map((account) => ({
        value: account.uid,
        label: { text: `${account.accountName} · ${account.currency} · ${maskIban(account.iban)}` },
      }))}
    />
  );
}
