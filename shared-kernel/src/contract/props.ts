import type { Location, Navigator } from 'shared-kernel/router';
import type { EventBus } from '../bus/types';
import type { ApiClient } from '../api/types';
import type { StalenessTracker } from '../bus/staleness';
import type { SessionSnapshot } from '../domain/session';

/**
 * Props the host passes to every mounted remote screen (single-spa-react Parcel).
 * There is one history, owned by the host: a remote renders a controlled
 * `<Router location={location} navigator={navigator}>` and never creates its own.
 */
export interface RemoteScreenProps {
  navigator: Navigator;
  location: Location;
  bus: EventBus;
  api: ApiClient;
  session: SessionSnapshot;
  /** The route descriptor id being rendered (a remote module may serve several routes). */
  routeId: string;
  /** The matched route pattern, e.g. "/transactions/:id?". */
  routePath: string;
  /**
   * The app's staleness tracker (spec §4), read by useStaleReload inside the screen. Optional: a host
   * without one (or an older host) leaves reloads on staleness off.
   */
  staleness?: StalenessTracker | null;
}

/** single-spa lifecycles a remote module exports for the host. */
export interface RemoteLifecycles {
  bootstrap: (props: unknown) => Promise<unknown>;
  mount: (props: unknown) => Promise<unknown>;
  unmount: (props: unknown) => Promise<unknown>;
  update?: (props: unknown) => Promise<unknown>;
}
