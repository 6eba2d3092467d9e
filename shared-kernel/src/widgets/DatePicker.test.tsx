import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderScreen } from '../testing';
import { nextSelectableDay, parseDisplayDate, unavailableReason } from './bankingDays';
import { DatePicker, type DatePickerProps } from './DatePicker';

type Rules = Pick<DatePickerProps, 'minDate' | 'clearingHolidays' | 'weekendAllowed' | 'maxDate'>;

function Harness({ onChange, ...rules }: Rules & { onChange?: (iso: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DatePicker
      label="webapp.debug.input.payment_date"
      value={value}
      onChange={(iso) => {
        setValue(iso);
        onChange?.(iso);
      }}
      {...rules}
    />
  );
}

const cell = (iso: string) => document.querySelector(`[data-date="${iso}"]`) as HTMLElement;

describe('banking-day rules', () => {
  const rules = { minDate: '2026-11-23', clearingHolidays: ['2026-11-25'], weekendAllowed: false };
  it.each([
    ['2026-11-20', 'before_min'],
    ['2026-11-23', null],
    ['2026-11-25', 'holiday'],
    ['2026-11-28', 'weekend'],
    ['2026-11-29', 'weekend'],
    ['2026-11-30', null],
  ])('%s → %s', (iso, reason) => {
    expect(unavailableReason(iso, rules)).toBe(reason);
  });

  it('allows weekends for standing or recurring payments', () => {
    expect(unavailableReason('2026-11-28', { ...rules, weekendAllowed: true })).toBeNull();
  });

  it('finds the next banking day and parses dd.MM.yyyy', () => {
    expect(nextSelectableDay('2026-11-28', rules)).toBe('2026-11-30');
    expect(parseDisplayDate('1.12.2026')).toBe('2026-12-01');
    expect(parseDisplayDate('31.02.2026')).toBeNull();
    expect(parseDisplayDate('2026-12-01')).toBeNull();
  });
});

describe('DatePicker', () => {
  it('shows a Monday-first month with non-banking days disabled', async () => {
    renderScreen(<Harness minDate="2026-11-23" clearingHolidays={['2026-11-25']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Monday');
    expect(cell('2026-11-20')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('2026-11-25')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('2026-11-25')).toHaveAccessibleName(/clearing holiday/);
    expect(cell('2026-11-28')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('2026-11-24')).not.toHaveAttribute('aria-disabled');
    expect(cell('2026-11-23')).toHaveFocus();
  });

  it('opens on the month of the date in the field, not on today’s (issue 28)', async () => {
    renderScreen(<Harness minDate="2026-11-23" />);
    await userEvent.type(screen.getByRole('textbox'), '15.03.2027');
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(screen.getByRole('grid', { name: 'March 2027' })).toBeInTheDocument();
    expect(cell('2027-03-15')).toHaveFocus();
  });

  it('enables weekends when weekendAllowed', async () => {
    renderScreen(<Harness minDate="2026-11-23" weekendAllowed />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(cell('2026-11-28')).not.toHaveAttribute('aria-disabled');
  });

  it('moves with the keyboard, refuses a holiday and picks a banking day with Enter', async () => {
    const onChange = jest.fn();
    renderScreen(<Harness minDate="2026-11-23" clearingHolidays={['2026-11-25']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(cell('2026-11-25')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    expect(cell('2026-12-02')).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    await userEvent.keyboard('{PageUp}');
    expect(cell('2026-11-02')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{PageDown}{Home}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-11-30');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Payment date' })).toHaveValue('30.11.2026');
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus();
  });

  it('accepts typed dd.MM.yyyy and explains a refused date', async () => {
    const onChange = jest.fn();
    renderScreen(<Harness minDate="2026-11-23" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Payment date' });
    await userEvent.type(input, '28.11.2026');
    fireEvent.blur(input);
    expect(screen.getByText('Not a banking day (weekend).')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '30.11.2026{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-11-30');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
