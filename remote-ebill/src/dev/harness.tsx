// Standalone dev harness of remote-ebill: `pnpm --filter remote-ebill dev` (http://localhost:3004/).
import { startStubHost, type StubHostOptions } from 'shared-kernel/dev-harness';
import descriptor from '../../descriptor.json';
import de from '../../catalogues/de.json';
import en from '../../catalogues/en.json';
import fr from '../../catalogues/fr.json';
import it from '../../catalogues/it.json';
// Every route's screen module, derived from descriptor.json by the common webpack setup (exposes.cjs).
import { screens } from 'virtual:kontor-dev-screens';

void startStubHost({
  remoteName: 'ebill',
  descriptor: descriptor as StubHostOptions['descriptor'],
  screens,
  catalogues: { de, en, fr, it },
});
