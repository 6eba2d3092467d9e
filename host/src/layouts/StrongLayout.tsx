import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { askBeforeLeaving, Outlet, useLocation, useNavigate } from 'shared-kernel/router';
import { isMenuHidden } from 'shared-kernel/domain';
import { Button, KernelProvider, Spinner } from 'shared-kernel/ui';
import { useHost, useHostSession } from '../app/hostContext';
import { focusHeadingWhenShown } from '../app/useFocusOnNavigation';
import { AlertsArea } from '../shell/AlertsArea';
import { LanguageSwitcher } from '../shell/LanguageSwitcher';
import { Logo, Navbar } from '../shell/Navbar';
import { OverlaySlot } from '../shell/OverlaySlot';
import { PartsUnavailable } from '../shell/PartsUnavailable';
import { SIDE_MENU_ID, SideMenu } from '../shell/SideMenu';
import { useEventStream } from '../shell/useEventStream';
import { IdleWatch } from '../session/IdleWatch';

/**
 * The user's data could not be loaded after login: said in the user's language (the page's, remembered on
 * the device), with Retry and a way out (logout), never a dead end.
 */
function SnapshotFailed({ onLogout }: { onLogout: () => void }): ReactElement {
  const { t } = useTranslation();
  const { session } = useHost();
  // Failed while offline: tried again by itself once the browser is back online (issue 28).
  useEffect(() => {
    const retry = () => void session.loadSnapshot();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [session]);
  return (
    <div className="kontor-shell kontor-shell--minimal">
      <header className="kontor-navbar">
        <Logo />
        <span className="k-spacer" />
        <nav className="kontor-navbar__tools" aria-label={t('webapp.shell.navbar')}>
          <LanguageSwitcher onChange={(language) => void session.setLanguage(language)} />
        </nav>
      </header>
      <main className="kontor-loading" id="kontor-main">
        <div className="k-card k-stack kontor-snapshot-failed">
          <p role="alert">{t('webapp.session.snapshot_failed')}</p>
          <div className="k-cluster">
            <Button label="webapp.session.retry" onClick={() => void session.loadSnapshot()} />
            <Button variant="secondary" icon="logout" label="webapp.shell.logout" onClick={onLogout} />
          </div>
        </div>
      </main>
    </div>
  );
}

/**
 * Spec §2 strong-auth layout: navbar, side menu, content, a spinner until reference data (catalogues
 * and the session snapshot) is loaded, and a banner alert area. On a narrow screen the content comes
 * first and the menu opens from the navbar's menu button (a bank is used on phones).
 */
export function StrongLayout(): ReactElement {
  const { t } = useTranslation();
  const host = useHost();
  const state = useHostSession();
  const navigate = useNavigate();
  const { key: visit } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const strong = state.authLevel === 'strong';
  useEventStream(strong && state.snapshot !== null);
  // Opening a screen closes the menu on a narrow screen: every navigation, a link to the screen already open too
  // ("New payment" from a payment's result view starts a new one behind the menu). The link chosen goes with the
  // menu, so the focus goes to the screen's heading, as after any navigation (useFocusOnNavigation).
  const menuWasOpen = useRef(false);
  useEffect(() => {
    menuWasOpen.current = menuOpen;
  }, [menuOpen]);
  useEffect(() => {
    if (!menuWasOpen.current) return undefined;
    setMenuOpen(false);
    return focusHeadingWhenShown(document);
  }, [visit]);

  // Not strongly authenticated: the route's guard sends the user to the login.
  if (!strong) return <Outlet />;
  // A screen with unsaved input is asked first (issue 28): the logout would lose it like a navigation.
  const logout = () =>
    askBeforeLeaving(() => {
      void host.session.logout('user').then(() => navigate('/login', { replace: true }));
    });
  const { snapshot } = state;
  if (!snapshot) {
    if (state.snapshotStatus === 'error') return <SnapshotFailed onLogout={logout} />;
    return (
      <main className="kontor-loading" id="kontor-main">
        <Spinner label="webapp.shell.loading" />
      </main>
    );
  }
  // Spec §2: no menu for identification-only QES users; their page then takes the whole width.
  const menuHidden = isMenuHidden(snapshot);
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
          menu={menuHidden ? null : { open: menuOpen, onToggle: () => setMenuOpen((open) => !open) }}
          onLanguage={(language) => void host.session.setLanguage(language)}
          onSwitchContext={(uid) => host.session.switchContext(uid)}
          onAmountVisible={(visible) => void host.session.setAmountVisible(visible)}
          onLogout={logout}
        />
        <div className={`kontor-shell__body${menuHidden ? ' kontor-shell__body--no-menu' : ''}`}>
          {menuHidden ? null : (
            <SideMenu
              id={SIDE_MENU_ID}
              open={menuOpen}
              menu={host.remotes.menu}
              routes={host.remotes.routes}
              snapshot={snapshot}
              bus={host.bus}
              onSelectAccount={(uid) => {
                setMenuOpen(false);
                void host.session.selectCashAccount(uid);
              }}
            />
          )}
          <main className="kontor-shell__content" id="kontor-main" tabIndex={-1}>
            <AlertsArea banner />
            <PartsUnavailable snapshot={snapshot} />
            <Outlet />
          </main>
        </div>
        <OverlaySlot snapshot={snapshot} />
        <IdleWatch />
      </div>
    </KernelProvider>
  );
}
