import { defineRemoteScreen } from 'shared-kernel/contract';
import { ActivateEbillScreen } from './ActivateEbillScreen';

/** Route /ebill/activate (spec §2). */
function ActivateEbill() {
  return <ActivateEbillScreen />;
}

export default defineRemoteScreen(ActivateEbill);
