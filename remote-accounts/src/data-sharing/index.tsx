import { defineRemoteScreen } from 'shared-kernel/contract';
import { DataSharing } from './DataSharing';

/** Route /data-sharing/:id? (spec §2): data sharing agreements with partners. */
export default defineRemoteScreen(DataSharing);
