import { defineRemoteScreen } from 'shared-kernel/contract';
import { ScanPage } from './ScanPage';

/** Route /scan/:token (auth none, local and sandbox): the phone's side of scan payment (spec §4, issue 30). */
export default defineRemoteScreen(ScanPage);
