import { useEffect, type ReactElement } from 'react';
import { Button, Modal, useMessage } from 'shared-kernel/ui';

export interface LeaveConfirmProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Leaving a filled payment form asks first (issue 28): what was typed is lost otherwise. */
export function LeaveConfirm({ open, onStay, onLeave }: LeaveConfirmProps): ReactElement | null {
  const tm = useMessage();
  return (
    <Modal
      open={open}
      onClose={onStay}
      size="sm"
      title="webapp.payments.form.leaveTitle"
      footer={
        <>
          <Button variant="secondary" label="webapp.payments.form.leaveStay" onClick={onStay} />
          <Button variant="danger" label="webapp.payments.form.leaveConfirm" onClick={onLeave} />
        </>
      }
    >
      <p>{tm('webapp.payments.form.leaveText')}</p>
    </Modal>
  );
}

/** A reload or a closed tab with a filled form: the browser asks (its own, translated, words). */
export function useLeaveWarning(filled: boolean): void {
  useEffect(() => {
    if (!filled) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [filled]);
}
