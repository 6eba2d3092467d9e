import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /ebill/billers/:id? (spec §2); its content arrives with its own issue. */
function EbillBillers() {
  return <TitledScreen titleKey="webapp.title.ebillBillers" />;
}

export default defineRemoteScreen(EbillBillers);
