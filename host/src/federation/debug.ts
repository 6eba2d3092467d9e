import type { RemoteStatus } from './types';
import { lastLoadedRemotes } from './state';
import { loadedSharedVersions } from './runtime';

export interface FederationDebugHook {
  /** Every remote of the registry with the version in force and how loading ended. */
  loaded(): { name: string; version: string; status: RemoteStatus; descriptorFrom?: 'registry' | 'origin' }[];
  /** Loaded versions per shared package: each singleton must list exactly one. */
  shareScope(): Record<string, string[]>;
}

declare global {
  interface Window {
    __KONTOR_FEDERATION__?: FederationDebugHook;
  }
}

/** Exposes window.__KONTOR_FEDERATION__ so browser tests can check which remotes and shared copies loaded. */
export function installFederationDebugHook(): void {
  window.__KONTOR_FEDERATION__ = {
    loaded: () =>
      lastLoadedRemotes().map((remote) => ({
        name: remote.entry.name,
        version: remote.descriptor?.version ?? remote.entry.version,
        status: remote.status,
        ...(remote.descriptorFrom ? { descriptorFrom: remote.descriptorFrom } : {}),
      })),
    shareScope: loadedSharedVersions,
  };
}
