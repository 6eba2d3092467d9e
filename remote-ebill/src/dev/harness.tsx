// Standalone dev harness of remote-ebill: `pnpm --filter remote-ebill dev` (http://localhost:3004/).
import { startStubHost, type StubHostOptions } from 'shared-kernel/dev-harness';
import descriptor from '../../descriptor.json';
import de from '../../../gateway/catalogues/ebill/de.json';
import en from '../../../gateway/catalogues/ebill/en.json';
import fr from '../../../gateway/catalogues/ebill/fr.json';
import it from '../../../gateway/catalogues/ebill/it.json';
import { screens } from './screens';

void startStubHost({
  remoteName: 'ebill',
  descriptor: descriptor as StubHostOptions['descriptor'],
  screens,
  catalogues: { de, en, fr, it },
});
