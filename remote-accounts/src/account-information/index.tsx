import { defineRemoteScreen } from 'shared-kernel/contract';
import { AccountInformationScreen } from './AccountInformationScreen';

/** Route /account-information (spec §2). */
function AccountInformation() {
  return <AccountInformationScreen />;
}

export default defineRemoteScreen(AccountInformation);
