import { defineRemoteScreen } from 'shared-kernel/contract';
import { Settings } from './Settings';

/** Route /settings/:id? (spec §2): security settings and profile preferences. */
export default defineRemoteScreen(Settings);
