// Standalone dev harness of remote-team: `pnpm --filter remote-team dev` (http://localhost:3005/).
import { startStubHost, type StubHostOptions } from 'shared-kernel/dev-harness';
import descriptor from '../../descriptor.json';
import de from '../../../gateway/catalogues/team/de.json';
import en from '../../../gateway/catalogues/team/en.json';
import fr from '../../../gateway/catalogues/team/fr.json';
import it from '../../../gateway/catalogues/team/it.json';
import { screens } from './screens';

void startStubHost({
  remoteName: 'team',
  descriptor: descriptor as StubHostOptions['descriptor'],
  screens,
  catalogues: { de, en, fr, it },
});
