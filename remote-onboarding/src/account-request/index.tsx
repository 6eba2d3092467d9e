import { defineRemoteScreen } from 'shared-kernel/contract';
import { AccountRequestScreen } from './AccountRequestScreen';

/** Route /account-request (spec §2), auth none: request an account; a prospect and its sign-in code result. */
function AccountRequest() {
  return <AccountRequestScreen />;
}

export default defineRemoteScreen(AccountRequest);
