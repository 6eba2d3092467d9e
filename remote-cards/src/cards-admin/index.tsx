import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /cards-admin/:id?/:cardId? (spec §2); its content arrives with its own issue. */
function CardsAdmin() {
  return <TitledScreen titleKey="webapp.title.cardsAdmin" />;
}

export default defineRemoteScreen(CardsAdmin);
