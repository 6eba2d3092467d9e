import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /partnership-details/:id? (spec §2); its content arrives with its own issue. */
function PartnershipDetails() {
  return <TitledScreen titleKey="webapp.title.partnershipDetails" />;
}

export default defineRemoteScreen(PartnershipDetails);
