/**
 * The partnership's cash accounts, kept current by the event stream: cashAccountCreated and entitlement changes
 * mark the context's cash accounts stale (spec §4 "Staleness") and this list reloads once per such event.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from 'shared-kernel/api';
import { useStaleReload } from 'shared-kernel/bus';
import { maskIban, type CashAccount } from 'shared-kernel/domain';
import { Badge, Card, Spinner } from 'shared-kernel/ui';
import { fetchPartnershipAccounts } from './api';

export function PartnershipAccounts({
  api,
  partnershipUid,
  highlightUid,
}: {
  api: ApiClient;
  partnershipUid: string;
  highlightUid?: string | null;
}) {
  const [accounts, setAccounts] = useState<CashAccount[] | null>(null);
  const reload = useCallback(async () => {
    try {
      setAccounts(await fetchPartnershipAccounts(api, partnershipUid));
    } catch (error) {
      console.error('[cash-account-create] loading the accounts failed', error);
      setAccounts((current) => current ?? []);
    }
  }, [api, partnershipUid]);
  useEffect(() => {
    void reload();
  }, [reload]);
  useStaleReload('cashAccounts', partnershipUid, reload);

  return (
    <Card title="app.customer.cashAccount.accountsTitle">
      {accounts === null ? (
        <Spinner />
      ) : (
        <ul className="kc-list" data-testid="partnership-accounts">
          {accounts.map((account) => (
            <li
              key={account.uid}
              className={`kc-list-item${account.uid === highlightUid ? ' kc-highlight' : ''}`}
            >
              <strong className="k-spacer">{account.accountName}</strong>
              <span className="kc-muted">{maskIban(account.iban)}</span>
              <Badge label={{ text: account.currency }} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
