import { defineRemoteScreen } from 'shared-kernel/contract';
import { EbillBillersScreen } from './EbillBillersScreen';

/** Route /ebill/billers/:id? (spec §2). */
function EbillBillers() {
  return <EbillBillersScreen />;
}

export default defineRemoteScreen(EbillBillers);
