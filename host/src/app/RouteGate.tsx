import { useEffect, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { resolveGuard, type GuardDecision, type GuardedRoute } from 'shared-kernel/domain';
import { Spinner } from 'shared-kernel/ui';
import { useHost, useHostSession, useSnapshotOrAnonymous } from './hostContext';
import { useDocumentTitle } from './useDocumentTitle';

export type GatedRoute = GuardedRoute & { titleKey?: string };

function RouteUnavailable(): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="kontor-loading">
      <p role="alert">{t('webapp.shell.unavailable')}</p>
    </div>
  );
}

/** Spec §2: a strong-level route without strong authentication clears the session first. */
function GuardRedirect({ decision }: { decision: Extract<GuardDecision, { allow: false }> }): ReactElement {
  const { session } = useHost();
  const location = useLocation();
  const clear = decision.clearSession === true && session.state.authLevel !== 'none';
  useEffect(() => {
    if (clear) void session.logout('expired');
  }, [clear, session]);
  if (clear) return <Spinner />;
  // The dashboard itself is unknown (no remote registry): say so instead of redirecting in a loop.
  if (decision.redirect === location.pathname) return <RouteUnavailable />;
  // Nothing to keep from a redirect to the dashboard; the login keeps where the user wanted to go.
  const state = decision.redirect === '/login' ? { from: location.pathname + location.search } : undefined;
  return <Navigate to={decision.redirect} replace state={state} />;
}

/**
 * Applies the kernel's resolveGuard (spec §2's route guard rules) to a route, re-evaluated on every
 * session or snapshot change: losing the right to create payments while on /payments leaves it.
 * `route` null is the unnamed route.
 */
export function RouteGate({
  route,
  children,
}: {
  route: GatedRoute | null;
  children?: ReactNode;
}): ReactElement | null {
  const state = useHostSession();
  const snapshot = useSnapshotOrAnonymous();
  // Context and enter rules need the snapshot; none- and pin-level decisions do not.
  const waitingForSnapshot =
    state.authLevel === 'strong' &&
    state.snapshotStatus !== 'ready' &&
    (route === null || route.auth === 'strong');
  const decision =
    state.known && !waitingForSnapshot
      ? resolveGuard(route, snapshot, { prospectVerified: state.prospectVerified })
      : null;
  useDocumentTitle(decision?.allow ? route?.titleKey : null);
  // The layout shows its spinner until the session and the snapshot are known.
  if (!decision) return null;
  if (!decision.allow) return <GuardRedirect decision={decision} />;
  return <>{children}</>;
}
