import { defineRemoteScreen } from 'shared-kernel/contract';
import { ViaAppScreen } from './ViaAppScreen';

/** Route of spec §2 served by ViaAppScreen (issue 33). */
function ViaApp() {
  return <ViaAppScreen />;
}

export default defineRemoteScreen(ViaApp);
