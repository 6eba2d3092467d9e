import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches once, 300 ms after the last keystroke', async () => {
    const onSearch = jest.fn();
    renderScreen(<SearchField label="webapp.debug.input.search" onSearch={onSearch} />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'Migros');
    act(() => jest.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Migros');
  });

  it('counts characters as current/max and cuts pasted text at 140', () => {
    renderScreen(<SearchField label="webapp.debug.input.search" onSearch={() => undefined} />);
    const input = screen.getByRole('searchbox');
    expect(screen.getByText('0/140')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'Coop' } });
    expect(screen.getByText('4/140')).toBeInTheDocument();
    expect(screen.getByText('4 of 140 characters')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'x'.repeat(200) } });
    expect(input).toHaveValue('x'.repeat(140));
    expect(screen.getByText('140/140')).toBeInTheDocument();
    expect(input).toHaveAttribute('maxLength', '140');
  });
});
