import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /partnership-details/update-partnership-form/:id?/:step? (spec §2); its content arrives with its own issue. */
function UpdatePartnershipForm() {
  return <TitledScreen titleKey="webapp.title.updatePartnershipForm" />;
}

export default defineRemoteScreen(UpdatePartnershipForm);
