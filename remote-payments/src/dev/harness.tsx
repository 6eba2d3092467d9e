// Standalone dev harness of remote-payments: `pnpm --filter remote-payments dev` (http://localhost:3002/).
import { startStubHost, type StubHostOptions } from 'shared-kernel/dev-harness';
import descriptor from '../../descriptor.json';
import de from '../../../gateway/catalogues/payments/de.json';
import en from '../../../gateway/catalogues/payments/en.json';
import fr from '../../../gateway/catalogues/payments/fr.json';
import it from '../../../gateway/catalogues/payments/it.json';
import { screens } from './screens';

void startStubHost({
  remoteName: 'payments',
  descriptor: descriptor as StubHostOptions['descriptor'],
  screens,
  catalogues: { de, en, fr, it },
});
