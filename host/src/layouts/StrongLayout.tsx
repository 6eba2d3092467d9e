import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { Button, KernelProvider, Spinner } from 'shared-kernel/ui';
import { useHost, useHostSession } from '../app/hostContext';
import { AlertsArea } from '../shell/AlertsArea';
import { Navbar } from '../shell/Navbar';
import { SideMenu } from '../shell/SideMenu';
import { useEventStream } from '../shell/useEventStream';
import { IdleWatch } from '../session/IdleWatch';

/**
 * Spec §2 strong-auth layout: navbar, side menu, content, a spinner until reference data (catalogues
 * and the session snapshot) is loaded, and a banner alert area.
 */
export function StrongLayout(): ReactElement {
  const { t } = useTranslation();
  const host = useHost();
  const state = useHostSession();
  const navigate = useNavigate();
  const strong = state.authLevel === 'strong';
  useEventStream(strong && state.snapshot !== null);

  // Not strongly authenticated: the route's guard sends the user to the login.
  if (!strong) return <Outlet />;
  const { snapshot } = state;
  if (!snapshot) {
    return (
      <main className="kontor-loading" id="kontor-main">
        {state.snapshotStatus === 'error' ? (
          <div className="k-stack">
            <p role="alert">{t('webapp.session.snapshot_failed')}</p>
            <Button label="webapp.session.retry" onClick={() => void host.session.loadSnapshot()} />
          </div>
        ) : (
          <Spinner label="webapp.shell.loading" />
        )}
      </main>
    );
  }
  const logout = async () => {
    await host.session.logout('user');
    navigate('/login', { replace: true });
  };
  return (
    <KernelProvider
      amountVisible={snapshot.amountVisible}
      locale={snapshot.profile?.communication.locale ?? null}
      bus={host.bus}
    >
      <div className="kontor-shell">
        <a className="kontor-skip-link" href="#kontor-main">
          {t('webapp.shell.skip_to_content')}
        </a>
        <Navbar
          env={host.env}
          appVersion={host.appVersion}
          snapshot={snapshot}
          onLanguage={(language) => void host.session.setLanguage(language)}
          onSwitchContext={(uid) => host.session.switchContext(uid)}
          onAmountVisible={(visible) => void host.session.setAmountVisible(visible)}
          onLogout={() => void logout()}
        />
        <div className="kontor-shell__body">
          <SideMenu
            menu={host.remotes.menu}
            routes={host.remotes.routes}
            snapshot={snapshot}
            bus={host.bus}
            onSelectAccount={(uid) => void host.session.selectCashAccount(uid)}
          />
          <main className="kontor-shell__content" id="kontor-main" tabIndex={-1}>
            <AlertsArea banner />
            <Outlet />
          </main>
        </div>
        <IdleWatch />
      </div>
    </KernelProvider>
  );
}
