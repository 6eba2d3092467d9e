import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /prospect-login (spec §2); its content arrives with its own issue. */
function ProspectLogin() {
  return <TitledScreen titleKey="webapp.title.prospectLogin" />;
}

export default defineRemoteScreen(ProspectLogin);
