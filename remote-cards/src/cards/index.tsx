import { defineRemoteScreen } from 'shared-kernel/contract';
import { CardsScreen } from './CardsScreen';

/** Route /cards/:id? (spec §2). */
function Cards() {
  return <CardsScreen />;
}

export default defineRemoteScreen(Cards);
