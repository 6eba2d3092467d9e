import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /partnership-offering/:id? (spec §2); its content arrives with its own issue. */
function PartnershipOffering() {
  return <TitledScreen titleKey="webapp.title.partnershipOffering" />;
}

export default defineRemoteScreen(PartnershipOffering);
