import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useSearchParams } from 'shared-kernel/router';
import { Card, Page } from 'shared-kernel/ui';
import { mobileLink } from './mobileLink';
import { QrCodeImage } from './QrCodeImage';
import '../company-onboarding/company-onboarding.css';

/**
 * Spec §2 /via-app (private context): tells the user to continue in the mobile app, with a QR code to scan
 * with the phone. In local and sandbox the code links to the app's own page on the phone (the sandbox's
 * mobile page, `?next=` the path to continue at); the link is shown as text too, for a phone at hand.
 */
export function ViaAppScreen(): ReactElement {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = mobileLink(window.location.origin, params.get('next'));
  return (
    <Page title="webapp.title.viaApp">
      <Card title="app.onboarding.viaApp.title">
        <div className="k-stack">
          <p>{t('app.onboarding.viaApp.intro')}</p>
          <ol>
            <li>{t('app.onboarding.viaApp.step1')}</li>
            <li>{t('app.onboarding.viaApp.step2')}</li>
            <li>{t('app.onboarding.viaApp.step3')}</li>
          </ol>
          <QrCodeImage text={link} label={t('app.onboarding.viaApp.qrLabel')} />
          <p>
            {t('app.onboarding.viaApp.linkIntro')}{' '}
            <a className="onb-via-app__link" href={link}>
              {link}
            </a>
          </p>
        </div>
      </Card>
    </Page>
  );
}
