import { defineRemoteScreen } from 'shared-kernel/contract';
import { AccountOpeningConditions } from './AccountOpeningConditions';

/** Route /account-opening-conditions (spec §2, partnership context): accept the conditions, open the account. */
export default defineRemoteScreen(AccountOpeningConditions);
