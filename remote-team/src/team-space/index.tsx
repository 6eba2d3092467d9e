import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /team-space/:view?/:id? (spec §2); its content arrives with its own issue. */
function TeamSpace() {
  return <TitledScreen titleKey="webapp.title.teamSpace" />;
}

export default defineRemoteScreen(TeamSpace);
