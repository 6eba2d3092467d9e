import { defineRemoteScreen } from 'shared-kernel/contract';
import { ProspectHomeScreen } from './ProspectHomeScreen';

/** Route /prospect-home/:id? (spec §2), pin level: the verified prospect's home. */
function ProspectHome() {
  return <ProspectHomeScreen />;
}

export default defineRemoteScreen(ProspectHome);
