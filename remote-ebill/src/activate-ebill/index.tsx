import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /ebill/activate (spec §2); its content arrives with its own issue. */
function ActivateEbill() {
  return <TitledScreen titleKey="webapp.title.activateEbill" />;
}

export default defineRemoteScreen(ActivateEbill);
