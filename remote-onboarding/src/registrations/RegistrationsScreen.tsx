import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { isHttpError } from 'shared-kernel/api';
import { useApi } from 'shared-kernel/contract';
import { REGISTRATION_STEPS, type Registration, type RegistrationStep } from 'shared-kernel/domain';
import { Link, useNavigate, useParams } from 'shared-kernel/router';
import { Alert, Badge, Button, Card, EmptyState, Input, Page, Spinner } from 'shared-kernel/ui';
import { loadRegistration, loadRegistrations, startRegistration } from './registrations';
import { declarationStatusKey } from './declarationStatus';
import { RegistrationSteps } from './RegistrationSteps';
import '../company-onboarding/company-onboarding.css';

/** The step a draft continues at: the first one whose data is missing. */
function nextStep(registration: Registration): RegistrationStep {
  if (registration.status === 'completed') return 'confirmation';
  if (!registration.legalForm) return 'partnership';
  return 'members';
}

function RegistrationList({ registrations }: { registrations: Registration[] }): ReactElement {
  const { t } = useTranslation();
  return (
    <ul className="onb-company__list">
      {registrations.map((registration) => (
        <li key={registration.uid} className="onb-company__item">
          <div className="onb-company__item-main">
            <Link
              to={`/r3g15t3r/${registration.uid}/${nextStep(registration)}`}
              className="onb-company__name"
            >
              {registration.name}
            </Link>
            <span className="onb-company__meta">
              {registration.legalForm
                ? t(`dict.legalForm.${registration.legalForm}`)
                : t('app.onboarding.registration.noLegalForm')}
            </span>
          </div>
          <Badge
            tone={registration.status === 'completed' ? 'success' : 'info'}
            label={declarationStatusKey(registration.declarationStatus)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Without an id: the person's registrations and the start of a new one (step "declaration"). */
function RegistrationIndex(): ReactElement {
  const api = useApi();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [registrations, setRegistrations] = useState<Registration[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    loadRegistrations(api).then(
      (loaded) => current && setRegistrations(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [api]);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length < 2) {
      setError('webapp.ui.form.required');
      document.getElementById('onb-registration-name')?.focus();
      return;
    }
    setBusy(true);
    try {
      const started = await startRegistration(api, name.trim());
      navigate(`/r3g15t3r/${started.uid}/declaration`);
    } catch {
      setError('app.onboarding.registration.startFailed');
      setBusy(false);
    }
  };

  return (
    <div className="k-stack">
      <p className="onb-company__muted">{t('app.onboarding.registration.intro')}</p>
      <Card title="app.onboarding.registration.startTitle">
        <form className="k-stack" onSubmit={(event) => void start(event)} noValidate>
          <Input
            id="onb-registration-name"
            label="app.onboarding.registration.name"
            hint="app.onboarding.registration.nameHint"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={error}
            required
            maxLength={140}
          />
          <div className="k-cluster">
            <Button type="submit" label="app.onboarding.registration.start" loading={busy} />
          </div>
        </form>
      </Card>
      <Card title="app.onboarding.registration.mineTitle">
        {failed ? <Alert type="error" message="app.onboarding.registration.loadFailed" /> : null}
        {!failed && registrations === null ? <Spinner /> : null}
        {registrations?.length === 0 ? (
          <EmptyState icon="registry" title="app.onboarding.registration.mineEmpty" />
        ) : null}
        {registrations && registrations.length > 0 ? (
          <RegistrationList registrations={registrations} />
        ) : null}
      </Card>
    </div>
  );
}

/**
 * Spec §2 Registrations (/r3g15t3r/:id?/:step?, private context, for users with partnership declarations):
 * registers a non-registered partnership of an internal-registry legal form in steps (the declaration, the
 * partnership's data, the members, confirmation), each saved on the server; the declaration's status (§4,
 * cancelled hidden) is shown throughout. Completing makes a registered partnership the user is engaged in.
 */
export function RegistrationsScreen(): ReactElement {
  const api = useApi();
  const { id, step } = useParams();
  const [registration, setRegistration] = useState<Registration | 'loading' | 'failed' | 'notFound'>(
    'loading',
  );
  const currentStep: RegistrationStep = (REGISTRATION_STEPS as readonly string[]).includes(step ?? '')
    ? (step as RegistrationStep)
    : 'declaration';

  useEffect(() => {
    if (!id) return undefined;
    let current = true;
    setRegistration('loading');
    loadRegistration(api, id).then(
      (loaded) => current && setRegistration(loaded),
      (error: unknown) =>
        current &&
        setRegistration(isHttpError(error) && error.response?.status === 404 ? 'notFound' : 'failed'),
    );
    return () => {
      current = false;
    };
  }, [api, id]);

  return (
    <Page title="webapp.title.registrations">
      <div className="k-stack onb-registration">
        {!id ? <RegistrationIndex /> : null}
        {id && registration === 'loading' ? <Spinner /> : null}
        {id && registration === 'failed' ? (
          <Alert type="error" message="app.onboarding.registration.loadFailed" />
        ) : null}
        {id && registration === 'notFound' ? (
          <EmptyState icon="registry" title="app.onboarding.registration.notFound" />
        ) : null}
        {id && typeof registration === 'object' ? (
          <RegistrationSteps registration={registration} step={currentStep} onSaved={setRegistration} />
        ) : null}
      </div>
    </Page>
  );
}
