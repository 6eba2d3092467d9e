import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { Field } from './Field';
import { Icon } from './Icon';
import { useMessage, type Message } from './text';

/** Spec §5/§9: search text at most 140 characters, searched 300 ms after the last keystroke. */
export const SEARCH_MAX_LENGTH = 140;
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldProps {
  label: Message;
  /** Called with the term once typing pauses for `debounceMs`. */
  onSearch: (term: string) => void;
  initialValue?: string;
  placeholder?: Message;
  maxLength?: number;
  debounceMs?: number;
}

export function SearchField({
  label,
  onSearch,
  initialValue = '',
  placeholder,
  maxLength = SEARCH_MAX_LENGTH,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: SearchFieldProps): ReactElement {
  const tm = useMessage();
  const counterId = useId();
  const [term, setTerm] = useState(initialValue);
  const lastSearched = useRef(initialValue);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (term === lastSearched.current) return undefined;
    const timer = setTimeout(() => {
      lastSearched.current = term;
      onSearchRef.current(term);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [term, debounceMs]);

  return (
    <Field
      label={label}
      describedBy={[counterId]}
      after={
        <span id={counterId} className="k-search__counter">
          <span aria-hidden="true">
            {term.length}/{maxLength}
          </span>
          <span className="k-visually-hidden">
            {tm({ key: 'webapp.ui.search.counter', values: { current: term.length, max: maxLength } })}
          </span>
        </span>
      }
    >
      {(control) => (
        <div className="k-search k-cluster">
          <Icon name="search" />
          <input
            {...control}
            type="search"
            className="k-input k-spacer"
            value={term}
            maxLength={maxLength}
            placeholder={placeholder ? tm(placeholder) : undefined}
            // Pasted text longer than the limit is cut, as maxLength does for typing.
            onChange={(event) => setTerm(event.target.value.slice(0, maxLength))}
          />
        </div>
      )}
    </Field>
  );
}
