import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, useTranslation } from 'shared-kernel/i18n';
import { LanguageSwitcher } from '../shell/LanguageSwitcher';
import type { AuthApi, AuthGrant } from '../session/authApi';
import { LoginScreen } from './LoginScreen';

export interface LoginBootProps {
  auth: Pick<AuthApi, 'login' | 'strong'>;
  i18n: I18n;
  onStrong: (grant: AuthGrant) => void;
  /** The user started typing: the app's code may be fetched meanwhile. */
  onActivity: () => void;
}

/** The product name, as on the navbar (a plain link here: the router is not loaded yet). */
function LoginLogo(): ReactElement {
  const { t } = useTranslation();
  return (
    <a href="/" className="kontor-logo">
      <span aria-hidden="true" className="kontor-logo__mark">
        K
      </span>
      Kontor
      <span className="k-visually-hidden"> – {t('webapp.shell.logo')}</span>
    </a>
  );
}

/**
 * /login as the page's start renders it (issue 17): the login form with its own texts and nothing else: no
 * router, no federation runtime, no registry or descriptors. The app loads once the user signs in.
 */
export function LoginBoot({ auth, i18n, onStrong, onActivity }: LoginBootProps): ReactElement {
  return (
    <I18nextProvider i18n={i18n}>
      {/* The page's one main landmark, as the app's bare layout gives the login once the app has loaded. */}
      <main
        className="kontor-bare"
        id="kontor-main"
        onFocusCapture={onActivity}
        onPointerDownCapture={onActivity}
      >
        <LoginScreen
          auth={auth}
          onStrong={onStrong}
          header={
            <div className="k-cluster">
              <LoginLogo />
              <span className="k-spacer" />
              {/* Before login there is no profile to save the language to: only the page changes. */}
              <LanguageSwitcher onChange={(language) => void i18n.changeLanguage(language)} />
            </div>
          }
        />
      </main>
    </I18nextProvider>
  );
}
