import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link } from 'shared-kernel/router';
import { useApi } from 'shared-kernel/contract';
import {
  missingApplicationParts,
  passwordProblems,
  PASSWORD_MIN_LENGTH,
  type ProspectApplication,
} from 'shared-kernel/domain';
import { Alert, Button, Card, Input } from 'shared-kernel/ui';
import { fieldErrorsOf, refusalOf, submitApplication } from '../onboarding-api/onboardingApi';
import { useFocusOnErrors } from '../application/useFocusOnErrors';

type Editable = 'profession' | 'tax';

/** Where each missing part is completed. */
const PART_LINKS: Record<string, string> = {
  personal: '/prospect-request-personal',
  conditions: '/prospect-home',
};

/**
 * The review: what was saved, what is missing (with where to complete it), and the password the customer will log
 * in with after the identification (chosen here, docs/onboarding.md); then the submission.
 */
export function ReviewForm({
  application,
  onEdit,
  onSubmitted,
}: {
  application: ProspectApplication;
  onEdit: (view: Editable) => void;
  onSubmitted: (application: ProspectApplication) => void;
}): ReactElement {
  const api = useApi();
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const formRef = useFocusOnErrors(errors);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const missing = missingApplicationParts(application);
  const { personal, profession, tax } = application;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || missing.length > 0) return;
    const problems = passwordProblems(password, application.emailAddress);
    if (password !== repeated) problems.push({ field: 'repeated', code: 'passwordMismatch' });
    setErrors(fieldErrorsOf(problems));
    setFailure(problems.length > 0 ? 'app.onboarding.application.fixFields' : null);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      onSubmitted(await submitApplication(api, password));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.kind === 'fields') setErrors(fieldErrorsOf(refusal.problems));
      setFailure(
        refusal.kind === 'fields'
          ? 'app.onboarding.application.fixFields'
          : refusal.kind === 'coded' && refusal.code === 'application_incomplete'
            ? 'app.onboarding.application.review.incomplete'
            : 'app.onboarding.application.review.failed',
      );
      setBusy(false);
    }
  };

  return (
    <div className="k-stack">
      <h2>{t('app.onboarding.application.step.review')}</h2>
      <Card title="app.onboarding.application.step.personal">
        {personal ? (
          <dl className="onb-application__summary">
            <dt>{t('app.onboarding.application.review.name')}</dt>
            <dd>
              {personal.name} {personal.familyName}
            </dd>
            <dt>{t('app.onboarding.application.personal.ahvNumber')}</dt>
            <dd>{personal.ahvNumber}</dd>
            <dt>{t('app.onboarding.application.personal.domicile')}</dt>
            <dd>
              {personal.address.street} {personal.address.number}, {personal.address.postalCode}{' '}
              {personal.address.city}
            </dd>
          </dl>
        ) : null}
        <Link to="/prospect-request-personal">{t('app.onboarding.application.review.edit')}</Link>
      </Card>
      <Card title="app.onboarding.application.step.profession">
        {profession ? (
          <p>
            {t(`app.onboarding.application.occupation.${profession.occupation}`)}
            {profession.employer ? `, ${profession.employer}` : ''} ·{' '}
            {profession.sourceOfFunds
              .map((source) => t(`app.onboarding.application.source.${source}`))
              .join(', ')}
          </p>
        ) : null}
        <Button
          variant="link"
          label="app.onboarding.application.review.edit"
          onClick={() => onEdit('profession')}
        />
      </Card>
      <Card title="app.onboarding.application.step.tax">
        {tax ? (
          <p>
            {t(
              tax.usPerson
                ? 'app.onboarding.application.review.usPerson'
                : 'app.onboarding.application.review.notUsPerson',
            )}{' '}
            · {tax.taxResidences.map((residence) => residence.country).join(', ')}
          </p>
        ) : null}
        <Button variant="link" label="app.onboarding.application.review.edit" onClick={() => onEdit('tax')} />
      </Card>
      {missing.length > 0 ? (
        <Alert type="warning" message="app.onboarding.application.review.missing">
          <ul>
            {missing.map((part) => (
              <li key={part}>
                {PART_LINKS[part] ? (
                  <Link to={PART_LINKS[part]}>{t(`app.onboarding.application.part.${part}`)}</Link>
                ) : (
                  <Button
                    variant="link"
                    label={`app.onboarding.application.part.${part}`}
                    onClick={() => onEdit(part as Editable)}
                  />
                )}
              </li>
            ))}
          </ul>
        </Alert>
      ) : (
        <form ref={formRef} className="k-stack" onSubmit={submit} noValidate>
          <p className="onb-application__muted">
            {t('app.onboarding.application.review.passwordIntro', { min: PASSWORD_MIN_LENGTH })}
          </p>
          {failure ? <Alert type="error" message={failure} /> : null}
          <input type="hidden" name="username" autoComplete="username" value={application.emailAddress} />
          <Input
            label="app.onboarding.application.review.password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Input
            label="app.onboarding.moreInfo.reset.repeat"
            name="repeated"
            type="password"
            autoComplete="new-password"
            required
            value={repeated}
            error={errors.repeated}
            onChange={(event) => setRepeated(event.target.value)}
          />
          <Button type="submit" label="app.onboarding.application.review.submit" loading={busy} />
        </form>
      )}
    </div>
  );
}
