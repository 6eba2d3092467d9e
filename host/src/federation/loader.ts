import type { Environment } from 'shared-kernel/domain';
import { validateRegistry, type RegistryEntry, type RemoteDescriptor } from 'shared-kernel/contract';
import { checkDescriptor } from './contract';
import { classifyLoadError, remoteFailure, RemoteHttpError, type RemoteFailure } from './failure';
import { applyOverrides, resolveOverrides } from './overrides';
import { withAbsoluteUrls } from '../boot/registry';
import { installFederationDebugHook } from './debug';
import { registerRemote } from './runtime';
import { rememberLoadedRemotes } from './state';
import type { LoadedRemote, LoadedRemotes } from './types';

export type { LoadedRemote, LoadedRemotes, RemoteMenuItem, RemoteRoute, RemoteStatus } from './types';

export interface LoadRemotesOptions {
  registryUrl?: string;
  env: Environment;
  fetch?: typeof fetch;
  /**
   * The registry the page's start already asked for (boot/registry.ts fetchRegistry, its remotes' URLs made
   * absolute), instead of fetching it here.
   */
  registry?: Promise<unknown>;
}

export async function fetchJson(fetchImpl: typeof fetch, url: string): Promise<unknown> {
  const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new RemoteHttpError(response.status, url);
  return response.json();
}

/**
 * The registry's snapshot of this version's descriptor, when it is one (same name and version): a version
 * is immutable, so the snapshot is that version's descriptor and the origin need not be asked. With it a
 * remote whose origin is down keeps its menu items and routes (its screens show Retry).
 */
function registrySnapshot(entry: RegistryEntry): RemoteDescriptor | null {
  const snapshot = entry.descriptorSnapshot;
  return snapshot && snapshot.name === entry.name && snapshot.version === entry.version ? snapshot : null;
}

async function loadDescriptor(fetchImpl: typeof fetch, entry: RegistryEntry): Promise<LoadedRemote> {
  const snapshot = registrySnapshot(entry);
  if (snapshot) return { ...acceptDescriptor(entry, snapshot), descriptorFrom: 'registry' };
  let json: unknown;
  try {
    json = await fetchJson(fetchImpl, entry.descriptor);
  } catch (error) {
    if (error instanceof SyntaxError) {
      const problems = `descriptor is not JSON (${error.message})`;
      return {
        status: 'refused',
        entry,
        error: remoteFailure('invalid-descriptor', problems, { remote: entry.name, problems }),
      };
    }
    return { status: 'unavailable', entry, error: classifyLoadError(error, entry.name) };
  }
  return { ...acceptDescriptor(entry, json), descriptorFrom: 'origin' };
}

/** Checks a descriptor against the contract; a ready remote is registered with the federation runtime. */
function acceptDescriptor(entry: RegistryEntry, json: unknown): LoadedRemote {
  const check = checkDescriptor(entry, json);
  if (!check.ok) {
    // An invalid descriptor's routes cannot be trusted; an incompatible one's can (they show the refusal).
    return { status: 'refused', entry, descriptor: check.descriptor, error: check.failure };
  }
  registerRemote(entry);
  return { status: 'ready', entry, descriptor: check.descriptor };
}

function emptyResult(registryError: RemoteFailure): LoadedRemotes {
  console.error(`[kontor federation] registry ${registryError.kind}: ${registryError.detail}`);
  return { remotes: [], routes: [], menu: [], registryError };
}

/**
 * Reads the environment's registry, applies overrides (local and sandbox), takes every descriptor from the
 * registry's snapshot or else fetches it (in parallel), and keeps the remotes that work (DESIGN.md: a
 * remote that fails is contained). Never throws.
 */
export async function loadRemotes(options: LoadRemotesOptions): Promise<LoadedRemotes> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const registryUrl = options.registryUrl ?? '/registry.json';
  let registryJson: unknown;
  try {
    registryJson = await (options.registry ??
      fetchJson(fetchImpl, registryUrl).then((json) => withAbsoluteUrls(json, registryUrl)));
  } catch (error) {
    return emptyResult(classifyLoadError(error, 'registry'));
  }
  const registry = validateRegistry(registryJson);
  if (!registry.ok) {
    const problems = registry.errors.join('; ');
    return emptyResult(remoteFailure('invalid-descriptor', problems, { remote: 'registry', problems }));
  }
  const overrides = resolveOverrides(options.env, window.location.search, window.localStorage);
  const entries = applyOverrides(registry.value, overrides, window.location.href);

  const settled = await Promise.allSettled(entries.map((entry) => loadDescriptor(fetchImpl, entry)));
  const remotes = settled.map((result, index): LoadedRemote => {
    const entry = entries[index]!;
    if (result.status === 'fulfilled') return result.value;
    return { status: 'unavailable', entry, error: classifyLoadError(result.reason, entry.name) };
  });
  for (const remote of remotes) {
    if (remote.status !== 'ready') {
      console.warn(
        `[kontor federation] ${remote.entry.name} ${remote.status}: ${remote.error?.detail ?? ''}`,
      );
    }
  }

  const routes = remotes.flatMap((remote) =>
    remote.descriptor
      ? remote.descriptor.routes.map((route) => ({ ...route, remote: remote.entry.name }))
      : [],
  );
  const menu = remotes.flatMap((remote) =>
    remote.descriptor ? remote.descriptor.menu.map((item) => ({ ...item, remote: remote.entry.name })) : [],
  );
  rememberLoadedRemotes(remotes);
  installFederationDebugHook();
  return { remotes, routes, menu };
}
