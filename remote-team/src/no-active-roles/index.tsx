import { defineRemoteScreen } from 'shared-kernel/contract';
import { NoActiveRolesScreen } from './NoActiveRolesScreen';

/** Route /no-active-roles (spec §2 NoActiveRoles). */
function NoActiveRoles() {
  return <NoActiveRolesScreen />;
}

export default defineRemoteScreen(NoActiveRoles);
