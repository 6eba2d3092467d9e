import { defineRemoteScreen } from 'shared-kernel/contract';
import { CardsAdminScreen } from './CardsAdminScreen';

/** Route /cards-admin/:id?/:cardId? (spec §2, partnership context). */
function CardsAdmin() {
  return <CardsAdminScreen />;
}

export default defineRemoteScreen(CardsAdmin);
