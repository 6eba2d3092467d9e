import type { LoadedRemote } from './types';

let lastLoaded: readonly LoadedRemote[] = [];

/** Remembers the outcome of the last loadRemotes call (RemoteScreen, debug hook and debug pages read it). */
export function rememberLoadedRemotes(remotes: readonly LoadedRemote[]): void {
  lastLoaded = remotes;
}

/** The remotes of the last loadRemotes call. */
export function lastLoadedRemotes(): readonly LoadedRemote[] {
  return lastLoaded;
}
