import { Fragment, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from './Layout';

export interface TitledScreenProps {
  titleKey: string;
  /** Key prefix of the route parameters' labels, e.g. "app.cards.routeParam" (+ ".id"). */
  paramKeyPrefix: string;
}

/** A titled page showing the route's parameters, until a route's own screen is built. */
export function TitledScreen({ titleKey, paramKeyPrefix }: TitledScreenProps): ReactElement {
  const { t } = useTranslation();
  const params = Object.entries(useParams()).filter(([name, value]) => name !== '*' && value);
  return (
    <Page title={titleKey}>
      {params.length > 0 && (
        <dl>
          {params.map(([name, value]) => (
            <Fragment key={name}>
              <dt>{t(`${paramKeyPrefix}.${name}`)}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
    </Page>
  );
}
