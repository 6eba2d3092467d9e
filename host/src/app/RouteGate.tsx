import { useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Navigate, useLocation } from 'shared-kernel/router';
import { SESSION_RELOAD } from 'shared-kernel/bus';
import { AccountsUnavailableNotice } from 'shared-kernel/contract';
import {
  accountsUnknown,
  resolveGuard,
  type GuardDecision,
  type GuardedRoute,
  type Navigation,
} from 'shared-kernel/domain';
import { Button, Page, Spinner } from 'shared-kernel/ui';
import { useHost, useHostSession, useSnapshotOrAnonymous } from './hostContext';
import { useDocumentTitle } from './useDocumentTitle';

export type GatedRoute = GuardedRoute & { titleKey?: string };

/**
 * The landing page itself is unknown (the registry could not be read, or its remote's descriptor is neither
 * in the registry nor reachable): said in the content area of the shell, with a way to try again.
 */
function RouteUnavailable(): ReactElement {
  const { t } = useTranslation();
  return (
    <section className="k-page kontor-remote-failure" role="alert" data-status="unknown">
      <div className="k-card kontor-remote-failure__card">
        <h1 className="kontor-remote-failure__title">{t('webapp.federation.unknownRoute.title')}</h1>
        <p>{t('webapp.shell.unavailable')}</p>
        <div>
          <Button label="webapp.federation.unknownRoute.reload" onClick={() => window.location.reload()} />
        </div>
      </div>
    </section>
  );
}

/**
 * A strong route refused while the accounts or the rights on them are unknown (their read failed: `accountsUnknown`):
 * the refusal may rest on them (the payment routes ask for an account to pay from), so it is not made; the route
 * says they could not be loaded, with Try again, until the session controller's next read decides.
 */
function RefusedOnUnknownAccounts({ titleKey }: { titleKey?: string }): ReactElement {
  const { bus } = useHost();
  // As a screen asks: the session controller reads the snapshot again (SESSION_RELOAD).
  const notice = <AccountsUnavailableNotice onRetry={() => bus.dispatch({ type: SESSION_RELOAD })} />;
  return titleKey ? <Page title={titleKey}>{notice}</Page> : <div className="k-page">{notice}</div>;
}

/**
 * Spec §2: a strong-level route without strong authentication clears the session first, on the gateway
 * too: a prospect (pin) or half-logged-in (weak) session sent to the login does not live on there.
 */
function GuardRedirect({ decision }: { decision: Extract<GuardDecision, { allow: false }> }): ReactElement {
  const { session } = useHost();
  const location = useLocation();
  const clear = decision.clearSession === true && session.state.authLevel !== 'none';
  useEffect(() => {
    if (clear) void session.logout('refused');
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
  const { remotes } = useHost();
  // Every route and menu item known: the guard follows the menu's, settings' and side area's rules.
  const navigation = useMemo<Navigation>(() => ({ routes: remotes.routes, menu: remotes.menu }), [remotes]);
  // Context and enter rules need the snapshot, and so does where a strong user lands (the login and unnamed
  // routes redirect to the landing page, which is not the dashboard for everyone); pin-level decisions do not.
  const snapshotPending =
    state.authLevel === 'strong' &&
    (route?.auth === 'strong' ? state.snapshotStatus !== 'ready' : state.snapshotStatus === 'loading');
  const waitingForSnapshot = snapshotPending && route?.auth !== 'pin';
  const decision =
    state.known && !waitingForSnapshot
      ? resolveGuard(route, snapshot, { prospectVerified: state.prospectVerified, navigation })
      : null;
  const onUnknownAccounts =
    decision?.allow === false &&
    route?.auth === 'strong' &&
    state.authLevel === 'strong' &&
    state.snapshot !== null &&
    accountsUnknown(state.snapshot);
  useDocumentTitle(decision?.allow || onUnknownAccounts ? route?.titleKey : null);
  // The layout shows its spinner until the session and the snapshot are known.
  if (!decision) return null;
  if (onUnknownAccounts) return <RefusedOnUnknownAccounts titleKey={route?.titleKey} />;
  if (!decision.allow) return <GuardRedirect decision={decision} />;
  return <>{children}</>;
}
