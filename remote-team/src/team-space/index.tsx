import { defineRemoteScreen } from 'shared-kernel/contract';
import { TeamSpaceScreen } from './TeamSpaceScreen';

/** Route /team-space/:view?/:id? (spec §2; views members, member-details, invitations, account-rights). */
function TeamSpace() {
  return <TeamSpaceScreen />;
}

export default defineRemoteScreen(TeamSpace);
