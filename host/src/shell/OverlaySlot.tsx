import { useContext, useEffect, useMemo, useState, type ReactElement } from 'react';
import { CLOSE_OVERLAY } from 'shared-kernel/bus';
import type { OverlayDescriptor, RouteDescriptor } from 'shared-kernel/contract';
import { isVisible, type SessionSnapshot } from 'shared-kernel/domain';
import { UNSAFE_NavigationContext, useLocation } from 'shared-kernel/router';
import { Modal } from 'shared-kernel/ui';
import { useHost, useSnapshotOrAnonymous } from '../app/hostContext';
import type { LoadedRemote } from '../federation';
import { RemoteScreen } from '../federation/RemoteScreen';

export type RemoteOverlay = OverlayDescriptor & { remote: string };

/** The overlays of every remote with a valid descriptor (a remote down keeps its overlay: it then says so). */
export const overlaysOf = (remotes: readonly LoadedRemote[]): RemoteOverlay[] =>
  remotes.flatMap((remote) =>
    (remote.descriptor?.overlays ?? []).map((overlay) => ({ ...overlay, remote: remote.entry.name })),
  );

interface OpenOverlay {
  overlay: RemoteOverlay;
  /** Each opening mounts anew: closing resets the overlay. */
  opening: number;
}

/**
 * The host's one overlay slot (docs/remote-contract.md "Overlays"): a bus action a remote's descriptor names in
 * `overlays` opens that remote's module over the current screen, in a kernel modal whose content is the module,
 * mounted through federation inside the same error boundary as a route (a remote down or refused shows its
 * translated notice there; the shell stands). The modal's close, or the overlay's CLOSE_OVERLAY, unmounts it.
 * Opened only while the overlay's rule holds for the session (the rule of the menu item that dispatches it).
 */
export function OverlaySlot({ snapshot }: { snapshot: SessionSnapshot }): ReactElement | null {
  const { bus, remotes } = useHost();
  const overlays = useMemo(() => overlaysOf(remotes.remotes), [remotes.remotes]);
  const [open, setOpen] = useState<OpenOverlay | null>(null);
  useEffect(() => {
    let openings = 0;
    const subscription = bus.actions$.subscribe((action) => {
      if (action.type === CLOSE_OVERLAY) {
        setOpen(null);
        return;
      }
      const overlay = overlays.find((candidate) => candidate.action === action.type);
      if (!overlay || !isVisible(overlay.rule, snapshot)) return;
      openings += 1;
      setOpen({ overlay, opening: openings });
    });
    return () => subscription.unsubscribe();
  }, [bus, overlays, snapshot]);

  if (!open) return null;
  return (
    <Modal open onClose={() => setOpen(null)} title={open.overlay.titleKey} size="wide">
      <OverlayScreen key={open.opening} overlay={open.overlay} />
    </Modal>
  );
}

/** The overlay's module with what the host gives every screen (its route: the page under it). */
function OverlayScreen({ overlay }: { overlay: RemoteOverlay }): ReactElement {
  const { bus, api, session: controller } = useHost();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const session = useSnapshotOrAnonymous();
  const route: RouteDescriptor = useMemo(
    () => ({
      id: `${overlay.remote}.overlay.${overlay.action}`,
      path: location.pathname,
      titleKey: overlay.titleKey,
      auth: 'strong',
      module: overlay.module,
    }),
    [overlay, location.pathname],
  );
  const screenProps = useMemo(
    () => ({ navigator, location, bus, api, session, staleness: controller.staleness }),
    [navigator, location, bus, api, session, controller.staleness],
  );
  return <RemoteScreen remote={overlay.remote} route={route} screenProps={screenProps} />;
}
