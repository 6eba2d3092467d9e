import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /no-active-roles (spec §2); its content arrives with its own issue. */
function NoActiveRoles() {
  return <TitledScreen titleKey="webapp.title.noActiveRoles" />;
}

export default defineRemoteScreen(NoActiveRoles);
