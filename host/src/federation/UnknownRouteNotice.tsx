import { useTranslation } from 'shared-kernel/i18n';

/**
 * For a path no descriptor declares. The shell shows it (not a redirect) when some remote is
 * unavailable, since the path may belong to it; with every remote loaded it may redirect to the dashboard.
 */
export function UnknownRouteNotice() {
  const { t } = useTranslation();
  return (
    <section className="kontor-unknown-route" role="alert">
      <h2>{t('webapp.federation.unknownRoute.title')}</h2>
      <p>{t('webapp.federation.unknownRoute.txt')}</p>
    </section>
  );
}
