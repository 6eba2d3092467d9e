import { defineRemoteScreen } from 'shared-kernel/contract';
import { Legal } from './Legal';

/** Route /legal/:id? (spec §2): accepted agreements and their texts. */
export default defineRemoteScreen(Legal);
