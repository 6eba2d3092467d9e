import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /r3g15t3r/:id?/:step? (spec §2); its content arrives with its own issue. */
function Registrations() {
  return <TitledScreen titleKey="webapp.title.registrations" />;
}

export default defineRemoteScreen(Registrations);
