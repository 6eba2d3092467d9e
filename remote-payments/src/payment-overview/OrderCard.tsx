import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link } from 'shared-kernel/router';
import { formatDate, maskIban, type PaymentOrderRead } from 'shared-kernel/domain';
import { AmountDisplay, Badge, type BadgeTone } from 'shared-kernel/ui';
import { ConfirmationDownload } from '../payment-confirmation/ConfirmationDownload';
import { OrderPeople } from './OrderPeople';

/** The badge tone of each order status (the overview's cards, the standing-order list). */
export const STATUS_TONE: Partial<Record<PaymentOrderRead['status'], BadgeTone>> = {
  executed: 'success',
  accepted: 'info',
  'in-progress': 'info',
  retrying: 'warning',
  manual: 'warning',
  approval: 'warning',
  blocked: 'warning',
  rejected: 'error',
  quarantine: 'error',
};

/** The voting state of an order awaiting signatures: what is still needed under the rule. */
export function approvalOf(order: PaymentOrderRead) {
  return order.status === 'blocked' ? order.beneficiaryApproval : order.approval;
}

/**
 * Whose decisions an order shows: the approval it waits for; once rejected, the one that was rejected (its own or
 * its new beneficiary's); else its own.
 */
const decisionsOf = (order: PaymentOrderRead) =>
  approvalOf(order) ??
  [order.approval, order.beneficiaryApproval].find((approval) => approval?.rejectedByName) ??
  order.approval;

/** One payment order: beneficiary, amount, date, status; approvals show what the voting rule still needs. */
export function OrderCard({
  order,
  actions,
}: {
  order: PaymentOrderRead;
  actions?: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const data = order.paymentOrderData;
  const approval = approvalOf(order);
  const title = data.beneficiary.name;
  return (
    <li className="pay-order" data-testid="payment-order" data-uid={order.uid} data-status={order.status}>
      <div className="pay-order__main">
        <p className="pay-order__title">
          {order._actions.update ? <Link to={`/payments/new/${order.uid}`}>{title}</Link> : title}
        </p>
        {data.beneficiary.iban ? (
          <p className="pay-mono pay-muted">{maskIban(data.beneficiary.iban)}</p>
        ) : null}
        <p className="pay-muted">
          {t('webapp.payments.overview.executionDate', { date: formatDate(data.expectedExecutionDate) })}
          {data.recurrence !== 'single' ? ` · ${t(`webapp.payments.recurrence.${data.recurrence}`)}` : null}
        </p>
        {order.statusReason ? <p className="pay-muted">{t(`app.payments.${order.statusReason}`)}</p> : null}
        {order.status === 'retrying' && data.nextAttemptDate ? (
          <p className="pay-muted">
            {t('webapp.payments.overview.nextAttempt', { date: formatDate(data.nextAttemptDate) })}
          </p>
        ) : null}
        {approval && approval.status === 'pending' ? (
          <p className="pay-order__approval" data-still-needed={approval.stillNeeded}>
            {t(
              order.status === 'blocked'
                ? 'webapp.payments.overview.beneficiarySignatures'
                : 'webapp.payments.overview.signatures',
              {
                given: approval.approvedBy.length,
                required: approval.requiredApprovals,
                count: approval.stillNeeded,
                rule: t(`dict.votingRule.${approval.votingRule}`),
              },
            )}
          </p>
        ) : null}
        <OrderPeople order={order} approval={decisionsOf(order)} />
        <details className="pay-order__details">
          <summary>{t('webapp.payments.decisions.details')}</summary>
          <ConfirmationDownload orderUid={order.uid} />
        </details>
      </div>
      <div className="pay-order__side">
        <span className="pay-order__amount">
          {data.paymentAmount.currency}{' '}
          <AmountDisplay
            amount={{
              value: data.paymentAmount.value,
              factor: data.paymentAmount.factor,
              currency: data.paymentAmount.currency,
            }}
          />
        </span>
        <Badge
          tone={STATUS_TONE[order.status] ?? 'neutral'}
          label={`dict.paymentOrderStatus.${order.status}`}
        />
        {actions}
      </div>
    </li>
  );
}
