import { defineRemoteScreen } from 'shared-kernel/contract';
import { InvitationScreen } from './InvitationScreen';

/** Route /invitation/:token (issue 32, auth none): the invitee registers through the mailed link. */
function Invitation() {
  return <InvitationScreen />;
}

export default defineRemoteScreen(Invitation);
