import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from 'shared-kernel/ui';

/** A titled page showing the route's parameters, until the screen's own content is built. */
export function TitledScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const params = Object.entries(useParams()).filter(([name, value]) => name !== '*' && value);
  return (
    <Page title={titleKey}>
      {params.length > 0 && (
        <dl>
          {params.map(([name, value]) => (
            <Fragment key={name}>
              <dt>{t(`app.accounts.routeParam.${name}`)}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
    </Page>
  );
}
