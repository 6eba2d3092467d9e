import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-kernel/router';
import { useApi } from 'shared-kernel/contract';
import { Alert, Badge, Button, Card, Page, Spinner } from 'shared-kernel/ui';
import type { ProspectDetails } from 'shared-kernel/domain';
import { loadProspect } from './prospectData';
import './prospect-home.css';

/** Statuses with a translated name; any other is shown as the gateway sends it. */
const KNOWN_STATUSES = ['new', 'active'] as const;

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; prospect: ProspectDetails };

/**
 * Spec §2 ProspectHome, inside the host's pin layout: greeting, the application's status and the
 * conditions the prospect is to accept (display only: the gateway offers no accept call for prospects).
 */
export function ProspectHomeScreen(): ReactElement {
  const api = useApi();
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchProspect = useCallback(
    (isCurrent: () => boolean = () => true) => {
      setLoad({ state: 'loading' });
      loadProspect(api).then(
        (prospect) => isCurrent() && setLoad({ state: 'ready', prospect }),
        // The api client already alerts on a 401 (session expired) or a technical failure.
        () => isCurrent() && setLoad({ state: 'failed' }),
      );
    },
    [api],
  );

  useEffect(() => {
    let current = true;
    fetchProspect(() => current);
    return () => {
      current = false;
    };
  }, [fetchProspect]);

  if (load.state === 'loading')
    return (
      <Page title="webapp.title.prospectHome">
        <Spinner />
      </Page>
    );
  if (load.state === 'failed')
    return (
      <Page title="webapp.title.prospectHome">
        <Alert type="error" message="app.onboarding.prospectHome.loadFailed">
          <Button variant="secondary" label="dict.retry" onClick={() => fetchProspect()} />
        </Alert>
      </Page>
    );

  const { prospect } = load;
  const name = prospect.nickName?.trim() || prospect.emailAddress;
  const status = (KNOWN_STATUSES as readonly string[]).includes(prospect.status)
    ? `app.onboarding.prospectHome.status.${prospect.status}`
    : { text: prospect.status };
  // Conditions without a long text (an unknown code) still appear, by their code.
  const conditions = prospect.conditionCodes.map(
    (code) =>
      prospect.conditionsLong.find((condition) => condition.code === code) ?? { code, title: code, text: '' },
  );

  return (
    <Page title="webapp.title.prospectHome">
      <div className="k-stack onb-prospect-home">
        <p className="onb-prospect-home__greeting">{t('app.onboarding.prospectHome.greeting', { name })}</p>
        <dl className="onb-prospect-home__facts">
          <dt>{t('app.onboarding.prospectHome.statusLabel')}</dt>
          <dd>
            <Badge label={status} tone={prospect.status === 'active' ? 'success' : 'neutral'} />
          </dd>
          <dt>{t('app.onboarding.prospectHome.emailLabel')}</dt>
          <dd>{prospect.emailAddress}</dd>
        </dl>
        {conditions.length > 0 ? (
          <Card title="app.onboarding.prospectHome.conditions.title">
            <p className="onb-prospect-home__muted">{t('app.onboarding.prospectHome.conditions.intro')}</p>
            <ul className="onb-prospect-home__conditions">
              {conditions.map((condition) => (
                <li key={condition.code}>
                  {condition.text ? (
                    <details>
                      <summary>{condition.title}</summary>
                      <p className="onb-prospect-home__condition-text">{condition.text}</p>
                    </details>
                  ) : (
                    condition.title
                  )}
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
        <Card title="app.onboarding.prospectHome.next.title">
          <ul className="onb-prospect-home__links">
            <li>
              <Link to="/prospect-request-personal">{t('webapp.title.prospectRequestPersonal')}</Link>
            </li>
            <li>
              <Link to="/prospect-request">{t('webapp.title.prospectRequest')}</Link>
            </li>
          </ul>
        </Card>
      </div>
    </Page>
  );
}
