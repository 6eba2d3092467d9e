import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /account-confirmations/:id? (spec §2); its content arrives with its own issue. */
function AccountConfirmations() {
  return <TitledScreen titleKey="webapp.title.accountConfirmations" />;
}

export default defineRemoteScreen(AccountConfirmations);
