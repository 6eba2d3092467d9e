// Standalone dev harness of remote-cards: `pnpm --filter remote-cards dev` (http://localhost:3003/).
import { startStubHost, type StubHostOptions } from 'shared-kernel/dev-harness';
import descriptor from '../../descriptor.json';
import de from '../../../gateway/catalogues/cards/de.json';
import en from '../../../gateway/catalogues/cards/en.json';
import fr from '../../../gateway/catalogues/cards/fr.json';
import it from '../../../gateway/catalogues/cards/it.json';
import { screens } from './screens';

void startStubHost({
  remoteName: 'cards',
  descriptor: descriptor as StubHostOptions['descriptor'],
  screens,
  catalogues: { de, en, fr, it },
});
