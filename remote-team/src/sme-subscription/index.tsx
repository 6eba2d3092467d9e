import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /sme-subscription (spec §2); its content arrives with its own issue. */
function SmeSubscription() {
  return <TitledScreen titleKey="webapp.title.smeSubscription" />;
}

export default defineRemoteScreen(SmeSubscription);
