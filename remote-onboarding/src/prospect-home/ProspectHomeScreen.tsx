import { useCallback, useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link } from 'shared-kernel/router';
import { useApi } from 'shared-kernel/contract';
import { Alert, Badge, Button, Card, Page, Spinner, type BadgeTone } from 'shared-kernel/ui';
import {
  applicationEditable,
  nextApplicationStep,
  type ApplicationNextStep,
  type ProspectApplication,
  type ProspectDetails,
} from 'shared-kernel/domain';
import { acceptConditions, loadApplication, refusalOf } from '../onboarding-api/onboardingApi';
import { loadProspect } from './prospectData';
import './prospect-home.css';

/** Statuses with a translated name; any other is shown as the gateway sends it. */
const KNOWN_STATUSES = ['new', 'active', 'converted'] as const;

const STATUS_TONES: Record<ProspectApplication['status'], BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  identified: 'success',
  rejected: 'error',
};

/** Where each next step is done. */
const NEXT_LINKS: Partial<Record<ApplicationNextStep, string>> = {
  personal: '/prospect-request-personal',
  profession: '/prospect-request',
  tax: '/prospect-request',
  submit: '/prospect-request',
  login: '/login',
};

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; prospect: ProspectDetails; application: ProspectApplication };

/** The conditions to accept, each readable; accepted together with their codes (spec §4 "Confirmation"). */
function Conditions({
  prospect,
  application,
  onAccepted,
}: {
  prospect: ProspectDetails;
  application: ProspectApplication;
  onAccepted: (application: ProspectApplication) => void;
}): ReactElement {
  const api = useApi();
  const { t } = useTranslation();
  const accepted = new Set(application.acceptedConditionCodes);
  const allAccepted = prospect.conditionCodes.every((code) => accepted.has(code));
  const [checked, setChecked] = useState<Set<string>>(() => new Set(application.acceptedConditionCodes));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editable = applicationEditable(application.status) && !allAccepted;
  // Conditions without a long text (an unknown code) still appear, by their code.
  const conditions = prospect.conditionCodes.map(
    (code) =>
      prospect.conditionsLong.find((condition) => condition.code === code) ?? { code, title: code, text: '' },
  );
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (prospect.conditionCodes.some((code) => !checked.has(code))) {
      setFailure('app.onboarding.prospectHome.conditions.allNeeded');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      onAccepted(await acceptConditions(api, [...prospect.conditionCodes]));
    } catch (error) {
      setFailure(
        refusalOf(error).kind === 'technical'
          ? 'app.onboarding.application.saveFailed'
          : 'app.onboarding.prospectHome.conditions.refused',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="app.onboarding.prospectHome.conditions.title">
      <form className="k-stack" onSubmit={submit}>
        <p className="onb-prospect-home__muted">
          {t(
            allAccepted
              ? 'app.onboarding.prospectHome.conditions.accepted'
              : 'app.onboarding.prospectHome.conditions.intro',
          )}
        </p>
        {failure ? <Alert type="error" message={failure} /> : null}
        <ul className="onb-prospect-home__conditions">
          {conditions.map((condition) => (
            <li key={condition.code}>
              <label className="onb-prospect-home__check">
                <input
                  type="checkbox"
                  name="acceptedConditionCodes"
                  value={condition.code}
                  disabled={!editable || busy}
                  checked={checked.has(condition.code)}
                  onChange={(event) =>
                    setChecked((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.add(condition.code);
                      else next.delete(condition.code);
                      return next;
                    })
                  }
                />
                <span>{t('app.onboarding.prospectHome.conditions.accept', { title: condition.title })}</span>
              </label>
              {condition.text ? (
                <details>
                  <summary>
                    {t('app.onboarding.prospectHome.conditions.read', { title: condition.title })}
                  </summary>
                  <p className="onb-prospect-home__condition-text">{condition.text}</p>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
        {editable ? (
          <Button type="submit" label="app.onboarding.prospectHome.conditions.submit" loading={busy} />
        ) : null}
      </form>
    </Card>
  );
}

/** The next step of the application (the kernel's nextApplicationStep), with where to do it. */
function NextStep({ application }: { application: ProspectApplication }): ReactElement {
  const { t } = useTranslation();
  const next = nextApplicationStep(application);
  const link = NEXT_LINKS[next];
  return (
    <Card title="app.onboarding.prospectHome.next.title">
      <p>{t(`app.onboarding.prospectHome.next.${next}`)}</p>
      {link ? <Link to={link}>{t(`app.onboarding.prospectHome.next.${next}Link`)}</Link> : null}
    </Card>
  );
}

/**
 * Spec §2 ProspectHome, inside the host's pin layout (issue 33 item 2): greeting, the prospect's and the
 * application's status, the conditions to accept with their codes, and the next step.
 */
export function ProspectHomeScreen(): ReactElement {
  const api = useApi();
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchAll = useCallback(
    (isCurrent: () => boolean = () => true) => {
      setLoad({ state: 'loading' });
      Promise.all([loadProspect(api), loadApplication(api)]).then(
        ([prospect, application]) => isCurrent() && setLoad({ state: 'ready', prospect, application }),
        // The api client already alerts on a 401 (session expired) or a technical failure.
        () => isCurrent() && setLoad({ state: 'failed' }),
      );
    },
    [api],
  );

  useEffect(() => {
    let current = true;
    fetchAll(() => current);
    return () => {
      current = false;
    };
  }, [fetchAll]);

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
          <Button variant="secondary" label="dict.retry" onClick={() => fetchAll()} />
        </Alert>
      </Page>
    );

  const { prospect, application } = load;
  const name = prospect.nickName?.trim() || prospect.emailAddress;
  const status = (KNOWN_STATUSES as readonly string[]).includes(prospect.status)
    ? `app.onboarding.prospectHome.status.${prospect.status}`
    : { text: prospect.status };

  return (
    <Page title="webapp.title.prospectHome">
      <div className="k-stack onb-prospect-home">
        <p className="onb-prospect-home__greeting">{t('app.onboarding.prospectHome.greeting', { name })}</p>
        <dl className="onb-prospect-home__facts">
          <dt>{t('app.onboarding.prospectHome.statusLabel')}</dt>
          <dd>
            <Badge label={status} tone={prospect.status === 'active' ? 'success' : 'neutral'} />
          </dd>
          <dt>{t('app.onboarding.prospectHome.applicationLabel')}</dt>
          <dd>
            <Badge
              label={`app.onboarding.application.statusName.${application.status}`}
              tone={STATUS_TONES[application.status]}
            />
          </dd>
          <dt>{t('app.onboarding.prospectHome.emailLabel')}</dt>
          <dd>{prospect.emailAddress}</dd>
        </dl>
        <NextStep application={application} />
        {prospect.conditionCodes.length > 0 ? (
          <Conditions
            prospect={prospect}
            application={application}
            onAccepted={(next) => setLoad({ state: 'ready', prospect, application: next })}
          />
        ) : null}
      </div>
    </Page>
  );
}
