import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /sme-subscription-change (spec §2); its content arrives with its own issue. */
function SmeSubscriptionChange() {
  return <TitledScreen titleKey="webapp.title.smeSubscriptionChange" />;
}

export default defineRemoteScreen(SmeSubscriptionChange);
