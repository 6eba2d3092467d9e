/**
 * What loading the remotes produces. Its own module so the loader, the remembered state and the debug hook
 * all depend on it and none on another (no loader ↔ state ↔ debug circle).
 */
import type {
  MenuItemDescriptor,
  RegistryEntry,
  RemoteDescriptor,
  RouteDescriptor,
} from 'shared-kernel/contract';
import type { RemoteFailure } from './failure';

export type RemoteStatus = 'ready' | 'refused' | 'unavailable';

export interface LoadedRemote {
  status: RemoteStatus;
  /** The registry entry in force (after a local/sandbox override). */
  entry: RegistryEntry;
  /** Present when the descriptor was valid (ready, or refused as incompatible). */
  descriptor?: RemoteDescriptor;
  /** Where the descriptor came from: the registry's snapshot (no request to the origin) or the origin. */
  descriptorFrom?: 'registry' | 'origin';
  error?: RemoteFailure;
}

export type RemoteRoute = RouteDescriptor & { remote: string };
export type RemoteMenuItem = MenuItemDescriptor & { remote: string };

export interface LoadedRemotes {
  remotes: LoadedRemote[];
  /** Routes of ready and refused remotes; a refused remote's route shows its refusal message. */
  routes: RemoteRoute[];
  /** Menu items of every remote with a valid descriptor (DESIGN.md: navigation works while a remote is down). */
  menu: RemoteMenuItem[];
  /** Set when the registry itself could not be read; then no remote is known. */
  registryError?: RemoteFailure;
}
