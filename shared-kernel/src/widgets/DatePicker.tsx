import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfWeek } from 'date-fns/endOfWeek';
import { isSameMonth } from 'date-fns/isSameMonth';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import {
  formatDisplayDate,
  nextSelectableDay,
  parseDisplayDate,
  todayInZurich,
  unavailableReason,
  type DatePickerRules,
} from './bankingDays';
import { builtOnce, dayOf, isoOf, WEEK_STARTS_ON } from '../domain';
import { Field, type FieldChrome, IconButton, useMessage } from 'shared-kernel/ui';

export interface DatePickerProps extends FieldChrome, DatePickerRules {
  id?: string;
  /** ISO yyyy-MM-dd or null. */
  value: string | null;
  onChange: (iso: string | null) => void;
  disabled?: boolean;
}

function monthDays(viewMonth: Date): Date[][] {
  const first = startOfWeek(startOfMonth(viewMonth), { weekStartsOn: WEEK_STARTS_ON });
  const last = endOfWeek(endOfMonth(viewMonth), { weekStartsOn: WEEK_STARTS_ON });
  const weeks: Date[][] = [];
  for (let day = first; day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return weeks;
}

/**
 * Date entry as dd.MM.yyyy text plus a calendar (APG date picker grid): arrows move by day/week,
 * PageUp/PageDown by month (with Shift by year), Home/End to the week's start/end, Enter picks,
 * Escape closes. Non-banking days (spec §5/§9) are announced as unavailable and cannot be picked.
 */
export function DatePicker({
  id,
  label,
  hint,
  error,
  required,
  labelHidden,
  value,
  onChange,
  disabled,
  minDate,
  maxDate,
  clearingHolidays,
  weekendAllowed,
}: DatePickerProps): ReactElement {
  const tm = useMessage();
  const { i18n } = useTranslation();
  const rules = useMemo<DatePickerRules>(
    () => ({ minDate, maxDate, clearingHolidays, weekendAllowed }),
    [minDate, maxDate, clearingHolidays, weekendAllowed],
  );
  const [text, setText] = useState(value ? formatDisplayDate(value) : '');
  const [entryError, setEntryError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [focusedDay, setFocusedDay] = useState<string>(() => value ?? todayInZurich());
  const toggle = useRef<HTMLButtonElement | null>(null);
  const grid = useRef<HTMLTableElement | null>(null);
  const monthId = useId();
  const formatHintId = useId();

  // Keep the text in step with a value set from outside (form reset, server data).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value ? formatDisplayDate(value) : '');
    setEntryError(null);
  }

  useEffect(() => {
    if (!open) return;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focusedDay}"]`)?.focus();
  }, [open, focusedDay]);

  const locale = i18n.language || 'en';
  const viewMonth = dayOf(focusedDay);
  const weeks = monthDays(viewMonth);

  const openCalendar = () => {
    const start = value ?? (minDate !== undefined ? isoOf(new Date(minDate)) : todayInZurich());
    setFocusedDay(nextSelectableDay(start, rules) ?? start);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const pick = (iso: string) => {
    if (unavailableReason(iso, rules)) return;
    setEntryError(null);
    setText(formatDisplayDate(iso));
    onChange(iso);
    close();
  };
  const commitText = () => {
    if (text.trim() === '') {
      setEntryError(null);
      if (value !== null) onChange(null);
      return;
    }
    const iso = parseDisplayDate(text);
    if (!iso) {
      setEntryError('webapp.ui.datepicker.invalid');
      return;
    }
    const reason = unavailableReason(iso, rules);
    if (reason) {
      setEntryError(`webapp.ui.datepicker.unavailable.${reason}`);
      return;
    }
    setEntryError(null);
    setText(formatDisplayDate(iso));
    if (iso !== value) onChange(iso);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const day = dayOf(focusedDay);
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      PageUp: () => (event.shiftKey ? addYears(day, -1) : addMonths(day, -1)),
      PageDown: () => (event.shiftKey ? addYears(day, 1) : addMonths(day, 1)),
      Home: () => startOfWeek(day, { weekStartsOn: WEEK_STARTS_ON }),
      End: () => endOfWeek(day, { weekStartsOn: WEEK_STARTS_ON }),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setFocusedDay(isoOf(move()));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(focusedDay);
    }
  };

  const shownError = error ?? entryError;
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={shownError}
      required={required}
      labelHidden={labelHidden}
      describedBy={[formatHintId]}
    >
      {(control) => (
        <div className="k-datepicker">
          <div className="k-datepicker__row">
            <input
              {...control}
              className="k-input k-input--mono"
              inputMode="numeric"
              autoComplete="off"
              placeholder="dd.mm.yyyy"
              disabled={disabled}
              required={required}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onBlur={commitText}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitText();
              }}
            />
            <IconButton
              ref={toggle}
              icon="calendar"
              label="webapp.ui.datepicker.open"
              aria-expanded={open}
              disabled={disabled}
              onClick={() => (open ? close() : openCalendar())}
            />
          </div>
          <span id={formatHintId} className="k-visually-hidden">
            {tm('webapp.ui.datepicker.format')}
          </span>
          {open ? (
            <Calendar
              formats={calendarFormats(locale)}
              {...{ monthId, viewMonth, weeks, focusedDay, value, rules, grid, toggle, tm }}
              onFocusDay={setFocusedDay}
              onPick={pick}
              onClose={close}
              onLeave={() => setOpen(false)}
              onGridKeyDown={onGridKeyDown}
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}

/** The calendar's date formats in one language, built once (a new Intl.DateTimeFormat costs milliseconds). */
interface CalendarFormats {
  month: Intl.DateTimeFormat;
  weekdayShort: Intl.DateTimeFormat;
  weekdayLong: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
}
const calendarFormats = builtOnce((locale: string): CalendarFormats => ({
  month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
  weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short' }),
  weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
  day: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
}));

interface CalendarProps {
  formats: CalendarFormats;
  monthId: string;
  viewMonth: Date;
  weeks: Date[][];
  focusedDay: string;
  value: string | null;
  rules: DatePickerRules;
  grid: RefObject<HTMLTableElement | null>;
  toggle: RefObject<HTMLButtonElement | null>;
  tm: ReturnType<typeof useMessage>;
  onFocusDay: (iso: string) => void;
  onPick: (iso: string) => void;
  onClose: () => void;
  onLeave: () => void;
  onGridKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void;
}

/**
 * The open calendar: its month, weekday and day names are rendered only while it is open (the closed picker of
 * every payment form rendered them on each keystroke: issue 34).
 */
function Calendar({
  formats,
  monthId,
  viewMonth,
  weeks,
  focusedDay,
  value,
  rules,
  grid,
  toggle,
  tm,
  onFocusDay,
  onPick,
  onClose,
  onLeave,
  onGridKeyDown,
}: CalendarProps): ReactElement {
  return (
    <div
      className="k-calendar"
      role="dialog"
      aria-modal="false"
      aria-labelledby={monthId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      onBlur={(event) => {
        // Focus leaving the calendar (Tab away, click elsewhere) closes it without pulling focus back.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next) && next !== toggle.current) onLeave();
      }}
    >
      <div className="k-calendar__header">
        <IconButton
          icon="chevron-left"
          label="webapp.ui.datepicker.previous_month"
          onClick={() => onFocusDay(isoOf(addMonths(viewMonth, -1)))}
        />
        <span id={monthId} className="k-calendar__month" aria-live="polite">
          {formats.month.format(viewMonth)}
        </span>
        <IconButton
          icon="chevron"
          label="webapp.ui.datepicker.next_month"
          onClick={() => onFocusDay(isoOf(addMonths(viewMonth, 1)))}
        />
      </div>
      <table ref={grid} role="grid" aria-labelledby={monthId} onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {(weeks[0] ?? []).map((day) => (
              <th key={day.getDay()} scope="col" abbr={formats.weekdayLong.format(day)}>
                {formats.weekdayShort.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={isoOf(week[0] ?? viewMonth)}>
              {week.map((day) => {
                const iso = isoOf(day);
                const reason = unavailableReason(iso, rules);
                const selected = iso === value;
                return (
                  <td
                    key={iso}
                    data-date={iso}
                    tabIndex={iso === focusedDay ? 0 : -1}
                    aria-selected={selected}
                    aria-disabled={reason ? true : undefined}
                    aria-label={`${formats.day.format(day)}${reason ? `, ${tm(`webapp.ui.datepicker.unavailable.${reason}`)}` : ''}`}
                    className={`k-calendar__day${isSameMonth(day, viewMonth) ? '' : ' k-calendar__day--outside'}`}
                    onClick={() => {
                      onFocusDay(iso);
                      onPick(iso);
                    }}
                  >
                    {day.getDate()}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
