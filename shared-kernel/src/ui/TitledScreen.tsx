import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link } from 'shared-kernel/router';
import { EmptyState, Page } from './Layout';

export interface TitledScreenProps {
  titleKey: string;
  /** No longer shown (route parameters are not content); kept so older callers still compile. */
  paramKeyPrefix?: string;
}

/**
 * A route whose screens are not built yet (issue 8: placeholders are not features): its title and an
 * honest, translated "coming soon" with the way back, instead of an empty page or raw route parameters.
 */
export function TitledScreen({ titleKey }: TitledScreenProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Page title={titleKey}>
      <section className="k-card k-coming-soon" data-testid="coming-soon">
        <EmptyState
          icon="clock"
          title="webapp.ui.comingSoon.title"
          description={{ key: 'webapp.ui.comingSoon.txt', values: { screen: t(titleKey) } }}
          action={
            <Link className="k-button k-button--secondary" to="/">
              {t('webapp.ui.comingSoon.back')}
            </Link>
          }
        />
      </section>
    </Page>
  );
}
