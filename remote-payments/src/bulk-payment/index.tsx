import { defineRemoteScreen } from 'shared-kernel/contract';
import { BulkPaymentScreen } from './BulkPaymentScreen';

/** Route /payments/bulk (issue 30 item 4): upload a pain.001 or CSV file, check every row, create the batch. */
function BulkPayment() {
  return <BulkPaymentScreen />;
}

export default defineRemoteScreen(BulkPayment);
