import { useSearchParams } from 'shared-kernel/router';
import { defineRemoteScreen } from 'shared-kernel/contract';
import { ProspectLoginScreen } from './ProspectLoginScreen';

/**
 * Route /prospect-login/verify (spec §2): the code step for the email in ?email= (a link can open it
 * directly); without an email it starts at the email like /prospect-login.
 */
export function ProspectLoginVerify() {
  const [params] = useSearchParams();
  return <ProspectLoginScreen initialEmail={params.get('email')?.trim() || null} />;
}

export default defineRemoteScreen(ProspectLoginVerify);
