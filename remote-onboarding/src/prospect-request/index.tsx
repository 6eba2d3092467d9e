import { defineRemoteScreen } from 'shared-kernel/contract';
import { ApplicationScreen } from './ApplicationScreen';

/** Route /prospect-request (spec §2), pin level: the application's steps after the personal one, and its submission. */
function ProspectRequest() {
  return <ApplicationScreen />;
}

export default defineRemoteScreen(ProspectRequest);
