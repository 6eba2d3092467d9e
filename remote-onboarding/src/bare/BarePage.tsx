import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link } from 'shared-kernel/router';
import './bare.css';

const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;

export interface BarePageProps {
  titleKey: string;
  /** Where the way back leads, and its label. */
  back: { to: string; labelKey: string };
  children: ReactNode;
}

/**
 * The bare layout of the logged-out onboarding screens (spec §2 "Otherwise the bare routed view"; issue 33 item 1):
 * the logo, the language switcher (before sign-in there is no profile to save it to: only the page changes), the
 * title and a way back, in the look of the login card.
 */
export function BarePage({ titleKey, back, children }: BarePageProps): ReactElement {
  const { t, i18n } = useTranslation();
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'en';
  return (
    <div className="onb-bare">
      <div className="onb-bare__card k-stack">
        <div className="k-cluster">
          <span className="onb-bare__brand">
            <span aria-hidden="true" className="onb-bare__mark">
              K
            </span>
            {t('app.onboarding.prospectLogin.brand')}
          </span>
          <span className="k-spacer" />
          <select
            className="k-select onb-bare__language"
            aria-label={t('app.onboarding.prospectLogin.language.label')}
            value={current}
            onChange={(event) => void i18n.changeLanguage(event.target.value)}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`app.onboarding.prospectLogin.language.${language}`)}
              </option>
            ))}
          </select>
        </div>
        <h1 className="onb-bare__title">{t(titleKey)}</h1>
        {children}
        <nav aria-label={t('app.onboarding.moreInfo.bare.wayBack')}>
          <Link to={back.to}>← {t(back.labelKey)}</Link>
        </nav>
      </div>
    </div>
  );
}
