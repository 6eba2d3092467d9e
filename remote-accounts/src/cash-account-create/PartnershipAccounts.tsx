/**
 * The partnership's cash accounts, kept current by the event stream: cashAccountCreated and entitlement changes
 * mark the context's cash accounts stale (spec §4 "Staleness"). Two readers answer such a mark: the host, which
 * reloads the session snapshot (its cashAccounts arrive as props), and this list's own useStaleReload; whichever
 * reloads first unmarks the item, so the list shows the union of both, and a new account appears either way.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiClient } from 'shared-kernel/api';
import { useStaleReload } from 'shared-kernel/bus';
import { maskIban, type CashAccount } from 'shared-kernel/domain';
import { Badge, Card, Spinner } from 'shared-kernel/ui';
import { fetchPartnershipAccounts } from './api';

export function PartnershipAccounts({
  api,
  partnershipUid,
  sessionAccounts,
  highlightUid,
}: {
  api: ApiClient;
  partnershipUid: string;
  /** The session snapshot's accounts of the context (the host keeps them current). */
  sessionAccounts: CashAccount[];
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
  const shown = useMemo(() => {
    if (accounts === null) return null;
    const known = new Set(accounts.map((account) => account.uid));
    return [...accounts, ...sessionAccounts.filter((account) => !known.has(account.uid))];
  }, [accounts, sessionAccounts]);

  return (
    <Card title="app.customer.cashAccount.accountsTitle">
      {shown === null ? (
        <Spinner />
      ) : (
        <ul className="kc-list" data-testid="partnership-accounts">
          {shown.map((account) => (
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
