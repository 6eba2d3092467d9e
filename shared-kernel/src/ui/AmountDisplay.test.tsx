import { screen } from '@testing-library/react';
import { personas } from '../domain/fixtures/personas';
import { renderScreen } from '../testing';
import { AmountDisplay } from './AmountDisplay';

const amount = { value: -123455, factor: 2, currency: 'CHF' };

describe('AmountDisplay', () => {
  it('writes the one Swiss notation in every language, whatever the profile locale (issue 8)', () => {
    // Claire's profile says fr_CH; an Italian (or any) screen shows 1'234.55, never "1 234,55".
    for (const language of ['it', 'fr', 'de', 'en'] as const) {
      const view = renderScreen(<AmountDisplay amount={amount} withCurrency />, {
        session: personas.clairePrivate,
        language,
      });
      expect(view.container).toHaveTextContent("CHF -1'234.55");
      view.unmount();
    }
  });

  it('formats when amounts are visible', () => {
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
