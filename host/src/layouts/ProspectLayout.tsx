import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Outlet, useNavigate } from 'shared-kernel/router';
import { Button } from 'shared-kernel/ui';
import { useHost, useHostSession } from '../app/hostContext';
import { AlertsArea } from '../shell/AlertsArea';
import { LanguageSwitcher } from '../shell/LanguageSwitcher';
import { Logo } from '../shell/Navbar';

/** Spec §2: the verified prospect's layout: logo with language switcher and a logout button. */
export function ProspectLayout(): ReactElement {
  const { t, i18n } = useTranslation();
  const { session } = useHost();
  const state = useHostSession();
  const navigate = useNavigate();
  if (!(state.authLevel !== 'none' && state.prospectVerified)) return <BareLayout />;
  return (
    <div className="kontor-shell kontor-shell--prospect">
      <header className="kontor-navbar">
        <Logo />
        <span className="k-spacer" />
        <nav className="kontor-navbar__tools" aria-label={t('webapp.shell.navbar')}>
          <LanguageSwitcher onChange={(language) => void i18n.changeLanguage(language)} />
          <Button
            variant="secondary"
            icon="logout"
            label="webapp.shell.logout"
            onClick={() => {
              void session.logout('user').then(() => navigate('/prospect-login', { replace: true }));
            }}
          />
        </nav>
      </header>
      <main className="kontor-shell__content" id="kontor-main">
        <AlertsArea banner />
        <Outlet />
      </main>
    </div>
  );
}

/** Spec §2: otherwise the bare routed view (login, prospect login, account request). */
export function BareLayout(): ReactElement {
  return (
    <main className="kontor-bare" id="kontor-main">
      <AlertsArea banner />
      <Outlet />
    </main>
  );
}
