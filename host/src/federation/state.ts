import { LOADED_CATALOGUE_NAMES } from 'shared-kernel/i18n';
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

/** The catalogue prefixes a remote's screens use (its descriptor's texts); every catalogue for one built before. */
export function remoteTexts(remote: string): readonly string[] {
  const known = lastLoaded.find((loaded) => loaded.entry.name === remote);
  return known?.descriptor?.texts ?? LOADED_CATALOGUE_NAMES;
}
