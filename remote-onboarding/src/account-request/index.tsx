import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /account-request (spec §2); its content arrives with its own issue. */
function AccountRequest() {
  return <TitledScreen titleKey="webapp.title.accountRequest" />;
}

export default defineRemoteScreen(AccountRequest);
