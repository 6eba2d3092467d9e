import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /cards/:id? (spec §2); its content arrives with its own issue. */
function Cards() {
  return <TitledScreen titleKey="webapp.title.cards" />;
}

export default defineRemoteScreen(Cards);
