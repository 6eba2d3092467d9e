import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DECISION_REASON_MAX_LENGTH, type PaymentOrderRead } from 'shared-kernel/domain';
import { Alert, Button, Input, Modal } from 'shared-kernel/ui';

/** What the overview asks to confirm: a rejection (with an optional reason) or a withdrawal. */
export type PendingDecision = { kind: 'reject' | 'withdraw'; order: PaymentOrderRead };

export interface DecisionDialogProps {
  pending: PendingDecision | null;
  busy: boolean;
  /** The refusal of the last attempt (an app.payments.{code} key); announced in the dialog. */
  refusal: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * Issue 28: every decision is confirmed. Rejecting asks for an optional reason (at most 140 characters, kept
 * on the order for its capturer); withdrawing says the signatures lapse. A refusal is announced in the
 * dialog (role=alert) and focused.
 */
export function DecisionDialog({
  pending,
  busy,
  refusal,
  onCancel,
  onConfirm,
}: DecisionDialogProps): ReactElement | null {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const refusalRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => setReason(''), [pending]);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);
  if (!pending) return null;
  const reject = pending.kind === 'reject';
  const name = pending.order.paymentOrderData.beneficiary.name;
  return (
    <Modal
      open
      size="sm"
      onClose={onCancel}
      title={reject ? 'webapp.payments.decisions.rejectTitle' : 'webapp.payments.decisions.withdrawTitle'}
      footer={
        <div className="k-cluster">
          <Button variant="secondary" label="webapp.payments.decisions.cancel" onClick={onCancel} />
          <Button
            variant="danger"
            label={
              reject ? 'webapp.payments.decisions.confirmReject' : 'webapp.payments.decisions.confirmWithdraw'
            }
            loading={busy}
            onClick={() => onConfirm(reason.trim())}
          />
        </div>
      }
    >
      <div className="k-stack">
        <p>
          {t(reject ? 'webapp.payments.decisions.rejectText' : 'webapp.payments.decisions.withdrawText', {
            name,
          })}
        </p>
        {reject ? (
          <Input
            label="webapp.payments.decisions.reasonLabel"
            hint={{
              key: 'webapp.payments.decisions.reasonCount',
              values: { count: reason.length, max: DECISION_REASON_MAX_LENGTH },
            }}
            maxLength={DECISION_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
        {refusal ? (
          <div ref={refusalRef} tabIndex={-1}>
            <Alert type="error" message={refusal} />
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
