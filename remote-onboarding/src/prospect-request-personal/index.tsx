import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /prospect-request-personal (spec §2); its content arrives with its own issue. */
function ProspectRequestPersonal() {
  return <TitledScreen titleKey="webapp.title.prospectRequestPersonal" />;
}

export default defineRemoteScreen(ProspectRequestPersonal);
