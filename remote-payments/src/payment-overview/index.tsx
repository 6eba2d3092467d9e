import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /payment/overview/:id? (spec §2); its content arrives with its own issue. */
function PaymentOverview() {
  return <TitledScreen titleKey="webapp.title.paymentOverview" />;
}

export default defineRemoteScreen(PaymentOverview);
