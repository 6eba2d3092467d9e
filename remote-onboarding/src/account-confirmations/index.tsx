import { defineRemoteScreen } from 'shared-kernel/contract';
import { AccountConfirmationsScreen } from './AccountConfirmationsScreen';

/**
 * Route /account-confirmations/:id? (spec §2 AccountConfirmations): the qualified-signature confirmations
 * waiting for the user, to accept or refuse; the landing page of identification-only QES users.
 */
function AccountConfirmations() {
  return <AccountConfirmationsScreen />;
}

export default defineRemoteScreen(AccountConfirmations);
