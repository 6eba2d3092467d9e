import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /via-app (spec §2); its content arrives with its own issue. */
function ViaApp() {
  return <TitledScreen titleKey="webapp.title.viaApp" />;
}

export default defineRemoteScreen(ViaApp);
