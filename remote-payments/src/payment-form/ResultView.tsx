import type { ReactElement } from 'react';
import { formatDate } from 'shared-kernel/domain';
import { Alert, Button, Card } from 'shared-kernel/ui';
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
        <div className="k-cluster">
          <Button label="dict.close" onClick={onClose} autoFocus />
        </div>
      </div>
    </Card>
  );
}
