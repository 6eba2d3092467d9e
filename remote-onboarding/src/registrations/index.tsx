import { defineRemoteScreen } from 'shared-kernel/contract';
import { RegistrationsScreen } from './RegistrationsScreen';

/** Route of spec §2 served by RegistrationsScreen (issue 33). */
function Registrations() {
  return <RegistrationsScreen />;
}

export default defineRemoteScreen(Registrations);
