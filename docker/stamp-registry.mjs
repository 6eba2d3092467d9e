// Writes an environment's registry with each remote's descriptor snapshot (docs/remote-contract.md,
// "Registry"), for images that serve the registry as a static file (docker/host.Dockerfile):
//   node docker/stamp-registry.mjs docker/registry/compose.json > registry.json
// A remote's snapshot is its descriptor.json as its build stamps it (shared-kernel/build/webpack.cjs):
// the source file plus its texts, name, version, hostApi and builtWith. The workspace builds every app from one
// lockfile, so the host's shared versions are the remote's. Only an entry whose version is the one this
// source builds gets a snapshot; any other version (a pin) is fetched from its origin by the host.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'host', 'package.json'));
const { sharedVersions, ENFORCED } = require('shared-kernel/build/shared');
const { remoteTexts } = require(path.join(ROOT, 'shared-kernel', 'build', 'texts.cjs'));
const HOST_API_VERSION = fs
  .readFileSync(path.join(ROOT, 'shared-kernel', 'build', 'webpack.cjs'), 'utf8')
  .match(/const HOST_API_VERSION = '([^']+)'/)?.[1];
if (!HOST_API_VERSION) throw new Error('HOST_API_VERSION not found in shared-kernel/build/webpack.cjs');

const builtWith = Object.fromEntries(
  Object.entries(sharedVersions(path.join(ROOT, 'host'))).filter(([name]) => ENFORCED.includes(name)),
);

function sourceDescriptor(name, version) {
  const dir = path.join(ROOT, `remote-${name}`);
  if (!fs.existsSync(path.join(dir, 'descriptor.json'))) return null;
  const built = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  if (built !== version) return null;
  const source = JSON.parse(fs.readFileSync(path.join(dir, 'descriptor.json'), 'utf8'));
  const texts = remoteTexts(dir);
  return {
    ...source,
    ...(texts.length > 0 ? { texts } : {}),
    name,
    version,
    hostApi: `^${HOST_API_VERSION}`,
    builtWith,
  };
}

const file = process.argv[2];
if (!file) throw new Error('usage: node docker/stamp-registry.mjs <registry.json>');
const registry = JSON.parse(fs.readFileSync(file, 'utf8'));
registry.remotes = registry.remotes.map((entry) => {
  const snapshot = entry.descriptorSnapshot ?? sourceDescriptor(entry.name, entry.version);
  return snapshot ? { ...entry, descriptorSnapshot: snapshot } : entry;
});
process.stdout.write(`${JSON.stringify(registry)}\n`);
