import { startTransition, useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link } from 'shared-kernel/router';
import { useStaleReload } from 'shared-kernel/bus';
import { useApi, useSession } from 'shared-kernel/contract';
import {
  formatDate,
  maskIban,
  visibilityRules,
  type AccountStats,
  type Amount,
  type Suggestion,
} from 'shared-kernel/domain';
import { AmountDisplay, Badge, Button, Card, IconButton, Page, Select, Spinner } from 'shared-kernel/ui';
import { BookingAmount, BookingStatusBadge } from '../transactions/BookingStatus';
import { bookingState, transactionTitle } from '../transactions/format';
import type { Transaction } from '../transactions/types';
import { fetchAccountStats, fetchRecentTransactions, fetchSuggestions, setSuggestionEnabled } from './api';
import { AllAccounts } from './AllAccounts';
import { mayViewAmounts } from './cashAccounts';
import { markSuggestionsChanged, sortSuggestions, suggestionImage, suggestionsChanged } from './suggestions';
import { useSelectedCashAccount } from './useSelectedCashAccount';
import { useTheme } from './useTheme';
import '../screen/facts.css';
import './dashboard.css';
import { NoCashAccounts } from '../screen/NoCashAccounts';
import { usePeriodLabel } from '../spendings/periodLabel';

type Loadable<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/** Loads a value for a key; `reload` keeps showing the last value while the new one loads. */
function useLoadable<T>(key: string | null, load: (key: string) => Promise<T>, what: string) {
  const [value, setValue] = useState<Loadable<T>>({ state: 'loading' });
  const reload = useCallback(async () => {
    if (!key) return;
    try {
      const loaded = await load(key);
      // Rendered in slices React may interleave with input and paints (issue 34: total blocking time).
      startTransition(() => setValue({ state: 'ready', value: loaded }));
    } catch (error) {
      // Spec §8: most loads log the error and the screen continues.
      console.error(`[accounts] ${what} failed`, error);
      setValue((current) => (current.state === 'ready' ? current : { state: 'failed' }));
    }
  }, [key, load, what]);
  useEffect(() => {
    setValue({ state: 'loading' });
    void reload();
  }, [reload]);
  return [value, reload] as const;
}

function StatFigure({ label, amount }: { label: string; amount: Amount }) {
  const { t } = useTranslation();
  return (
    <div className="acc-stat">
      <dt>{t(label)}</dt>
      <dd>
        <span className="acc-currency">{amount.currency}</span> <AmountDisplay amount={amount} signColour />
      </dd>
    </div>
  );
}

function SuggestionCard({
  suggestion,
  theme,
  onRemove,
}: {
  suggestion: Suggestion;
  theme: 'dark' | 'light';
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [imageFailed, setImageFailed] = useState(false);
  const image = suggestionImage(suggestion, theme);
  // The suggestions screen is a debug page (spec §2): its link only where it exists, local and sandbox.
  const details = suggestion.hasDetails && visibilityRules.debugEnvironment(session);
  return (
    <li className={`acc-suggestion${suggestion.isHighlighted ? ' acc-suggestion--banner' : ''}`}>
      {image && !imageFailed ? (
        <img className="acc-suggestion__image" src={image} alt="" onError={() => setImageFailed(true)} />
      ) : null}
      <div className="acc-suggestion__text">
        <h3 className="acc-suggestion__title">{t(suggestion.titleTag, { defaultValue: suggestion.type })}</h3>
        <p>{t(suggestion.hintTag, { defaultValue: '' })}</p>
        {details ? (
          <Link to={`/suggestions/${suggestion.triggerUid}`}>
            {t('app.accounts.dashboard.suggestionDetails')}
          </Link>
        ) : null}
      </div>
      {onRemove ? (
        <IconButton
          icon="close"
          label={{
            key: 'app.accounts.dashboard.removeSuggestion',
            values: { title: t(suggestion.titleTag) },
          }}
          onClick={onRemove}
        />
      ) : null}
    </li>
  );
}

/** Route / (spec §2): the selected account's balance and statistics, recent bookings, suggestions, open payments. */
export function DashboardScreen(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const theme = useTheme();
  const { account, accounts, select } = useSelectedCashAccount();
  const agentUid = session.currentContext?.uid ?? null;
  const accountUid = account?.uid ?? null;

  const [stats, reloadStats] = useLoadable(
    accountUid,
    useCallback((uid) => fetchAccountStats(api, uid), [api]),
    'stats',
  );
  const [recent, reloadRecent] = useLoadable(
    accountUid,
    useCallback((uid) => fetchRecentTransactions(api, uid), [api]),
    'recent transactions',
  );
  const [suggestions, setSuggestions] = useState<Suggestion[]>(session.suggestions);
  const [removed, setRemoved] = useState<Suggestion | null>(null);

  // Spec §4: a cash sub account event reloads the stats; its new balance is in the session snapshot.
  useStaleReload('accountStats', accountUid, reloadStats);
  useStaleReload('cashSubAccount', accountUid, reloadRecent);

  // The session snapshot already carries the agent's suggestions: read them from there, and ask the gateway
  // only once a command here or on the suggestions screen has changed them since the snapshot was loaded.
  useEffect(() => {
    if (!agentUid || !suggestionsChanged(agentUid)) {
      setSuggestions(session.suggestions);
      return undefined;
    }
    let active = true;
    fetchSuggestions(api, agentUid)
      .then((loaded) => active && setSuggestions(loaded))
      .catch((error: unknown) => console.error('[accounts] suggestions failed', error));
    return () => {
      active = false;
    };
  }, [api, agentUid, session.suggestions]);

  const toggleSuggestion = async (suggestion: Suggestion, enabled: boolean) => {
    if (!agentUid) return;
    try {
      await setSuggestionEnabled(api, agentUid, suggestion.triggerUid, enabled);
      markSuggestionsChanged(agentUid);
      setSuggestions((current) =>
        current.map((s) => (s.triggerUid === suggestion.triggerUid ? { ...s, isRemoved: !enabled } : s)),
      );
      if (!enabled && !suggestions.some((s) => s.triggerUid === suggestion.triggerUid && s.isRemoved)) {
        setRemoved(suggestion);
      } else setRemoved(null);
    } catch (error) {
      // Spec §8: suggestion commands log and continue.
      console.error('[accounts] suggestion command failed', error);
    }
  };

  // One source of an account's balance on screen: the snapshot, where the host applies every live booking.
  const withLiveBalance = accounts;
  const current = withLiveBalance.find((candidate) => candidate.uid === accountUid) ?? null;
  const shownSuggestions = sortSuggestions(
    suggestions.filter((s) => !removed || s.triggerUid !== removed.triggerUid || !s.isRemoved),
  );

  return (
    <Page title="webapp.title.dashboard">
      {!current ? (
        <NoCashAccounts />
      ) : (
        <div className="acc-dashboard">
          <Card title="app.accounts.dashboard.account">
            {accounts.length > 1 ? (
              <Select
                label="app.accounts.selectAccount"
                placeholder={null}
                value={current.uid}
                onChange={(event) => select(event.target.value)}
                options={accounts.map((candidate) => ({
                  value: candidate.uid,
                  label: { text: `${candidate.accountName} (${candidate.currency})` },
                }))}
              />
            ) : null}
            <p className="acc-balance__name">
              {current.accountName}
              {current.status !== 'active' ? (
                <Badge tone="warning" label={`app.accounts.status.${current.status}`} />
              ) : null}
            </p>
            <p className="acc-mono acc-balance__iban">{maskIban(current.iban)}</p>
            {mayViewAmounts(session, current) ? (
              <p className="acc-balance" aria-live="polite">
                <span className="acc-balance__label">{t('dict.balance')}</span>{' '}
                <span className="acc-balance__value">
                  <span className="acc-currency">{current.currency}</span>{' '}
                  <AmountDisplay amount={current.totalValuation} />
                </span>
              </p>
            ) : (
              <p>{t('app.accounts.dashboard.noAmountRight')}</p>
            )}
            <div className="k-cluster">
              <Link className="k-button k-button--secondary" to="/account-information">
                {t('webapp.title.accountInformation')}
              </Link>
              {session.openPaymentsCount > 0 ? (
                <Link className="k-button k-button--link" to="/payment/overview">
                  {t('app.accounts.dashboard.openPayments', { count: session.openPaymentsCount })}
                </Link>
              ) : (
                <span className="acc-muted">{t('app.accounts.dashboard.noOpenPayments')}</span>
              )}
            </div>
          </Card>

          {accounts.length > 1 ? (
            <AllAccounts
              accounts={withLiveBalance}
              session={session}
              selected={current.uid}
              onSelect={select}
            />
          ) : null}

          <Card title="app.accounts.dashboard.statistics">
            {stats.state === 'loading' ? (
              <Spinner />
            ) : stats.state === 'failed' ? (
              <div className="k-cluster">
                <p className="k-spacer">{t('app.accounts.dashboard.statsFailed')}</p>
                <Button variant="secondary" label="dict.retry" onClick={() => void reloadStats()} />
              </div>
            ) : (
              <StatsList stats={stats.value} />
            )}
          </Card>

          <Card
            title="app.accounts.dashboard.recent"
            actions={
              <Link to="/transactions" className="k-button k-button--link">
                {t('app.accounts.dashboard.allTransactions')}
              </Link>
            }
          >
            {recent.state === 'loading' ? (
              <Spinner />
            ) : recent.state === 'failed' ? (
              <p>{t('app.accounts.transactions.loadFailed')}</p>
            ) : recent.value.length === 0 ? (
              <p>{t('app.accounts.transactions.empty')}</p>
            ) : (
              <RecentList transactions={recent.value} />
            )}
          </Card>

          {shownSuggestions.length > 0 || removed ? (
            <section className="acc-suggestions" aria-labelledby="acc-suggestions-title">
              <h2 id="acc-suggestions-title" className="k-section__title">
                {t('app.accounts.dashboard.suggestions')}
              </h2>
              {removed ? (
                <div className="k-alert k-alert--info k-cluster" role="status">
                  <span className="k-spacer">
                    {t('app.accounts.dashboard.suggestionRemoved', { title: t(removed.titleTag) })}
                  </span>
                  <Button
                    variant="link"
                    label="app.accounts.dashboard.undo"
                    onClick={() => void toggleSuggestion(removed, true)}
                  />
                </div>
              ) : null}
              <ul className="acc-suggestion-list">
                {shownSuggestions.map((suggestion) => (
                  <SuggestionCard
                    key={suggestion.triggerUid}
                    suggestion={suggestion}
                    theme={theme}
                    onRemove={
                      suggestion.isRemovable ? () => void toggleSuggestion(suggestion, false) : undefined
                    }
                  />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </Page>
  );
}

function StatsList({ stats }: { stats: AccountStats }) {
  const { t } = useTranslation();
  const month = usePeriodLabel('YYYY-MM');
  return (
    <>
      {stats.period ? (
        <p className="acc-muted">
          {t('app.accounts.dashboard.statsPeriod', { period: month(stats.period, true) })}
        </p>
      ) : null}
      <dl className="acc-stats">
        <StatFigure label="app.accounts.dashboard.debit" amount={stats.debit} />
        <StatFigure label="app.accounts.dashboard.credit" amount={stats.credit} />
        <StatFigure label="dict.saved" amount={stats.saved} />
        <StatFigure label="dict.total" amount={stats.total} />
      </dl>
    </>
  );
}

function RecentList({ transactions }: { transactions: Transaction[] }) {
  return (
    <ul className="acc-recent">
      {transactions.map((transaction) => (
        <li key={transaction.uid}>
          <Link
            to={`/transactions/${transaction.uid}`}
            className={`acc-recent__row acc-recent__row--${bookingState(transaction.status)}`}
          >
            <span className="acc-recent__main">
              <span className="acc-recent__title">{transactionTitle(transaction)}</span>
              <span className="acc-recent__date">
                {formatDate(transaction.bookingDate)} <BookingStatusBadge transaction={transaction} />
              </span>
            </span>
            <span className="acc-recent__amount">
              <BookingAmount transaction={transaction} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
