import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ApiClient } from 'shared-kernel/api';
import type { EventBus } from 'shared-kernel/bus';
import type { Environment, SessionSnapshot } from 'shared-kernel/domain';
import type { LoadedRemotes } from '../federation';
import type { AuthApi } from '../session/authApi';
import type { HostSessionState, SessionController } from '../session/sessionController';
import { anonymousSnapshot } from './anonymousSnapshot';

/** Everything the host's screens share: one bus, one api client, the session, the loaded remotes. */
export interface HostServices {
  env: Environment;
  appVersion: string;
  bus: EventBus;
  api: ApiClient;
  auth: AuthApi;
  session: SessionController;
  remotes: LoadedRemotes;
  /** Where the event stream starts (the oldest event position the app's answers carried: shell/eventPosition.ts). */
  streamStartAfter?: () => string | null;
}

const HostContext = createContext<HostServices | null>(null);
export const HostProvider = HostContext.Provider;

export function useHost(): HostServices {
  const services = useContext(HostContext);
  if (!services) throw new Error('useHost outside HostProvider');
  return services;
}

/** The host session state, re-rendering on every change. */
export function useHostSession(): HostSessionState {
  const { session } = useHost();
  return useSyncExternalStore(
    (onChange) => {
      const subscription = session.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => session.state$.value,
  );
}

/** The snapshot of a strong session, else one that carries only the environment and auth level. */
export function useSnapshotOrAnonymous(): SessionSnapshot {
  const { env, appVersion } = useHost();
  const state = useHostSession();
  const { snapshot, authLevel } = state;
  return useMemo(
    () => snapshot ?? anonymousSnapshot(env, appVersion, authLevel),
    [snapshot, env, appVersion, authLevel],
  );
}
