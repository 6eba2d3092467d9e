import './widgets.css';
import { useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import {
  activeMention,
  applyMention,
  mentionSuggestions,
  type ActiveMention,
  type MentionPool,
} from './mentions';
import { type Message, useMessage } from 'shared-kernel/ui';

export interface MentionTextAreaProps {
  label: Message;
  hint?: Message;
  /** Accessible names of the option lists: people (@) and tags (#). */
  peopleLabel: Message;
  tagsLabel: Message;
  name?: string;
  value: string;
  onChange: (text: string) => void;
  /** A tag or person chosen from the list (added to the receipt's tags or mentions). */
  onPick: (entry: string) => void;
  profile: MentionPool;
  maxLength: number;
  disabled?: boolean;
}

/**
 * A note with the mention picker (spec §5): a combobox whose listbox offers up to 5 tags (#) or
 * people (@) of the tag profile; arrows move, Enter or Tab choose, Escape closes. A textarea may carry no
 * role (ARIA in HTML), so the combobox role sits on its wrapper (the ARIA 1.1 pattern) and the textarea
 * points at the active option with aria-activedescendant.
 */
export function MentionTextArea({
  label,
  hint,
  peopleLabel,
  tagsLabel,
  name,
  value,
  onChange,
  onPick,
  profile,
  maxLength,
  disabled,
}: MentionTextAreaProps): ReactElement {
  const tm = useMessage();
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<ActiveMention | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const options = mention && !dismissed ? mentionSuggestions(mention, profile) : [];
  const open = options.length > 0;

  const track = (text: string, caret: number) => {
    setMention(activeMention(text, caret));
    setActive(0);
    setDismissed(false);
  };

  const choose = (entry: string) => {
    const element = ref.current;
    if (!mention || !element) return;
    const next = applyMention(value, element.selectionStart ?? value.length, mention, entry);
    onChange(next.text.slice(0, maxLength));
    onPick(entry);
    setMention(null);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(options[active] as string);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    }
  };

  return (
    <div className="k-field k-mention">
      <label htmlFor={id} id={`${id}-label`} className="k-field__label">
        {tm(label)}
      </label>
      {hint ? (
        <p id={hintId} className="k-field__hint">
          {tm(hint)}
        </p>
      ) : null}
      <div
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-haspopup="listbox"
        aria-labelledby={`${id}-label`}
      >
        <textarea
          ref={ref}
          id={id}
          className="k-input k-mention__input"
          rows={3}
          value={value}
          maxLength={maxLength}
          disabled={disabled}
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          aria-describedby={hint ? hintId : undefined}
          name={name}
          onChange={(event) => {
            onChange(event.target.value);
            track(event.target.value, event.target.selectionStart ?? event.target.value.length);
          }}
          onKeyDown={onKeyDown}
          onKeyUp={(event) => {
            if (
              event.key === 'ArrowLeft' ||
              event.key === 'ArrowRight' ||
              event.key === 'Home' ||
              event.key === 'End'
            )
              track(value, event.currentTarget.selectionStart ?? value.length);
          }}
          onClick={(event) => track(value, event.currentTarget.selectionStart ?? value.length)}
          onBlur={() => setMention(null)}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        className="k-mention__list"
        aria-label={tm(mention?.trigger === '#' ? tagsLabel : peopleLabel)}
        hidden={!open}
      >
        {options.map((entry, index) => (
          <li
            key={entry}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`k-mention__option${index === active ? ' k-mention__option--active' : ''}`}
            // mousedown, not click: the textarea keeps focus and its caret.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(entry);
            }}
          >
            {entry}
          </li>
        ))}
      </ul>
    </div>
  );
}
