import { defineRemoteScreen } from 'shared-kernel/contract';
import { ProspectLoginScreen } from './ProspectLoginScreen';

/** Route /prospect-login (spec §2): email, then the code; the code step stays on this route. */
function ProspectLogin() {
  return <ProspectLoginScreen />;
}

export default defineRemoteScreen(ProspectLogin);
