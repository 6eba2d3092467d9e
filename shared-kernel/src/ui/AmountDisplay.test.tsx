import { screen } from '@testing-library/react';
import { personas } from '../domain/fixtures/personas';
import { renderScreen } from '../testing';
import { AmountDisplay } from './AmountDisplay';

const amount = { value: -123455, factor: 2, currency: 'CHF' };

describe('AmountDisplay', () => {
  it('formats with the session locale when amounts are visible', () => {
    renderScreen(<AmountDisplay amount={amount} signColour />, {
      session: { ...personas.annaPrivate, amountVisible: true },
    });
    const shown = screen.getByText(/1.234.55|1.234,55/);
    expect(shown).toHaveClass('k-amount--negative');
    expect(screen.queryByText('••••')).not.toBeInTheDocument();
  });

  it('masks as •••• when the session hides amounts, with an accessible name', () => {
    renderScreen(<AmountDisplay amount={amount} />, {
      session: { ...personas.annaPrivate, amountVisible: false },
    });
    expect(screen.getByText('••••')).toBeInTheDocument();
    expect(screen.getByText('Amount hidden')).toBeInTheDocument();
    expect(screen.queryByText(/1.234/)).not.toBeInTheDocument();
  });

  it('lets a prop override the session', () => {
    renderScreen(<AmountDisplay amount={amount} visible />, {
      session: { ...personas.annaPrivate, amountVisible: false },
    });
    expect(screen.queryByText('••••')).not.toBeInTheDocument();
  });
});
