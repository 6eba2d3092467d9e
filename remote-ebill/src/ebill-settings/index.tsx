import { defineRemoteScreen } from 'shared-kernel/contract';
import { EbillSettingsScreen } from './EbillSettingsScreen';

/** Route /ebill/settings/:id? (spec §2). */
function EbillSettings() {
  return <EbillSettingsScreen />;
}

export default defineRemoteScreen(EbillSettings);
