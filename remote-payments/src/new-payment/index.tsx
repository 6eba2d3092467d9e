import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /payments/new/:id? (spec §2); its content arrives with its own issue. */
function NewPayment() {
  return <TitledScreen titleKey="webapp.title.newPayment" />;
}

export default defineRemoteScreen(NewPayment);
