import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /prospect-request (spec §2); its content arrives with its own issue. */
function ProspectRequest() {
  return <TitledScreen titleKey="webapp.title.prospectRequest" />;
}

export default defineRemoteScreen(ProspectRequest);
