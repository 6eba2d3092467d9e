import type { Environment } from 'shared-kernel/domain';
import type { RegistryEntry, RemoteRegistry } from 'shared-kernel/contract';

/** localStorage key of the remote overrides (integration.md, "Remote registry"). */
export const OVERRIDES_STORAGE_KEY = 'kontor.remoteOverrides';

const QUERY_PREFIX = 'remote:';

/** Overrides exist only where testers work; dev, test and prod always run the registry as published. */
export function overridesAllowed(env: Environment): boolean {
  return env === 'local' || env === 'sandbox';
}

export type RemoteOverrides = Record<string, string>;

function readStored(storage: Storage): RemoteOverrides {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== '',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * Whether a remote may be overridden on this page, by its query (`?remote:<name>=…`) or by an override an earlier
 * query stored: the registry's routes are then not prefetched (the runtime loads the override, not them).
 */
export const overridesPossible = (search: string, storage: Storage): boolean =>
  search.includes(QUERY_PREFIX) || Object.keys(readStored(storage)).length > 0;

/**
 * Reads `?remote:<name>=<manifest url>` into the stored overrides (`?remote:<name>=` clears one)
 * and returns what is in force. Outside local and sandbox nothing is read or stored.
 */
export function resolveOverrides(env: Environment, search: string, storage: Storage): RemoteOverrides {
  if (!overridesAllowed(env)) return {};
  const overrides = readStored(storage);
  let changed = false;
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(QUERY_PREFIX)) continue;
    const name = key.slice(QUERY_PREFIX.length);
    if (value) overrides[name] = value;
    else delete overrides[name];
    changed = true;
  }
  if (changed) storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
  return overrides;
}

/**
 * The registry with overridden manifests; the descriptor is the manifest's sibling descriptor.json (the
 * registry's snapshot describes the registered version, not the override, so it is dropped).
 */
export function applyOverrides(
  registry: RemoteRegistry,
  overrides: RemoteOverrides,
  base: string,
): RegistryEntry[] {
  return registry.remotes.map((entry) => {
    const manifest = overrides[entry.name];
    if (!manifest) return entry;
    const manifestUrl = new URL(manifest, base);
    const { name, version } = entry;
    return {
      name,
      version,
      manifest: manifestUrl.href,
      descriptor: new URL('descriptor.json', manifestUrl).href,
    };
  });
}
