import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { formatDate, type ApprovalState, type PaymentOrderRead } from 'shared-kernel/domain';

/**
 * Issue 28: who captured an order, who signed it and when, and a rejection's signer and reason. The names
 * come with the order's read, which only its readers get (the gateway's view right on the debit account).
 */
export function OrderPeople({
  order,
  approval,
}: {
  order: PaymentOrderRead;
  approval: ApprovalState | null | undefined;
}): ReactElement {
  const { t } = useTranslation();
  const signatures = approval?.signatures ?? [];
  const signers = signatures
    .map((signature) =>
      signature.signedAt
        ? t('webapp.payments.decisions.signedOn', {
            name: signature.name,
            date: formatDate(signature.signedAt),
          })
        : t('webapp.payments.decisions.signed', { name: signature.name }),
    )
    .join(', ');
  return (
    <div className="pay-order__people" data-testid="order-people">
      {order.capturer?.name ? (
        <p className="pay-muted">
          {t('webapp.payments.decisions.capturedBy', { name: order.capturer.name })}
        </p>
      ) : null}
      {approval && approval.status === 'pending' && signatures.length > 0 ? (
        <p className="pay-muted" data-testid="order-signers">
          {t('webapp.payments.decisions.progress', {
            given: signatures.length,
            required: approval.requiredApprovals,
            signers,
          })}
        </p>
      ) : null}
      {order.status === 'rejected' && approval?.rejectedByName ? (
        <p className="pay-muted">
          {t('webapp.payments.decisions.rejectedBy', { name: approval.rejectedByName })}
        </p>
      ) : null}
      {order.rejectionReason ? (
        <p data-testid="order-rejection-reason">
          {t('webapp.payments.decisions.reason', { reason: order.rejectionReason })}
        </p>
      ) : null}
    </div>
  );
}
