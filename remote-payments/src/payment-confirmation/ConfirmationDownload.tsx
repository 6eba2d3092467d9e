import { useState, type ReactElement } from 'react';
import { useApi, useBus } from 'shared-kernel/contract';
import { Button } from 'shared-kernel/ui';
import { downloadConfirmation } from './api';

/** Downloads an order's PDF payment confirmation; a failure is announced (an error alert). */
export function ConfirmationDownload({ orderUid }: { orderUid: string }): ReactElement {
  const api = useApi();
  const bus = useBus();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      await downloadConfirmation(api, orderUid);
    } catch (error) {
      console.error('[payments] confirmation download failed', error);
      bus.alert({
        alertType: 'error',
        message: 'webapp.payments.confirmation.downloadFailed',
        autoDismissDelay: 5000,
      });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      variant="secondary"
      icon="download"
      label="webapp.payments.confirmation.download"
      loading={loading}
      onClick={() => void download()}
    />
  );
}
