import { defineRemoteScreen } from 'shared-kernel/contract';
import { Documents } from './Documents';

/** Route /documents/:id? (spec §2): statement exports. */
export default defineRemoteScreen(Documents);
