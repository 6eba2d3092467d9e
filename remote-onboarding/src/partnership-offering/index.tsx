import { defineRemoteScreen } from 'shared-kernel/contract';
import { PartnershipOfferingScreen } from '../company-onboarding/PartnershipOfferingScreen';

/** Route of spec §2 served by PartnershipOfferingScreen (issue 33). */
function PartnershipOffering() {
  return <PartnershipOfferingScreen />;
}

export default defineRemoteScreen(PartnershipOffering);
