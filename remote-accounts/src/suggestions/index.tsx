import { defineRemoteScreen } from 'shared-kernel/contract';
import { Suggestions } from './Suggestions';

/** Route /suggestions/:id? (spec §2, debug only): the context's suggestions and their details. */
export default defineRemoteScreen(Suggestions);
