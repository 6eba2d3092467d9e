import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import { maskIban, normalizeIban } from 'shared-kernel/domain';
import { Badge, Button, Card, Page, Select, Spinner } from 'shared-kernel/ui';
import { useSelectedCashAccount } from '../dashboard/useSelectedCashAccount';
import { fetchAccountOwner } from './api';
import { toQrBillData, type AccountOwner } from './qrBill';
import '../screen/facts.css';
import './account-information.css';
import { NoCashAccounts } from '../screen/NoCashAccounts';

const QrBillCode = lazy(() => import(/* webpackChunkName: "qr-bill-code" */ './QrBillCode'));

/** Spec §8: copy to clipboard reports success or failure as an alert. */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Route /account-information (spec §2, private or partnership context). */
export function AccountInformationScreen(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const { account, accounts, select } = useSelectedCashAccount();
  const [owner, setOwner] = useState<AccountOwner | null>(null);
  const [ownerFailed, setOwnerFailed] = useState(false);
  const [qrInvalid, setQrInvalid] = useState(false);
  const onQrInvalid = useCallback((error: unknown) => {
    console.error('[accounts] QR-bill data refused', error);
    setQrInvalid(true);
  }, []);

  useEffect(() => {
    let active = true;
    setOwner(null);
    setOwnerFailed(false);
    fetchAccountOwner(api, session)
      .then((loaded) => active && setOwner(loaded))
      .catch((error: unknown) => {
        // Spec §8: account info failures are logged and the screen continues.
        console.error('[accounts] account owner failed', error);
        if (active) setOwnerFailed(true);
      });
    return () => {
      active = false;
    };
  }, [api, session]);

  const qr = useMemo(() => (account && owner ? toQrBillData(account, owner) : null), [account, owner]);

  if (!account) {
    return (
      <Page title="webapp.title.accountInformation">
        <NoCashAccounts />
      </Page>
    );
  }

  const copyIban = async () => {
    const copied = await copyToClipboard(normalizeIban(account.iban));
    bus.alert(
      copied
        ? { alertType: 'success', message: 'app.accounts.accountInformation.copied' }
        : { alertType: 'error', message: 'app.accounts.accountInformation.copyFailed' },
    );
  };

  const address = owner?.address;
  return (
    <Page title="webapp.title.accountInformation">
      <div className="acc-info">
        <Card title="app.accounts.accountInformation.details">
          {accounts.length > 1 ? (
            <Select
              label="app.accounts.selectAccount"
              placeholder={null}
              value={account.uid}
              onChange={(event) => select(event.target.value)}
              options={accounts.map((candidate) => ({
                value: candidate.uid,
                label: { text: candidate.accountName },
              }))}
            />
          ) : null}
          <dl className="acc-facts">
            <dt>{t('dict.name')}</dt>
            <dd>{account.accountName}</dd>
            <dt>{t('dict.iban')}</dt>
            <dd className="acc-info__iban">
              <span className="acc-mono">{maskIban(account.iban)}</span>
              <Button
                variant="secondary"
                icon="copy"
                label="app.accounts.accountInformation.copyIban"
                onClick={() => void copyIban()}
              />
            </dd>
            <dt>{t('dict.currency')}</dt>
            <dd>{account.currency}</dd>
            <dt>{t('dict.status')}</dt>
            <dd>
              <Badge
                tone={account.status === 'active' ? 'success' : 'warning'}
                label={`app.accounts.status.${account.status}`}
              />
            </dd>
            <dt>{t('app.accounts.accountInformation.owner')}</dt>
            <dd>
              {owner ? (
                <address className="acc-info__address">
                  {owner.name}
                  {address ? (
                    <>
                      <br />
                      {[address.street, address.number].filter(Boolean).join(' ')}
                      <br />
                      {address.postalCode} {address.city}
                    </>
                  ) : null}
                </address>
              ) : ownerFailed ? (
                t('app.accounts.accountInformation.ownerFailed')
              ) : (
                <Spinner />
              )}
            </dd>
          </dl>
        </Card>
        <Card title="app.accounts.accountInformation.qrTitle">
          <p>{t('app.accounts.accountInformation.qrHint')}</p>
          {!qr || qrInvalid ? (
            ownerFailed || qrInvalid ? (
              <p>{t('app.accounts.accountInformation.qrUnavailable')}</p>
            ) : (
              <Spinner />
            )
          ) : 'problem' in qr ? (
            <p>{t(`app.accounts.accountInformation.qrProblem.${qr.problem}`)}</p>
          ) : (
            <Suspense fallback={<Spinner />}>
              <QrBillCode
                data={qr.data}
                label={t('app.accounts.accountInformation.qrLabel', { iban: maskIban(account.iban) })}
                onInvalid={onQrInvalid}
              />
            </Suspense>
          )}
        </Card>
      </div>
    </Page>
  );
}
