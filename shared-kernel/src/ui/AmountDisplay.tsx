import type { ReactElement } from 'react';
import { formatAmount } from '../domain';
import type { Amount } from '../domain/entities';
import { useAmountVisible } from './KernelProvider';
import { useMessage } from './text';

/** What a hidden amount shows (spec §2: the amount-visibility toggle hides every amount). */
export const HIDDEN_AMOUNT = '••••';

export interface AmountDisplayProps {
  amount: Amount;
  /** Overrides the provider's visibility (e.g. a screen that always shows the amount being entered). */
  visible?: boolean;
  /** Colours negative amounts (bookings); off for balances where the sign alone says enough. */
  signColour?: boolean;
  /** Writes the currency before the number ("EUR 2'641.65"): wherever accounts of several currencies meet. */
  withCurrency?: boolean;
}

export function AmountDisplay({
  amount,
  visible,
  signColour = false,
  withCurrency = false,
}: AmountDisplayProps): ReactElement {
  const contextVisible = useAmountVisible();
  const tm = useMessage();
  const shown = visible ?? contextVisible;
  const currency = withCurrency ? <span className="k-amount__currency">{amount.currency} </span> : null;
  if (!shown) {
    return (
      <span className="k-amount">
        {currency}
        <span aria-hidden="true">{HIDDEN_AMOUNT}</span>
        <span className="k-visually-hidden">{tm('webapp.ui.amount_hidden')}</span>
      </span>
    );
  }
  const negative = amount.value < 0;
  return (
    <span className={`k-amount${signColour && negative ? ' k-amount--negative' : ''}`}>
      {currency}
      {formatAmount(amount)}
    </span>
  );
}
