import { defineRemoteScreen } from 'shared-kernel/contract';
import { PartnershipDetailsScreen } from './PartnershipDetailsScreen';

/** Route /partnership-details/:id? (spec §2 PartnershipDetails). */
function PartnershipDetails() {
  return <PartnershipDetailsScreen />;
}

export default defineRemoteScreen(PartnershipDetails);
