import { defineRemoteScreen } from 'shared-kernel/contract';
import { SmeSubscriptionScreen } from './SmeSubscriptionScreen';

/** Route /sme-subscription (spec §2 SmeSubscription). */
function SmeSubscription() {
  return <SmeSubscriptionScreen />;
}

export default defineRemoteScreen(SmeSubscription);
