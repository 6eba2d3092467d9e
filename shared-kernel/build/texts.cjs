// Which texts a remote's screens load themselves (issue 34: the page start loads only START_TEXTS). A remote's
// `texts` are the prefixes of its own catalogue that the page start does not load: the build writes them into its
// descriptor (EmitDescriptorPlugin), the host loads them before it mounts one of the remote's screens.
const fs = require('node:fs');
const path = require('node:path');

/** The page start's catalogue prefixes (shared-kernel/i18n START_TEXTS). */
const START_TEXTS = require('../src/i18n/startTexts.json');

/** Whether the texts under `name` are among `loaded` (a prefix holds every name under it). */
function covered(loaded, name) {
  return loaded.some((prefix) => name === prefix || name.startsWith(`${prefix}.`));
}

/** A catalogue's prefixes two levels deep (`webapp.cards`, `team.members`; a top-level text is its own). */
function cataloguePrefixes(catalogue) {
  return Object.entries(catalogue).flatMap(([top, value]) =>
    value && typeof value === 'object' ? Object.keys(value).map((key) => `${top}.${key}`) : [top],
  );
}

/** The package's catalogue (every language has the same keys: the gateway's catalogue test). */
function readCatalogue(dirname) {
  const file = path.join(dirname, 'catalogues', 'en.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** The remote's `texts`: its catalogue's prefixes the page start does not load, sorted. */
function remoteTexts(dirname) {
  return cataloguePrefixes(readCatalogue(dirname))
    .filter((prefix) => !covered(START_TEXTS, prefix))
    .sort();
}

module.exports = { START_TEXTS, covered, cataloguePrefixes, readCatalogue, remoteTexts };
