import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { formatDate, maskIban } from 'shared-kernel/domain';
import { Alert, AmountDisplay, Button, Card } from 'shared-kernel/ui';
import { ConfirmationDownload } from '../payment-confirmation/ConfirmationDownload';
import type { SubmitResult } from './types';

export interface ResultViewProps {
  result: SubmitResult;
  /** The payment date the order was saved with (yyyy-MM-dd). */
  paymentTime: string;
  onClose: () => void;
}

/** The message of spec §2 "Payment captured screen" for a submit result. */
export function resultMessage(result: SubmitResult, paymentTime: string) {
  switch (result.status) {
    // Spec §4: a blocked result means the new beneficiary needs approval first.
    case 'blocked':
      return { type: 'warning' as const, key: 'webapp.payments.result.beneficiaryApproval' };
    case 'approval':
      return { type: 'info' as const, key: 'webapp.payments.result.approval' };
    case 'executed':
      return { type: 'success' as const, key: 'webapp.payments.result.executed' };
    case 'draft':
      return { type: 'info' as const, key: 'webapp.payments.result.draft' };
    case 'rejected':
      return { type: 'error' as const, key: 'webapp.payments.result.rejected' };
    // Spec §4 statuses the sandbox clearing reaches (docs/payments-api.md "Clearing, review and compliance").
    case 'in-progress':
      return { type: 'success' as const, key: 'webapp.payments.result.inProgress' };
    case 'retrying':
      return { type: 'warning' as const, key: 'webapp.payments.result.retrying' };
    case 'manual':
      return { type: 'info' as const, key: 'webapp.payments.result.manual' };
    case 'quarantine':
      return { type: 'warning' as const, key: 'webapp.payments.result.quarantine' };
    default:
      return {
        type: 'success' as const,
        key: 'webapp.payments.result.saved',
        values: {
          date: formatDate(result.paymentOrderData?.expectedExecutionDate ?? paymentTime),
        },
      };
  }
}

/** Issue 28: the proof of payment: what was ordered, from where, to whom, when and as what. */
function ResultFacts({ result }: { result: SubmitResult }): ReactElement | null {
  const { t } = useTranslation();
  const data = result.paymentOrderData;
  if (!data) return null;
  const label = (name: string) => t(`webapp.payments.confirmation.${name}`);
  return (
    <dl className="pay-result__facts" data-testid="payment-result-facts">
      <dt>{label('amount')}</dt>
      <dd>
        {data.paymentAmount.currency}{' '}
        <AmountDisplay
          amount={{
            value: data.paymentAmount.value,
            factor: data.paymentAmount.factor,
            currency: data.paymentAmount.currency,
          }}
        />
      </dd>
      <dt>{label('debitAccount')}</dt>
      <dd className="pay-mono">{maskIban(data.originator.iban)}</dd>
      <dt>{label('beneficiary')}</dt>
      <dd>
        {data.beneficiary.name}
        {data.beneficiary.iban ? (
          <span className="pay-mono"> · {maskIban(data.beneficiary.iban)}</span>
        ) : null}
      </dd>
      <dt>{label('executionDate')}</dt>
      <dd>{formatDate(data.expectedExecutionDate)}</dd>
      {data.structuredReference || data.paymentReason ? (
        <>
          <dt>{label('reference')}</dt>
          <dd>{data.structuredReference ?? data.paymentReason}</dd>
        </>
      ) : null}
      <dt>{label('status')}</dt>
      <dd>{t(`dict.paymentOrderStatus.${result.status}`)}</dd>
    </dl>
  );
}

/** Spec §2: the result after submission; closing goes to the dashboard. */
export function ResultView({ result, paymentTime, onClose }: ResultViewProps): ReactElement {
  const message = resultMessage(result, paymentTime);
  return (
    <Card title="webapp.payments.result.title">
      <div className="k-stack" data-testid="payment-result" data-status={result.status}>
        <Alert
          type={message.type}
          message={message.values ? { key: message.key, values: message.values } : message.key}
        />
        <ResultFacts result={result} />
        <div className="k-cluster">
          <Button label="dict.close" onClick={onClose} autoFocus />
          {result.uid ? <ConfirmationDownload orderUid={result.uid} /> : null}
        </div>
      </div>
    </Card>
  );
}
