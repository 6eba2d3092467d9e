import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /payments/newInternal/:id? (spec §2); its content arrives with its own issue. */
function NewInternalPayment() {
  return <TitledScreen titleKey="webapp.title.newInternalPayment" />;
}

export default defineRemoteScreen(NewInternalPayment);
