import { defineRemoteScreen } from 'shared-kernel/contract';
import { CashAccountCreate } from './CashAccountCreate';

/** Route /cash-account-create (spec §2, partnership context): currency and name of a new account. */
export default defineRemoteScreen(CashAccountCreate);
