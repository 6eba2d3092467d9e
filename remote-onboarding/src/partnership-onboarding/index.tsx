import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /partnership-onboarding (spec §2); its content arrives with its own issue. */
function PartnershipOnboarding() {
  return <TitledScreen titleKey="webapp.title.partnershipOnboarding" />;
}

export default defineRemoteScreen(PartnershipOnboarding);
