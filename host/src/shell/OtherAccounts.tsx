import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link } from 'shared-kernel/router';
import { ADD_ACCOUNT_LINK, otherAccountsArea, type SessionSnapshot } from 'shared-kernel/domain';
import { AmountDisplay, Icon } from 'shared-kernel/ui';

export interface OtherAccountsProps {
  snapshot: SessionSnapshot;
  onSelect: (uid: string) => void;
}

/**
 * Spec §2 side area "other accounts": entitled cash accounts when more than one exists, inactive ones
 * dimmed with a status label, names without amounts where not entitled, and the add-account link rules.
 */
export function OtherAccounts({ snapshot, onSelect }: OtherAccountsProps): ReactElement | null {
  const { t } = useTranslation();
  const area = otherAccountsArea(snapshot);
  if (!area.visible && !area.canAddAccount) return null;
  return (
    <section className="kontor-accounts" aria-labelledby="kontor-accounts-title">
      <h2 id="kontor-accounts-title" className="kontor-sidemenu__heading">
        {t('webapp.shell.accounts.title')}
      </h2>
      {area.visible ? (
        <ul className="kontor-accounts__list">
          {area.accounts.map(({ account, dimmed, statusLabelKey, amountsVisible }) => {
            const selected = account.uid === snapshot.selectedCashAccountUid;
            return (
              <li key={account.uid} className={dimmed ? 'kontor-accounts__item--dimmed' : undefined}>
                <button
                  type="button"
                  className="kontor-accounts__choice"
                  aria-current={selected || undefined}
                  onClick={() => onSelect(account.uid)}
                >
                  <span className="kontor-accounts__name">{account.accountName}</span>
                  {statusLabelKey ? (
                    <span className="k-badge k-badge--neutral">{t(statusLabelKey)}</span>
                  ) : null}
                  {/* With its currency: EUR and CHF accounts sit side by side here. */}
                  {amountsVisible ? <AmountDisplay amount={account.totalValuation} withCurrency /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {area.canAddAccount ? (
        <Link to={ADD_ACCOUNT_LINK.to} className="kontor-accounts__add">
          <Icon name="plus" />
          {t('webapp.shell.accounts.add')}
        </Link>
      ) : null}
    </section>
  );
}
