import { defineRemoteScreen } from 'shared-kernel/contract';
import { PartnershipOnboardingScreen } from '../company-onboarding/PartnershipOnboardingScreen';

/** Route of spec §2 served by PartnershipOnboardingScreen (issue 33). */
function PartnershipOnboarding() {
  return <PartnershipOnboardingScreen />;
}

export default defineRemoteScreen(PartnershipOnboarding);
