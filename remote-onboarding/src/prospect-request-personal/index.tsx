import { defineRemoteScreen } from 'shared-kernel/contract';
import { PersonalStepScreen } from './PersonalStepScreen';

/** Route /prospect-request-personal (spec §2), pin level: the application's personal step. */
function ProspectRequestPersonal() {
  return <PersonalStepScreen />;
}

export default defineRemoteScreen(ProspectRequestPersonal);
