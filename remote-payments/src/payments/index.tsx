import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /payments (spec §2); its content arrives with its own issue. */
function Payments() {
  return <TitledScreen titleKey="webapp.title.payments" />;
}

export default defineRemoteScreen(Payments);
