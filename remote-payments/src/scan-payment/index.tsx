import { defineRemoteScreen } from 'shared-kernel/contract';
import { ScanPayment } from './ScanPayment';

/** Overlay ./ScanPayment (descriptor `overlays`, action payments.scan): the scan modal's content (spec §4). */
export default defineRemoteScreen(ScanPayment);
