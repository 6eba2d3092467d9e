import { defineRemoteScreen } from 'shared-kernel/contract';
import { PaymentOverviewScreen } from './PaymentOverviewScreen';

/** Route /payment/overview/:id? (spec §2). */
function PaymentOverview() {
  return <PaymentOverviewScreen />;
}

export default defineRemoteScreen(PaymentOverview);
