import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Alert, AlertStack } from 'shared-kernel/ui';
import { useHost } from '../app/hostContext';
import { useOnline } from './useOnline';

/**
 * Alerts of the bus (kernel AlertStack). The banner area also shows the offline alert while the
 * browser is offline (spec §4, §8: app.error.offline.title / .txt) and removes it once online.
 */
export function AlertsArea({ banner = false }: { banner?: boolean }): ReactElement {
  const { bus } = useHost();
  const online = useOnline();
  const { t } = useTranslation();
  // Toasts live in their own labelled region so every alert sits inside a landmark.
  if (!banner) {
    return (
      <section className="kontor-toasts" aria-label={t('webapp.shell.notifications')}>
        <AlertStack bus={bus} />
      </section>
    );
  }
  return (
    <div className="kontor-banner-area">
      {online ? null : (
        <Alert type="warning" title="app.error.offline.title" message="app.error.offline.txt" />
      )}
      <AlertStack bus={bus} banner />
    </div>
  );
}
