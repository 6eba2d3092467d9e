import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link } from 'shared-kernel/router';
import type { Environment, Language, SessionSnapshot } from 'shared-kernel/domain';
import { Icon } from 'shared-kernel/ui';
import { AmountVisibilityToggle } from './AmountVisibilityToggle';
import { ContextSwitcher } from './ContextSwitcher';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SettingsDropdown } from './SettingsDropdown';
import { SIDE_MENU_ID } from './SideMenu';
import { ThemeSwitcher } from './ThemeSwitcher';

export interface NavbarProps {
  env: Environment;
  appVersion: string;
  snapshot: SessionSnapshot;
  /** The side menu's state on a narrow screen; null when there is no menu (spec §2: QES users). */
  menu: { open: boolean; onToggle: () => void } | null;
  onLanguage: (language: Language) => void;
  onSwitchContext: (uid: string) => Promise<void> | void;
  onAmountVisible: (amountVisible: boolean) => void;
  onLogout: () => void;
}

/** The product name as a link home (spec §2: the logo links to the dashboard). */
export function Logo(): ReactElement {
  const { t } = useTranslation();
  return (
    <Link to="/" className="kontor-logo">
      <span aria-hidden="true" className="kontor-logo__mark">
        K
      </span>
      Kontor
      <span className="k-visually-hidden"> – {t('webapp.shell.logo')}</span>
    </Link>
  );
}

/** Spec §2: environment badge and version, shown when not production. */
export function EnvironmentBadge({
  env,
  appVersion,
}: {
  env: Environment;
  appVersion: string;
}): ReactElement | null {
  const { t } = useTranslation();
  if (env === 'prod') return null;
  return (
    <span className="k-badge k-badge--warning kontor-env-badge" data-testid="environment-badge">
      {t('webapp.shell.environment', { env: env.toUpperCase(), version: appVersion })}
    </span>
  );
}

/** Spec §2 "Top navigation". */
export function Navbar({
  env,
  appVersion,
  snapshot,
  menu,
  onLanguage,
  onSwitchContext,
  onAmountVisible,
  onLogout,
}: NavbarProps): ReactElement {
  const { t } = useTranslation();
  return (
    <header className="kontor-navbar">
      {menu ? (
        // Shown on narrow screens only (host.css): the content comes first, the menu on demand.
        <button
          type="button"
          className="k-icon-button kontor-navbar__menu"
          aria-expanded={menu.open}
          aria-controls={SIDE_MENU_ID}
          title={t('webapp.shell.menu.toggle')}
          onClick={menu.onToggle}
        >
          <Icon name={menu.open ? 'close' : 'menu'} />
          <span className="k-visually-hidden">{t('webapp.shell.menu.toggle')}</span>
        </button>
      ) : null}
      <Logo />
      <EnvironmentBadge env={env} appVersion={appVersion} />
      <span className="k-spacer" />
      <nav className="kontor-navbar__tools" aria-label={t('webapp.shell.navbar')}>
        <ContextSwitcher snapshot={snapshot} onSwitch={onSwitchContext} />
        <AmountVisibilityToggle amountVisible={snapshot.amountVisible} onChange={onAmountVisible} />
        <ThemeSwitcher />
        <LanguageSwitcher onChange={onLanguage} />
        <SettingsDropdown snapshot={snapshot} onLogout={onLogout} />
      </nav>
    </header>
  );
}
