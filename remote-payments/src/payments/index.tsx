import { defineRemoteScreen } from 'shared-kernel/contract';
import { PaymentsScreen } from './PaymentsScreen';

/** Route /payments (spec §2). */
function Payments() {
  return <PaymentsScreen />;
}

export default defineRemoteScreen(Payments);
