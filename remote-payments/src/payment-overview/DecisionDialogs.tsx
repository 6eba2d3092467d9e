import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { DECISION_REASON_MAX_LENGTH, formatDate, type PaymentOrderRead } from 'shared-kernel/domain';
import { Alert, Button, Input, Modal } from 'shared-kernel/ui';

/**
 * What the overview asks to confirm: a rejection (with an optional reason), a withdrawal, or the deletion of a
 * standing order (its next occurrence, which ends the series).
 */
export type PendingDecision = {
  kind: 'reject' | 'withdraw' | 'deleteStanding' | 'rejectBatch';
  order: PaymentOrderRead;
  /** rejectBatch (issue 30): the batch's orders awaiting signatures, all rejected at once. */
  count?: number;
};

const TEXTS: Record<PendingDecision['kind'], { title: string; text: string; confirm: string }> = {
  reject: {
    title: 'webapp.payments.decisions.rejectTitle',
    text: 'webapp.payments.decisions.rejectText',
    confirm: 'webapp.payments.decisions.confirmReject',
  },
  withdraw: {
    title: 'webapp.payments.decisions.withdrawTitle',
    text: 'webapp.payments.decisions.withdrawText',
    confirm: 'webapp.payments.decisions.confirmWithdraw',
  },
  rejectBatch: {
    title: 'webapp.payments.bulk.rejectTitle',
    text: 'webapp.payments.bulk.rejectText',
    confirm: 'webapp.payments.decisions.confirmReject',
  },
  deleteStanding: {
    title: 'webapp.payments.standing.deleteTitle',
    text: 'webapp.payments.standing.deleteText',
    confirm: 'webapp.payments.standing.confirmDelete',
  },
};

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
  const reject = pending.kind === 'reject' || pending.kind === 'rejectBatch';
  const texts = TEXTS[pending.kind];
  const data = pending.order.paymentOrderData;
  return (
    <Modal
      open
      size="sm"
      onClose={onCancel}
      title={texts.title}
      footer={
        <div className="k-cluster">
          <Button variant="secondary" label="webapp.payments.decisions.cancel" onClick={onCancel} />
          <Button
            variant="danger"
            label={texts.confirm}
            loading={busy}
            onClick={() => onConfirm(reason.trim())}
          />
        </div>
      }
    >
      <div className="k-stack">
        <p>
          {t(texts.text, {
            name: data.beneficiary.name,
            date: formatDate(data.expectedExecutionDate),
            orders: pending.count ?? 1,
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
