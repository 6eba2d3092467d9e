import { defineRemoteScreen } from 'shared-kernel/contract';
import { TransactionsScreen } from './TransactionsScreen';

/** Route /transactions/:id? (spec §2). */
function Transactions() {
  return <TransactionsScreen />;
}

export default defineRemoteScreen(Transactions);
