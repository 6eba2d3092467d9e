import { memo, useState, type ReactElement } from 'react';
import { Button, SearchField, Select, type SelectOption } from 'shared-kernel/ui';
import { activeFilterCount, NO_FILTERS, PERIODS, type TransactionFilters } from './filters';
import { TRANSACTION_STATUSES, type TransactionCategory } from './types';

export interface TransactionFiltersBarProps {
  filters: TransactionFilters;
  onChange: (filters: TransactionFilters) => void;
  categories: SelectOption[];
}

/**
 * Search (max 140 characters, 300 ms debounce: the kernel's SearchField) and the list filters. Memoised: the
 * list's loading and answer do not render it again (issue 17).
 */
export const TransactionFiltersBar = memo(function TransactionFiltersBar({
  filters,
  onChange,
  categories,
}: TransactionFiltersBarProps): ReactElement {
  const set = <K extends keyof TransactionFilters>(key: K, value: TransactionFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const active = activeFilterCount(filters);
  // The search field keeps its own text while typing; only a reset starts it afresh. Keying it on the
  // search term remounted it after the first search and lost the focus and the next keystrokes.
  const [resets, setResets] = useState(0);
  return (
    <div className="acc-filters" role="search">
      <div className="acc-filters__search">
        <SearchField
          key={resets}
          label="app.accounts.transactions.search"
          placeholder="app.accounts.transactions.searchPlaceholder"
          initialValue={filters.search}
          onSearch={(search) => set('search', search)}
        />
      </div>
      <Select
        label="app.accounts.transactions.period"
        placeholder={null}
        value={filters.period}
        onChange={(event) => set('period', event.target.value as TransactionFilters['period'])}
        options={PERIODS.map((period) => ({
          value: period,
          label: `app.accounts.transactions.periods.${period}`,
        }))}
      />
      <Select
        label="app.accounts.transactions.direction"
        placeholder={null}
        value={filters.direction}
        onChange={(event) => set('direction', event.target.value as TransactionFilters['direction'])}
        options={[
          { value: 'all', label: 'dict.all' },
          { value: 'debit', label: 'dict.direction.debit' },
          { value: 'credit', label: 'dict.direction.credit' },
        ]}
      />
      <Select
        label="dict.status"
        placeholder={null}
        value={filters.status}
        onChange={(event) => set('status', event.target.value as TransactionFilters['status'])}
        options={[
          { value: 'all', label: 'dict.all' },
          ...TRANSACTION_STATUSES.map((status) => ({
            value: status,
            label: `dict.transactionStatus.${status}`,
          })),
        ]}
      />
      <Select
        label="app.accounts.receipt.category"
        placeholder={null}
        value={filters.category}
        onChange={(event) => set('category', event.target.value as TransactionCategory | 'all')}
        options={[{ value: 'all', label: 'dict.all' }, ...categories]}
      />
      <Button
        variant="link"
        disabled={active === 0 && filters.search === ''}
        label={{ key: 'app.accounts.transactions.resetFilters', values: { count: active } }}
        onClick={() => {
          setResets((count) => count + 1);
          onChange(NO_FILTERS);
        }}
      />
    </div>
  );
});
