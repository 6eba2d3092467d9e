import {
  memo,
  useCallback,
  useMemo,
  useState,
  type Dispatch,
  type ReactElement,
  type SetStateAction,
} from 'react';
import { Button, SearchField, Select, type Message, type SelectOption } from 'shared-kernel/ui';
import { activeFilterCount, NO_FILTERS, PERIODS, type TransactionFilters } from './filters';
import { TRANSACTION_STATUSES } from './types';

export interface TransactionFiltersBarProps {
  filters: TransactionFilters;
  /** The screen's state setter: a field's change is applied to the filters as they are when it lands. */
  onChange: Dispatch<SetStateAction<TransactionFilters>>;
  categories: SelectOption[];
}

type SelectFilter = Exclude<keyof TransactionFilters, 'search'>;
type SetFilter = (key: SelectFilter, value: string) => void;

const PERIOD_OPTIONS: SelectOption[] = PERIODS.map((period) => ({
  value: period,
  label: `app.accounts.transactions.periods.${period}`,
}));
const DIRECTION_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'dict.all' },
  { value: 'debit', label: 'dict.direction.debit' },
  { value: 'credit', label: 'dict.direction.credit' },
];
const STATUS_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'dict.all' },
  ...TRANSACTION_STATUSES.map((status) => ({ value: status, label: `dict.transactionStatus.${status}` })),
];

interface FilterSelectProps {
  filter: SelectFilter;
  label: Message;
  value: string;
  options: SelectOption[];
  onSet: SetFilter;
}

/**
 * One filter's select. Memoised with stable props: choosing a direction renders the direction's select, not the
 * other filters' fields and their translated options (issue 34 item 3: the filter change is a keystroke's work on
 * a phone's CPU).
 */
const FilterSelect = memo(function FilterSelect({
  filter,
  label,
  value,
  options,
  onSet,
}: FilterSelectProps): ReactElement {
  return (
    <Select
      label={label}
      placeholder={null}
      value={value}
      onChange={(event) => onSet(filter, event.target.value)}
      options={options}
    />
  );
});

// The search keeps its own text while typing; another filter's change does not render it again.
const MemoSearchField = memo(SearchField);

/**
 * Search (max 140 characters, 300 ms debounce: the kernel's SearchField) and the list filters. Memoised: the
 * list's loading and answer do not render it again (issue 17).
 */
export const TransactionFiltersBar = memo(function TransactionFiltersBar({
  filters,
  onChange,
  categories,
}: TransactionFiltersBarProps): ReactElement {
  // A select offers only its own options, so its value is one of the filter's values.
  const onSet = useCallback<SetFilter>(
    (key, value) => onChange((current) => ({ ...current, [key]: value })),
    [onChange],
  );
  const onSearch = useCallback(
    (search: string) => onChange((current) => ({ ...current, search })),
    [onChange],
  );
  const categoryOptions = useMemo(() => [{ value: 'all', label: 'dict.all' }, ...categories], [categories]);
  const active = activeFilterCount(filters);
  // The search field keeps its own text while typing; only a reset starts it afresh. Keying it on the
  // search term remounted it after the first search and lost the focus and the next keystrokes.
  const [resets, setResets] = useState(0);
  return (
    <div className="acc-filters" role="search">
      <div className="acc-filters__search">
        <MemoSearchField
          key={resets}
          label="app.accounts.transactions.search"
          placeholder="app.accounts.transactions.searchPlaceholder"
          initialValue={filters.search}
          onSearch={onSearch}
        />
      </div>
      <FilterSelect
        filter="period"
        label="app.accounts.transactions.period"
        value={filters.period}
        options={PERIOD_OPTIONS}
        onSet={onSet}
      />
      <FilterSelect
        filter="direction"
        label="app.accounts.transactions.direction"
        value={filters.direction}
        options={DIRECTION_OPTIONS}
        onSet={onSet}
      />
      <FilterSelect
        filter="status"
        label="dict.status"
        value={filters.status}
        options={STATUS_OPTIONS}
        onSet={onSet}
      />
      <FilterSelect
        filter="category"
        label="app.accounts.receipt.category"
        value={filters.category}
        options={categoryOptions}
        onSet={onSet}
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
