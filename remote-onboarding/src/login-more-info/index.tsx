import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /login/more-info (spec §2); its content arrives with its own issue. */
function LoginMoreInfo() {
  return <TitledScreen titleKey="webapp.title.loginMoreInfo" />;
}

export default defineRemoteScreen(LoginMoreInfo);
