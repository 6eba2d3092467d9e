import { defineRemoteScreen } from 'shared-kernel/contract';
import { UpdatePartnershipFormScreen } from './UpdatePartnershipFormScreen';

/** Route /partnership-details/update-partnership-form/:id?/:step? (spec §2, update internal registry). */
function UpdatePartnershipForm() {
  return <UpdatePartnershipFormScreen />;
}

export default defineRemoteScreen(UpdatePartnershipForm);
