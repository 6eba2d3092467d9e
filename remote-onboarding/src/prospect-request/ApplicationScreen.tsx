import { useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link } from 'shared-kernel/router';
import {
  applicationEditable,
  missingApplicationParts,
  type ApplicationStep,
  type ProspectApplication,
} from 'shared-kernel/domain';
import { Alert } from 'shared-kernel/ui';
import { ApplicationFrame } from '../application/ApplicationFrame';
import { useApplication } from '../application/useApplication';
import { ProfessionForm } from './ProfessionForm';
import { ReviewForm } from './ReviewForm';
import { TaxForm } from './TaxForm';
import '../application/application.css';

type View = Exclude<ApplicationStep, 'personal'> | 'review';
const VIEWS: readonly View[] = ['profession', 'tax', 'review'];

/** Where the application goes on: the first of these steps not saved yet, else the review. */
function firstView(application: ProspectApplication): View {
  const missing = missingApplicationParts(application);
  return VIEWS.find((view) => missing.includes(view as ApplicationStep)) ?? 'review';
}

function Steps({ application, view }: { application: ProspectApplication; view: View }): ReactElement {
  const { t } = useTranslation();
  const all = ['personal', ...VIEWS] as const;
  return (
    <ol className="onb-application__steps" aria-label={t('app.onboarding.application.steps')}>
      {all.map((step, index) => (
        <li key={step} aria-current={step === view ? 'step' : undefined}>
          {t('app.onboarding.application.stepOf', { number: index + 1, count: all.length })}{' '}
          {t(`app.onboarding.application.step.${step}`)}
          {step !== 'review' && application[step] !== null ? ` ✓` : ''}
        </li>
      ))}
    </ol>
  );
}

function ApplicationSteps({
  application,
  update,
}: {
  application: ProspectApplication;
  update: (application: ProspectApplication) => void;
}): ReactElement {
  const { t } = useTranslation();
  const [view, setView] = useState<View>(() => firstView(application));
  const saved = (next: ProspectApplication, following: View) => {
    update(next);
    setView(following);
  };
  if (!applicationEditable(application.status))
    return (
      <div className="k-stack onb-application">
        <Alert type="success" message={`app.onboarding.application.status.${application.status}`} />
        <Link to="/prospect-home">{t('app.onboarding.application.toHome')}</Link>
      </div>
    );
  return (
    <div className="k-stack onb-application">
      <Steps application={application} view={view} />
      {application.personal === null ? (
        <Alert type="warning" message="app.onboarding.application.personalFirst">
          <Link to="/prospect-request-personal">{t('webapp.title.prospectRequestPersonal')}</Link>
        </Alert>
      ) : null}
      {view === 'profession' ? (
        <ProfessionForm application={application} onSaved={(next) => saved(next, 'tax')} />
      ) : null}
      {view === 'tax' ? (
        <TaxForm
          application={application}
          onBack={() => setView('profession')}
          onSaved={(next) => saved(next, 'review')}
        />
      ) : null}
      {view === 'review' ? (
        <ReviewForm application={application} onEdit={setView} onSubmitted={update} />
      ) : null}
    </div>
  );
}

/**
 * Spec §2 /prospect-request (issue 33 item 2): the application for a private account after the personal step:
 * occupation and source of funds, tax residence (FATCA/CRS), then the review with the password and the
 * submission. Each step is saved on the server; the screen opens at the first step not saved yet.
 */
export function ApplicationScreen(): ReactElement {
  const { load, reload, update } = useApplication();
  return (
    <ApplicationFrame titleKey="webapp.title.prospectRequest" load={load} reload={() => reload()}>
      {(application) => <ApplicationSteps application={application} update={update} />}
    </ApplicationFrame>
  );
}
