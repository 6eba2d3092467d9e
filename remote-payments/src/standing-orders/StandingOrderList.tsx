import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link } from 'shared-kernel/router';
import { errorCodeOf } from 'shared-kernel/api';
import { debounceTime, filter } from 'shared-kernel/bus';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import { canDeletePaymentOrder, formatDate, maskIban, type StandingOrderRead } from 'shared-kernel/domain';
import { AmountDisplay, Badge, Button, EmptyState, Spinner } from 'shared-kernel/ui';
import { deletePaymentOrder } from '../payment-form/api';
import { DecisionDialog } from '../payment-overview/DecisionDialogs';
import { STATUS_TONE } from '../payment-overview/OrderCard';
import { fetchStandingOrders } from './api';
import './standing-orders.css';

/** Spec §7: event stream messages are grouped and debounced; the list reloads after a quiet moment, as the overview. */
const LIVE_RELOAD_DEBOUNCE_MS = 300;

const COLUMNS = ['beneficiary', 'amount', 'rhythm', 'nextExecution', 'end', 'status', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * Issue 28 item 3: the standing orders of an account, one row per series, with beneficiary, amount, rhythm,
 * next execution date, end and status. Edit opens the payment form on the next occurrence (its update action:
 * the kernel's §4 editing rule, decided by the gateway); delete asks first and is offered by the kernel's
 * canDeletePaymentOrder, the rule the gateway's DELETE asks too. Live: payment-order events reload the list.
 * A table on wide screens, one card per standing order on a phone (standing-orders.css).
 */
export function StandingOrderList({ accountUid }: { accountUid: string }): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const [rows, setRows] = useState<StandingOrderRead[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [deleting, setDeleting] = useState<StandingOrderRead | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setRows(await fetchStandingOrders(api, accountUid));
      setFailed(false);
    } catch (error) {
      console.error('[payments] standing orders failed', error);
      setFailed(true);
    }
  }, [api, accountUid]);

  useEffect(() => {
    setRows(null);
    void load();
  }, [load]);

  useEffect(() => {
    const subscription = bus.stream$
      .pipe(
        filter((message) => message.type === 'paymentOrder'),
        debounceTime(LIVE_RELOAD_DEBOUNCE_MS),
      )
      .subscribe(() => void load());
    return () => subscription.unsubscribe();
  }, [bus, load]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setRefusal(null);
    try {
      await deletePaymentOrder(api, deleting.next);
      setDeleting(null);
      bus.alert({
        alertType: 'success',
        message: 'webapp.payments.standing.deleted',
        autoDismissDelay: 5000,
      });
    } catch (error) {
      setRefusal(`app.payments.${errorCodeOf(error) ?? 'unknown_error'}`);
    } finally {
      setBusy(false);
      await load();
    }
  };

  if (failed)
    return (
      <div className="k-cluster">
        <p className="k-spacer">{t('webapp.payments.standing.loadFailed')}</p>
        <Button variant="secondary" label="dict.retry" onClick={() => void load()} />
      </div>
    );
  if (!rows) return <Spinner label="dict.loading" />;
  if (rows.length === 0) return <EmptyState title="webapp.payments.standing.none" icon="payments" />;

  const header = (column: Column) => t(`webapp.payments.standing.${column}`);
  return (
    <>
      <DecisionDialog
        pending={deleting ? { kind: 'deleteStanding', order: deleting.next } : null}
        busy={busy}
        refusal={refusal}
        onCancel={() => {
          setDeleting(null);
          setRefusal(null);
        }}
        onConfirm={() => void confirmDelete()}
      />
      <div className="pay-standing-wrap">
        <table className="pay-standing" aria-live="polite">
          <caption className="k-visually-hidden">{t('webapp.payments.standing.title')}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={column === 'amount' ? 'pay-standing__num' : undefined}
                >
                  {header(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const order = row.next;
              const data = order.paymentOrderData;
              const name = data.beneficiary.name;
              return (
                <tr
                  key={row.seriesUid}
                  data-testid="standing-order"
                  data-series={row.seriesUid}
                  data-status={order.status}
                >
                  <th scope="row" data-label={header('beneficiary')}>
                    <span className="pay-standing__name">{name}</span>
                    {data.beneficiary.iban ? (
                      <span className="pay-mono pay-muted pay-standing__sub">
                        {maskIban(data.beneficiary.iban)}
                      </span>
                    ) : null}
                  </th>
                  <td className="pay-standing__num" data-label={header('amount')}>
                    <span className="pay-standing__amount">
                      {data.paymentAmount.currency}{' '}
                      <AmountDisplay
                        amount={{
                          value: data.paymentAmount.value,
                          factor: data.paymentAmount.factor,
                          currency: data.paymentAmount.currency,
                        }}
                      />
                    </span>
                  </td>
                  <td data-label={header('rhythm')}>
                    <span>
                      <span>{t(`webapp.payments.recurrence.${data.recurrence}`)}</span>
                      <span className="pay-muted pay-standing__sub">
                        {t('webapp.payments.standing.since', { date: formatDate(row.startDate) })}
                      </span>
                    </span>
                  </td>
                  <td data-label={header('nextExecution')}>
                    <span>{formatDate(row.nextExecutionDate)}</span>
                  </td>
                  <td data-label={header('end')}>
                    <span>
                      {row.endDate ? formatDate(row.endDate) : t('webapp.payments.standing.untilCancelled')}
                    </span>
                  </td>
                  <td data-label={header('status')}>
                    <Badge
                      tone={STATUS_TONE[order.status] ?? 'neutral'}
                      label={`dict.paymentOrderStatus.${order.status}`}
                    />
                  </td>
                  <td className="pay-standing__actions-cell" data-label={header('actions')}>
                    <div className="k-cluster pay-standing__actions">
                      {order._actions.update ? (
                        <Link className="k-button k-button--secondary" to={`/payments/new/${order.uid}`}>
                          {t('webapp.payments.standing.edit')}
                          <span className="k-visually-hidden">: {name}</span>
                        </Link>
                      ) : null}
                      {/* Spec §4 deletion, the kernel's rule the gateway's DELETE asks too. */}
                      {canDeletePaymentOrder(session, order) ? (
                        <Button variant="danger" disabled={busy} onClick={() => setDeleting(row)}>
                          {t('webapp.payments.standing.delete')}
                          <span className="k-visually-hidden">: {name}</span>
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
