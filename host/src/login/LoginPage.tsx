import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useLocation, useNavigate } from 'shared-kernel/router';
import { LanguageSwitcher } from '../shell/LanguageSwitcher';
import { Logo } from '../shell/Navbar';
import { useHost } from '../app/hostContext';
import { LoginScreen } from './LoginScreen';

/** /login: after strong authentication the user goes where they wanted to, else to their landing page. */
export function LoginPage(): ReactElement {
  const { auth, session } = useHost();
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <LoginScreen
      auth={auth}
      navigate={(to) => navigate(to)}
      header={
        <div className="k-cluster">
          <Logo />
          <span className="k-spacer" />
          {/* Before login there is no profile to save the language to: only the page changes. */}
          <LanguageSwitcher onChange={(language) => void i18n.changeLanguage(language)} />
        </div>
      }
      onStrong={(grant) => {
        void session.strongGranted(grant).then(() => {
          // Without a page to return to, the login route's guard sends the user to their landing page (the
          // dashboard, or the identification-only QES user's confirmations).
          if (from && from.startsWith('/') && !from.startsWith('/login')) navigate(from, { replace: true });
        });
      }}
    />
  );
}
