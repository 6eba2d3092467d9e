import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /prospect-login/verify (spec §2); its content arrives with its own issue. */
function ProspectLoginVerify() {
  return <TitledScreen titleKey="webapp.title.prospectLoginVerify" />;
}

export default defineRemoteScreen(ProspectLoginVerify);
