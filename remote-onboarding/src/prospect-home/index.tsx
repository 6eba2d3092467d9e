import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /prospect-home/:id? (spec §2); its content arrives with its own issue. */
function ProspectHome() {
  return <TitledScreen titleKey="webapp.title.prospectHome" />;
}

export default defineRemoteScreen(ProspectHome);
