import { defineRemoteScreen } from 'shared-kernel/contract';
import { PersonalDetails } from './PersonalDetails';

/** Route /personal-details/:id? (spec §2, private context): the person's facts, domicile and phone. */
export default defineRemoteScreen(PersonalDetails);
