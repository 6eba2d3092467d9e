import { defineRemoteScreen } from 'shared-kernel/contract';
import { LoginMoreInfoScreen } from './LoginMoreInfoScreen';

/** Route /login/more-info (spec §2), auth none: help with logging in, and the password reset link's page. */
function LoginMoreInfo() {
  return <LoginMoreInfoScreen />;
}

export default defineRemoteScreen(LoginMoreInfo);
