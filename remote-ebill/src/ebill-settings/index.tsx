import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /ebill/settings/:id? (spec §2); its content arrives with its own issue. */
function EbillSettings() {
  return <TitledScreen titleKey="webapp.title.ebillSettings" />;
}

export default defineRemoteScreen(EbillSettings);
