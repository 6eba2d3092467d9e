import { defineRemoteScreen } from 'shared-kernel/contract';
import { SmeSubscriptionChangeScreen } from './SmeSubscriptionChangeScreen';

/** Route /sme-subscription-change (spec §2, §9). */
function SmeSubscriptionChange() {
  return <SmeSubscriptionChangeScreen />;
}

export default defineRemoteScreen(SmeSubscriptionChange);
