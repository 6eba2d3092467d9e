/**
 * Open an account (/cash-account-create, partnership context), step 1: choose the currency among the available
 * ones and name the account; step 2 is /account-opening-conditions, which receives both in its query.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useNavigate } from 'shared-kernel/router';
import type { RemoteScreenProps } from 'shared-kernel/contract';
import type { AvailableCurrency } from 'shared-kernel/domain';
import { Alert, Button, Card, Input, Page, Select } from 'shared-kernel/ui';
import '../documents/customer-screens.css';
import { fetchAvailableCurrencies } from './api';
import { PartnershipAccounts } from './PartnershipAccounts';
import { ACCOUNT_NAME_MAX_LENGTH, normalizedAccountName, openingRefusal } from './rules';

export type CashAccountCreateProps = Pick<RemoteScreenProps, 'api' | 'session'>;

/** What the form offers before (or without) the bank's list: the Swiss franc. */
const ALWAYS_OFFERED: AvailableCurrency[] = [{ code: 'CHF', countries: ['CH'] }];

/** Currencies the screen names; others show their code. */
export const NAMED_CURRENCIES = ['CHF', 'EUR', 'USD', 'GBP', 'CAD', 'AUD', 'DKK', 'THB', 'BZD'];

export const conditionsPath = (currency: string, accountName: string): string =>
  `/account-opening-conditions?${new URLSearchParams({ currency, accountName }).toString()}`;

export function CashAccountCreate({ api, session }: CashAccountCreateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refusal = openingRefusal(session);
  const partnershipUid = session.currentContext?.uid ?? '';
  const [currencies, setCurrencies] = useState<AvailableCurrency[] | null>(null);
  const [currency, setCurrency] = useState('CHF');
  const [accountName, setAccountName] = useState('');

  useEffect(() => {
    if (refusal || !partnershipUid) return undefined;
    let active = true;
    fetchAvailableCurrencies(api, partnershipUid)
      .then((loaded) => active && setCurrencies(loaded))
      .catch((error: unknown) => {
        console.error('[cash-account-create] loading the currencies failed', error);
        if (active) setCurrencies(ALWAYS_OFFERED);
      });
    return () => {
      active = false;
    };
  }, [api, partnershipUid, refusal]);

  const name = normalizedAccountName(accountName);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name) navigate(conditionsPath(currency, name));
  };

  return (
    <Page title="webapp.title.cashAccountCreate">
      <div className="k-stack kc-screen">
        {refusal ? (
          <Alert type="info" message={`app.customer.cashAccount.refusal.${refusal}`} />
        ) : (
          <Card title="app.customer.cashAccount.formTitle">
            {/* The form stands at once (CHF until the list is in): nothing moves when the currencies arrive. */}
            <form className="k-stack" onSubmit={submit} noValidate>
              <p className="kc-muted">
                {t('app.customer.cashAccount.intro', { partnership: session.currentContext?.name ?? '' })}
              </p>
              <div className="k-grid">
                <Select
                  label="app.customer.cashAccount.currency"
                  required
                  placeholder={null}
                  disabled={currencies === null}
                  value={currency}
                  onChange={(event) => setCurrency(event.target.value)}
                  options={(currencies ?? ALWAYS_OFFERED).map((entry) => ({
                    value: entry.code,
                    label: NAMED_CURRENCIES.includes(entry.code)
                      ? {
                          key: 'app.customer.cashAccount.currencyOption',
                          values: { code: entry.code, name: t(`app.customer.currency.${entry.code}`) },
                        }
                      : { text: entry.code },
                  }))}
                />
                <Input
                  label="app.customer.cashAccount.name"
                  hint="app.customer.cashAccount.nameHint"
                  required
                  maxLength={ACCOUNT_NAME_MAX_LENGTH}
                  value={accountName}
                  onChange={(event) => setAccountName(event.target.value)}
                />
              </div>
              <div className="k-cluster">
                <Button type="submit" label="app.customer.cashAccount.continue" disabled={!name} />
                <Button variant="secondary" label="dict.cancel" onClick={() => navigate('/')} />
              </div>
            </form>
          </Card>
        )}
        {partnershipUid && session.currentContext?.type === 'partnership' ? (
          <PartnershipAccounts api={api} partnershipUid={partnershipUid} />
        ) : null}
      </div>
    </Page>
  );
}
