import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useNavigate, useParams } from 'shared-kernel/router';
import { useStaleReload } from 'shared-kernel/bus';
import { useApi, useSession } from 'shared-kernel/contract';
import { toApiDate } from 'shared-kernel/domain';
import { Button, EmptyState, Page, Select, Spinner, type SelectOption } from 'shared-kernel/ui';
import { useSelectedCashAccount } from '../dashboard/useSelectedCashAccount';
import { SpendingChart } from '../spendings/SpendingChart';
import { fetchCustomizeSchema, fetchTagProfile, fetchTransaction } from './api';
import { NO_FILTERS, toTransactionQuery, type TransactionFilters } from './filters';
import { TransactionDetail } from './TransactionDetail';
import { TransactionFiltersBar } from './TransactionFiltersBar';
import { TransactionList } from './TransactionList';
import type { CustomizeSchema, TagProfile, Transaction } from './types';
import { useTransactionPages } from './useTransactionPages';
import './transactions.css';
import { NoCashAccounts } from '../screen/NoCashAccounts';

const EMPTY_PROFILE: TagProfile = { tags: [], mentions: [] };

/** Route /transactions/:id? (spec §2): the selected account's bookings, spending statistics and one receipt. */
export function TransactionsScreen(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const { id } = useParams();
  const { account, accounts, select } = useSelectedCashAccount();
  const [filters, setFilters] = useState<TransactionFilters>(NO_FILTERS);
  const [profile, setProfile] = useState<TagProfile>(EMPTY_PROFILE);
  const [schema, setSchema] = useState<CustomizeSchema | null>(null);
  // Receipt changes saved here, shown in the list without reloading it.
  const [edits, setEdits] = useState<Record<string, Pick<Transaction, 'category' | 'attachedReceipt'>>>({});
  // The list follows a filter change one render later, in a transition: the chosen filter shows at once and the
  // list's query, its load and its rows do not hold up the keystroke (issue 34 item 3). A period's dates count
  // from the day the filters were chosen (Zurich's "today" is an Intl call, not made on every render).
  const listedFilters = useDeferredValue(filters);
  const query = useMemo(() => toTransactionQuery(listedFilters, toApiDate(new Date())), [listedFilters]);
  const pages = useTransactionPages(api, account?.uid ?? null, query);

  // New bookings arrive with a cash sub account event (spec §4 staleness).
  useStaleReload('cashSubAccount', account?.uid, pages.reload);

  useEffect(() => {
    let active = true;
    // Spec §6: a bootstrapper-only context has no tag profile; the picker then simply offers nothing.
    fetchTagProfile(api, session)
      .then((loaded) => active && setProfile(loaded))
      .catch((error: unknown) => console.error('[accounts] tag profile failed', error));
    return () => {
      active = false;
    };
  }, [api, session]);

  useEffect(() => {
    let active = true;
    fetchCustomizeSchema(api)
      .then((loaded) => active && setSchema(loaded))
      .catch((error: unknown) => console.error('[accounts] customize schema failed', error));
    return () => {
      active = false;
    };
  }, [api]);

  const categories: SelectOption[] = useMemo(
    () =>
      (schema?.properties.category.enum ?? []).map((code, index) => ({
        value: code,
        label: schema?.properties.category.enumLabels?.[index]
          ? { text: schema.properties.category.enumLabels[index] as string }
          : `dict.category.${code}`,
      })),
    [schema],
  );

  const transactions = useMemo(
    () =>
      pages.transactions.map((transaction) =>
        edits[transaction.uid] ? { ...transaction, ...edits[transaction.uid] } : transaction,
      ),
    [pages.transactions, edits],
  );
  const listed = id ? (transactions.find((transaction) => transaction.uid === id) ?? null) : null;
  // A deep link beyond the loaded pages reads that one booking (a failure leaves the receipt alone shown).
  const [linked, setLinked] = useState<Transaction | null>(null);
  useEffect(() => {
    if (!id || listed || linked?.uid === id) return;
    let current = true;
    fetchTransaction(api, id).then(
      (transaction) => current && setLinked(transaction),
      (error: unknown) => console.error('[accounts] transaction failed', error),
    );
    return () => {
      current = false;
    };
  }, [api, id, listed, linked]);
  const selected = listed ?? (linked?.uid === id ? linked : null);
  const close = useCallback(() => navigate('/transactions'), [navigate]);

  // The account picker, made again only when the accounts or the choice change (not on a list filter).
  const accountPicker = useMemo(
    () =>
      account && accounts.length > 1 ? (
        <Select
          label="app.accounts.selectAccount"
          labelHidden
          placeholder={null}
          value={account.uid}
          onChange={(event) => select(event.target.value)}
          options={accounts.map((candidate) => ({
            value: candidate.uid,
            label: { text: candidate.accountName },
          }))}
        />
      ) : null,
    [account, accounts, select],
  );

  if (!account) {
    return (
      <Page title="webapp.title.transactions">
        <NoCashAccounts />
      </Page>
    );
  }

  return (
    <Page title="webapp.title.transactions" actions={accountPicker}>
      <SpendingChart cashAccountUid={account.uid} currency={account.currency} />
      <div className={`acc-trx-layout${id ? ' acc-trx-layout--detail' : ''}`}>
        <section
          className="k-card acc-trx-panel"
          aria-labelledby="acc-trx-heading"
          aria-busy={pages.loading}
          data-shown-query={pages.shownQuery ?? undefined}
        >
          <h2 id="acc-trx-heading" className="k-card__title">
            {t('app.accounts.transactions.listTitle', { account: account.accountName })}
          </h2>
          <TransactionFiltersBar filters={filters} onChange={setFilters} categories={categories} />
          <p className="acc-trx-count" aria-live="polite">
            {pages.loading && pages.transactions.length === 0
              ? t('dict.loading')
              : t('app.accounts.transactions.count', { count: pages.total })}
          </p>
          {pages.failed ? (
            <div className="k-cluster">
              <p className="k-spacer">{t('app.accounts.transactions.loadFailed')}</p>
              <Button variant="secondary" label="dict.retry" onClick={() => void pages.reload()} />
            </div>
          ) : pages.loading && pages.transactions.length === 0 ? (
            <Spinner />
          ) : transactions.length === 0 ? (
            <EmptyState title="app.accounts.transactions.empty" icon="transactions" />
          ) : (
            <TransactionList
              transactions={transactions}
              total={pages.total}
              selectedUid={id ?? null}
              onNearEnd={pages.loadMore}
            />
          )}
        </section>
        {id ? (
          <TransactionDetail
            key={id}
            transactionUid={id}
            transaction={selected}
            cashAccountUid={account.uid}
            profile={profile}
            schema={schema}
            onClose={close}
            onSaved={(receipt, category) =>
              setEdits((current) => ({
                ...current,
                [id]: {
                  category,
                  attachedReceipt: {
                    hasNote: Boolean(receipt.noteText),
                    hasAttachment: receipt.attachedFiles.length > 0,
                  },
                },
              }))
            }
          />
        ) : null}
      </div>
    </Page>
  );
}
