/**
 * All money at a glance (issue 28 item 6): every account of the context with its balance, and the total of all
 * of them in francs, foreign currencies at the sandbox's mid rate of the day (the rates used are shown). An
 * account the user sees without amounts (spec §2 side area) is listed by name and left out of the total.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import {
  formatExchangeRate,
  midRateMicros,
  rateAsNumber,
  sumAmounts,
  valueInChf,
  type Amount,
  type CashAccount,
  type SessionSnapshot,
} from 'shared-kernel/domain';
import { AmountDisplay, Card } from 'shared-kernel/ui';
import { mayViewAmounts } from './cashAccounts';

/** The total in CHF of the accounts whose amounts are shown, and the foreign currencies it converted. */
export function totalInChf(accounts: CashAccount[]): { total: Amount; converted: string[] } {
  const worth = accounts.map((account) => valueInChf(account.totalValuation));
  const converted = [...new Set(accounts.map((account) => account.totalValuation.currency))]
    .filter((currency) => currency !== 'CHF' && midRateMicros(currency) !== null)
    .sort();
  return {
    total: sumAmounts(
      worth.filter((value): value is Amount => value !== null),
      'CHF',
    ),
    converted,
  };
}

export function AllAccounts(props: {
  accounts: CashAccount[];
  session: SessionSnapshot;
  selected: string;
  onSelect: (uid: string) => void;
}): ReactElement {
  const { t } = useTranslation();
  const shown = props.accounts.filter((account) => mayViewAmounts(props.session, account));
  const { total, converted } = totalInChf(shown);
  return (
    <Card title="app.accounts.dashboard.allAccounts">
      <ul className="acc-all" aria-label={t('app.accounts.dashboard.allAccounts')}>
        {props.accounts.map((account) => (
          <li key={account.uid} className="acc-all__row">
            <button
              type="button"
              className="k-button k-button--link acc-all__name"
              aria-current={account.uid === props.selected ? 'true' : undefined}
              onClick={() => props.onSelect(account.uid)}
            >
              {account.accountName}
            </button>
            <span className="acc-all__amount">
              {mayViewAmounts(props.session, account) ? (
                <>
                  <span className="acc-currency">{account.currency}</span>{' '}
                  <AmountDisplay amount={account.totalValuation} />
                </>
              ) : (
                t('app.accounts.dashboard.noAmount')
              )}
            </span>
          </li>
        ))}
      </ul>
      {shown.length > 0 ? (
        <p className="acc-balance__total">
          {t('app.accounts.dashboard.totalInChf')}{' '}
          <strong>
            CHF <AmountDisplay amount={total} />
          </strong>
        </p>
      ) : null}
      {converted.map((currency) => (
        <p key={currency} className="acc-muted acc-all__rate">
          {t('app.accounts.dashboard.rateUsed', {
            currency,
            rate: formatExchangeRate(rateAsNumber(midRateMicros(currency)!)),
          })}
        </p>
      ))}
    </Card>
  );
}
