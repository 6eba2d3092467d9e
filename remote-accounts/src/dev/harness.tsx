// Standalone dev harness of remote-accounts: `pnpm --filter remote-accounts dev` (http://localhost:3001/).
import { personaFromQuery, startStubHost, type StubHostOptions } from 'shared-kernel/dev-harness';
import descriptor from '../../descriptor.json';
import de from '../../catalogues/de.json';
import en from '../../catalogues/en.json';
import fr from '../../catalogues/fr.json';
import it from '../../catalogues/it.json';
import { harnessCatalogues } from '../transactions/devCatalogues';
import { accountsMainFixtures } from '../transactions/devFixtures';
// Every route's screen module, derived from descriptor.json by the common webpack setup (exposes.cjs).
import { screens } from 'virtual:kontor-dev-screens';

void startStubHost({
  remoteName: 'accounts',
  descriptor: descriptor as StubHostOptions['descriptor'],
  screens,
  catalogues: harnessCatalogues({ de, en, fr, it }),
  // `?fixtures=1`: canned answers of the persona (10,000 bookings on the selected account, for the list benchmark).
  fixtures: accountsMainFixtures(personaFromQuery(window.location.search).session),
});
