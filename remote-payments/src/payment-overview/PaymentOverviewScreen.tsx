import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useNavigate, useParams, useSearchParams } from 'shared-kernel/router';
import { errorCodeOf } from 'shared-kernel/api';
import { debounceTime, filter, SELECT_CASH_ACCOUNT } from 'shared-kernel/bus';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  canDeletePaymentOrder,
  isBusinessContext,
  selectedCashAccount,
  type PaymentOrderRead,
} from 'shared-kernel/domain';
import { Button, EmptyState, Page, SearchField, Section, Select, Spinner } from 'shared-kernel/ui';
import { CashAccountSelect } from 'shared-kernel/widgets';
import { decideApproval, fetchOpenOrders, fetchPendingOrders, fetchRecentOrders, withdrawOrder } from './api';
import { DecisionDialog, type PendingDecision } from './DecisionDialogs';
import { approvalOf, OrderCard } from './OrderCard';
import { OverviewTabs, overviewViewOf, panelId, tabId, type OverviewView } from './OverviewTabs';
import { StandingOrderList } from '../standing-orders/StandingOrderList';
import { BatchList } from '../bulk-payment/BatchList';
import '../payment-form/payment-form.css';
import './overview.css';

type Lists = { open: PaymentOrderRead[]; recent: PaymentOrderRead[]; pending: PaymentOrderRead[] };
type StatusFilter = 'all' | 'open' | 'executed' | 'rejected';

/** Spec §7: event stream messages are grouped and debounced; a list reload waits for a quiet moment too. */
const LIVE_RELOAD_DEBOUNCE_MS = 300;

function matches(order: PaymentOrderRead, status: StatusFilter, term: string): boolean {
  if (status === 'executed' || status === 'rejected') {
    if (order.status !== status) return false;
  }
  if (!term) return true;
  const data = order.paymentOrderData;
  const haystack = [
    data.beneficiary.name,
    data.beneficiary.iban,
    data.paymentReason,
    data.structuredReference,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return haystack.includes(term.toLowerCase());
}

/**
 * Route /payment/overview/:id? (spec §2): the open and recent orders of the selected account, and in a
 * partnership the orders waiting for signatures with approve/reject. Live: payment order and beneficiary
 * events reload the lists, so another signer's action shows without a reload. A second view (tab, deep link
 * `?view=standing-orders`) lists the account's standing orders (issue 28).
 */
export function PaymentOverviewScreen(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const navigate = useNavigate();
  const { id } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = overviewViewOf(searchParams.get('view'));
  const account =
    session.cashAccounts.find((candidate) => candidate.uid === id) ?? selectedCashAccount(session);
  const accountUid = account?.uid ?? null;
  const partnershipUid = isBusinessContext(session) ? (session.currentContext?.uid ?? null) : null;
  const [lists, setLists] = useState<Lists | null>(null);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [term, setTerm] = useState('');
  const [deciding, setDeciding] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PendingDecision | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const load = useCallback(async () => {
    // The standing-order view loads its own list.
    if (!accountUid || view !== 'payments') return;
    try {
      const [open, recent, pending] = await Promise.all([
        fetchOpenOrders(api, accountUid),
        fetchRecentOrders(api, accountUid),
        partnershipUid ? fetchPendingOrders(api, partnershipUid) : Promise.resolve([]),
      ]);
      setLists({ open, recent, pending });
      setFailed(false);
    } catch (error) {
      console.error('[payments] payment orders failed', error);
      setFailed(true);
    }
  }, [api, accountUid, partnershipUid, view]);

  useEffect(() => {
    setLists(null);
    void load();
  }, [load]);

  useEffect(() => {
    const subscription = bus.stream$
      .pipe(
        filter((message) => message.type === 'paymentOrder' || message.type === 'beneficiary'),
        debounceTime(LIVE_RELOAD_DEBOUNCE_MS),
      )
      .subscribe(() => void load());
    return () => subscription.unsubscribe();
  }, [bus, load]);

  /** Issue 28: a rejection or a withdrawal confirmed in the dialog; a refusal is announced there. */
  const confirm = async (reason: string) => {
    if (!confirming) return;
    const { kind, order } = confirming;
    setDeciding(`${order.uid}:${kind}`);
    setRefusal(null);
    try {
      if (kind === 'withdraw') await withdrawOrder(api, order.uid);
      else await decideApproval(api, approvalOf(order)!.uid, 'reject', reason || undefined);
      setConfirming(null);
      bus.alert({
        alertType: 'success',
        message:
          kind === 'withdraw' ? 'webapp.payments.decisions.withdrawn' : 'webapp.payments.overview.rejected',
        autoDismissDelay: 5000,
      });
    } catch (error) {
      setRefusal(`app.payments.${errorCodeOf(error) ?? 'unknown_error'}`);
    } finally {
      setDeciding(null);
      await load();
    }
  };

  const decide = async (order: PaymentOrderRead, decision: 'approve') => {
    const approval = approvalOf(order);
    if (!approval) return;
    setDeciding(`${order.uid}:${decision}`);
    try {
      const result = await decideApproval(api, approval.uid, decision);
      bus.alert({
        alertType: 'success',
        message: `webapp.payments.overview.${result.status === 'approved' ? 'released' : 'signed'}`,
        autoDismissDelay: 5000,
      });
      await load();
    } catch (error) {
      bus.alert({
        alertType: 'error',
        message: `app.payments.${errorCodeOf(error) ?? 'unknown_error'}`,
        autoDismissDelay: 5000,
      });
      await load();
    } finally {
      setDeciding(null);
    }
  };

  const showView = (next: OverviewView) =>
    setSearchParams(next === 'payments' ? {} : { view: next }, { replace: true });

  if (!account) {
    return (
      <Page title="webapp.title.paymentOverview">
        <EmptyState title="webapp.payments.overview.noAccount" icon="account" />
      </Page>
    );
  }

  // Waiting orders are the partnership's (every account the person may view), not only the selected one.
  const waiting = lists?.pending ?? [];
  // Orders listed as waiting for signatures are not listed again as open.
  const waitingUids = new Set(waiting.map((order) => order.uid));
  const shownOpen = (lists?.open ?? []).filter(
    (order) =>
      !waitingUids.has(order.uid) &&
      status !== 'executed' &&
      status !== 'rejected' &&
      matches(order, 'all', term),
  );
  const shownRecent = (lists?.recent ?? []).filter(
    (order) => status !== 'open' && matches(order, status, term),
  );

  return (
    <Page title="webapp.title.paymentOverview">
      <DecisionDialog
        pending={confirming}
        busy={deciding !== null}
        refusal={refusal}
        onCancel={() => {
          setConfirming(null);
          setRefusal(null);
        }}
        onConfirm={(reason) => void confirm(reason)}
      />
      <div className="k-stack pay-overview">
        <div className="k-grid">
          {session.cashAccounts.length > 1 ? (
            <CashAccountSelect
              label="dict.account"
              accounts={session.cashAccounts}
              value={account.uid}
              onChange={(uid) => {
                bus.dispatch({ type: SELECT_CASH_ACCOUNT, payload: { cashAccountUid: uid } });
                navigate(`/payment/overview/${uid}${view === 'payments' ? '' : `?view=${view}`}`);
              }}
            />
          ) : null}
          {view === 'payments' ? (
            <>
              <Select
                label="webapp.payments.overview.filter"
                placeholder={null}
                value={status}
                onChange={(event) => setStatus(event.target.value as StatusFilter)}
                options={(['all', 'open', 'executed', 'rejected'] as const).map((value) => ({
                  value,
                  label: `webapp.payments.overview.filters.${value}`,
                }))}
              />
              <SearchField label="webapp.payments.overview.search" onSearch={setTerm} />
            </>
          ) : null}
        </div>
        <OverviewTabs value={view} onChange={showView} />
        <div
          role="tabpanel"
          id={panelId(view)}
          aria-labelledby={tabId(view)}
          tabIndex={0}
          className="k-stack"
        >
          {view === 'standing-orders' ? (
            <StandingOrderList accountUid={account.uid} />
          ) : view === 'batches' ? (
            <BatchList accountUid={account.uid} focusUid={searchParams.get('batch')} />
          ) : failed ? (
            <div className="k-cluster">
              <p className="k-spacer">{t('webapp.payments.overview.loadFailed')}</p>
              <Button variant="secondary" label="dict.retry" onClick={() => void load()} />
            </div>
          ) : !lists ? (
            <Spinner label="dict.loading" />
          ) : (
            <>
              {partnershipUid ? (
                <Section title="webapp.payments.overview.waiting">
                  {waiting.length === 0 ? (
                    <p className="pay-muted">{t('webapp.payments.overview.noneWaiting')}</p>
                  ) : (
                    <ul className="pay-orders" aria-live="polite">
                      {waiting.map((order) => {
                        const approval = approvalOf(order);
                        return (
                          <OrderCard
                            key={order.uid}
                            order={order}
                            actions={
                              <div className="k-cluster">
                                {approval?.mayApprove ? (
                                  <>
                                    <Button
                                      label="webapp.payments.overview.approve"
                                      loading={deciding === `${order.uid}:approve`}
                                      disabled={deciding !== null && deciding !== `${order.uid}:approve`}
                                      onClick={() => void decide(order, 'approve')}
                                    />
                                    <Button
                                      variant="danger"
                                      label="webapp.payments.overview.reject"
                                      disabled={deciding !== null}
                                      onClick={() => setConfirming({ kind: 'reject', order })}
                                    />
                                  </>
                                ) : null}
                                {/* Spec §4 deletion, the kernel's rule the gateway's DELETE asks too; waiting
                                    for the order's signatures or for its new beneficiary's. */}
                                {(order.status === 'approval' || order.status === 'blocked') &&
                                canDeletePaymentOrder(session, order) ? (
                                  <Button
                                    variant="secondary"
                                    label="webapp.payments.decisions.withdraw"
                                    disabled={deciding !== null}
                                    onClick={() => setConfirming({ kind: 'withdraw', order })}
                                  />
                                ) : null}
                              </div>
                            }
                          />
                        );
                      })}
                    </ul>
                  )}
                </Section>
              ) : null}
              {status !== 'executed' && status !== 'rejected' ? (
                <Section title="webapp.payments.overview.open">
                  {shownOpen.length === 0 ? (
                    <p className="pay-muted">{t('webapp.payments.overview.noneOpen')}</p>
                  ) : (
                    <ul className="pay-orders" aria-live="polite">
                      {shownOpen.map((order) => (
                        <OrderCard key={order.uid} order={order} />
                      ))}
                    </ul>
                  )}
                </Section>
              ) : null}
              {status !== 'open' ? (
                <Section title="webapp.payments.overview.recent">
                  {shownRecent.length === 0 ? (
                    <p className="pay-muted">{t('webapp.payments.overview.noneRecent')}</p>
                  ) : (
                    <ul className="pay-orders">
                      {shownRecent.map((order) => (
                        <OrderCard key={order.uid} order={order} />
                      ))}
                    </ul>
                  )}
                </Section>
              ) : null}
            </>
          )}
        </div>
      </div>
    </Page>
  );
}
