import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link } from 'shared-kernel/router';
import { errorCodeOf } from 'shared-kernel/api';
import { debounceTime, filter } from 'shared-kernel/bus';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  canUploadPaymentBatch,
  formatDateTime,
  type PaymentBatchRead,
  type PaymentBatchSummary,
} from 'shared-kernel/domain';
import { AmountDisplay, Badge, Button, EmptyState, Spinner, type BadgeTone } from 'shared-kernel/ui';
import { DecisionDialog, type PendingDecision } from '../payment-overview/DecisionDialogs';
import { STATUS_TONE } from '../payment-overview/OrderCard';
import { decideBatch, downloadBatchFile, fetchBatch, fetchBatches } from './api';
import { BatchTotals } from './BatchTotals';
import './bulk.css';

/** Spec §7: event stream messages are grouped and debounced; the list reloads after a quiet moment. */
const LIVE_RELOAD_DEBOUNCE_MS = 300;

const BATCH_TONE: Record<PaymentBatchSummary['status'], BadgeTone> = {
  approval: 'warning',
  blocked: 'warning',
  accepted: 'info',
  executed: 'success',
  rejected: 'error',
  partial: 'neutral',
};

/**
 * Issue 30 item 4: the payment batches of an account in the payment overview (view `?view=batches`, deep link
 * `&batch=<uid>` focuses one): file, count, total, status, the signatures still needed; sign or reject the
 * whole batch with one decision (a rejection confirmed in the overview's decision dialog, with its reason);
 * its orders on demand; the file as uploaded. Payment-order events reload the list (another signer's
 * signature shows without a reload; beneficiary events too: the first signature on a batch paying new
 * beneficiaries signs those). Offered actions follow the gateway's answer (`mayDecide`: the kernel's
 * paymentBatchDecisionAllowed, which the decision route asks too).
 */
export function BatchList({
  accountUid,
  focusUid,
}: {
  accountUid: string;
  focusUid: string | null;
}): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const [batches, setBatches] = useState<PaymentBatchSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [orders, setOrders] = useState<Record<string, PaymentBatchRead['orders']>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<{ batch: PaymentBatchSummary; pending: PendingDecision } | null>(
    null,
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const [listRefusal, setListRefusal] = useState<string | null>(null);
  const focusRef = useRef<HTMLHeadingElement | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);

  const load = useCallback(async () => {
    try {
      setBatches(await fetchBatches(api, accountUid));
      setFailed(false);
    } catch (error) {
      console.error('[payments] batches failed', error);
      setFailed(true);
    }
  }, [api, accountUid]);

  useEffect(() => {
    setBatches(null);
    void load();
  }, [load]);

  useEffect(() => {
    const subscription = bus.stream$
      .pipe(
        // A new beneficiary's signature moves no order until it releases it: its event counts too.
        filter((message) => message.type === 'paymentOrder' || message.type === 'beneficiary'),
        debounceTime(LIVE_RELOAD_DEBOUNCE_MS),
      )
      .subscribe(() => void load());
    return () => subscription.unsubscribe();
  }, [bus, load]);

  const focused = batches !== null;
  useEffect(() => {
    if (focused && focusUid) focusRef.current?.focus();
  }, [focused, focusUid]);
  useEffect(() => {
    if (listRefusal) refusalRef.current?.focus();
  }, [listRefusal]);

  const refusalOf = (error: unknown) => {
    const code = errorCodeOf(error);
    return code?.startsWith('batch_')
      ? `app.payments.bulk.${code}`
      : `app.payments.${code ?? 'unknown_error'}`;
  };

  const showOrders = async (batch: PaymentBatchSummary) => {
    if (orders[batch.uid]) {
      setOrders(({ [batch.uid]: _shown, ...rest }) => rest);
      return;
    }
    try {
      const read = await fetchBatch(api, batch.uid);
      setOrders((current) => ({ ...current, [batch.uid]: read.orders }));
    } catch (error) {
      setListRefusal(refusalOf(error));
    }
  };

  const sign = async (batch: PaymentBatchSummary) => {
    setBusy(batch.uid);
    setListRefusal(null);
    try {
      const read = await decideBatch(api, batch.uid, { decision: 'approve' });
      bus.alert({
        alertType: 'success',
        message: `webapp.payments.bulk.${read.stillNeeded === 0 ? 'released' : 'signed'}`,
        autoDismissDelay: 5000,
      });
    } catch (error) {
      setListRefusal(refusalOf(error));
    } finally {
      setBusy(null);
      await load();
    }
  };

  const askReject = async (batch: PaymentBatchSummary) => {
    setListRefusal(null);
    try {
      const read = await fetchBatch(api, batch.uid);
      const awaiting = read.orders.filter(
        (order) => order.status === 'approval' || order.status === 'blocked',
      );
      if (awaiting[0])
        setRejecting({ batch, pending: { kind: 'rejectBatch', order: awaiting[0], count: awaiting.length } });
    } catch (error) {
      setListRefusal(refusalOf(error));
    }
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    setBusy(rejecting.batch.uid);
    setRefusal(null);
    try {
      await decideBatch(api, rejecting.batch.uid, { decision: 'reject', ...(reason ? { reason } : {}) });
      setRejecting(null);
      bus.alert({ alertType: 'success', message: 'webapp.payments.bulk.rejected', autoDismissDelay: 5000 });
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(null);
      await load();
    }
  };

  const download = async (batch: PaymentBatchSummary) => {
    try {
      await downloadBatchFile(api, batch);
    } catch (error) {
      setListRefusal(refusalOf(error));
    }
  };

  const account = session.cashAccounts.find((candidate) => candidate.uid === accountUid) ?? null;
  const upload = canUploadPaymentBatch(session, account) ? (
    <p>
      <Link to="/payments/bulk">{t('webapp.payments.bulk.upload')}</Link>
    </p>
  ) : null;

  if (failed)
    return (
      <div className="k-cluster">
        <p className="k-spacer">{t('webapp.payments.bulk.loadFailed')}</p>
        <Button variant="secondary" label="dict.retry" onClick={() => void load()} />
      </div>
    );
  if (!batches) return <Spinner label="dict.loading" />;

  return (
    <div className="k-stack">
      <DecisionDialog
        pending={rejecting?.pending ?? null}
        busy={busy !== null}
        refusal={refusal}
        onCancel={() => {
          setRejecting(null);
          setRefusal(null);
        }}
        onConfirm={(reason) => void reject(reason)}
      />
      {upload}
      {listRefusal ? (
        <div ref={refusalRef} tabIndex={-1}>
          {/* A refusal of the last action, announced. */}
          <p role="alert" className="pay-bulk__refusal">
            {t(listRefusal)}
          </p>
        </div>
      ) : null}
      {batches.length === 0 ? (
        <EmptyState title="webapp.payments.bulk.none" icon="payments" />
      ) : (
        <ul className="pay-bulk__batches">
          {batches.map((batch) => (
            <li
              key={batch.uid}
              className="k-card pay-bulk__batch"
              data-testid="batch"
              data-batch={batch.uid}
              data-status={batch.status}
            >
              <div className="k-stack">
                <div className="k-cluster pay-bulk__batch-head">
                  <h3
                    className="k-card__title k-spacer"
                    ref={batch.uid === focusUid ? focusRef : undefined}
                    tabIndex={batch.uid === focusUid ? -1 : undefined}
                  >
                    {batch.fileName}
                  </h3>
                  <Badge
                    tone={BATCH_TONE[batch.status]}
                    label={`webapp.payments.bulk.status.${batch.status}`}
                  />
                </div>
                <p className="pay-muted">
                  {t('webapp.payments.bulk.createdBy', {
                    name: batch.createdByName,
                    date: formatDateTime(batch.createdAt),
                  })}
                </p>
                <p>
                  {t('webapp.payments.bulk.count', { n: batch.orderCount })} ·{' '}
                  <BatchTotals totals={batch.totals} label="webapp.payments.bulk.batchTotal" />
                </p>
                {batch.stillNeeded > 0 ? (
                  <p data-testid="batch-signatures">
                    {t('webapp.payments.bulk.signatures', {
                      given: batch.approvedBy.length,
                      needed: batch.stillNeeded,
                    })}
                  </p>
                ) : null}
                <div className="k-cluster pay-bulk__actions">
                  {batch.mayDecide ? (
                    <>
                      <Button
                        variant="primary"
                        loading={busy === batch.uid}
                        disabled={busy !== null}
                        onClick={() => void sign(batch)}
                      >
                        {t('webapp.payments.bulk.sign')}
                        <span className="k-visually-hidden">: {batch.fileName}</span>
                      </Button>
                      <Button variant="danger" disabled={busy !== null} onClick={() => void askReject(batch)}>
                        {t('webapp.payments.bulk.reject')}
                        <span className="k-visually-hidden">: {batch.fileName}</span>
                      </Button>
                    </>
                  ) : null}
                  <Button
                    variant="secondary"
                    onClick={() => void showOrders(batch)}
                    aria-expanded={!!orders[batch.uid]}
                  >
                    {t(
                      orders[batch.uid]
                        ? 'webapp.payments.bulk.hideOrders'
                        : 'webapp.payments.bulk.showOrders',
                    )}
                    <span className="k-visually-hidden">: {batch.fileName}</span>
                  </Button>
                  <Button variant="secondary" icon="download" onClick={() => void download(batch)}>
                    {t('webapp.payments.bulk.download')}
                    <span className="k-visually-hidden">: {batch.fileName}</span>
                  </Button>
                </div>
                {orders[batch.uid] ? (
                  <ul
                    className="pay-bulk__orders"
                    aria-label={t('webapp.payments.bulk.ordersOf', { name: batch.fileName })}
                  >
                    {orders[batch.uid]!.map((order) => (
                      <li key={order.uid} className="k-cluster">
                        <span className="k-spacer">{order.paymentOrderData.beneficiary.name}</span>
                        <span className="pay-standing__amount">
                          {order.paymentOrderData.paymentAmount.currency}{' '}
                          <AmountDisplay amount={order.paymentOrderData.paymentAmount} />
                        </span>
                        <Badge
                          tone={STATUS_TONE[order.status] ?? 'neutral'}
                          label={`dict.paymentOrderStatus.${order.status}`}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
