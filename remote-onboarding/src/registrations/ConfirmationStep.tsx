import { useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { isHttpError } from 'shared-kernel/api';
import { useApi } from 'shared-kernel/contract';
import { useNavigate } from 'shared-kernel/router';
import { Alert, Button } from 'shared-kernel/ui';
import { completeRegistration } from './registrations';
import { stepUrl, type StepProps } from './step';

export function ConfirmationStep({ registration, onSaved }: StepProps): ReactElement {
  const api = useApi();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const completed = registration.status === 'completed';

  const complete = async () => {
    setBusy(true);
    setError(null);
    try {
      onSaved(await completeRegistration(api, registration.uid));
    } catch (failure) {
      setError(
        isHttpError(failure) && failure.response?.status === 409
          ? 'app.onboarding.registration.alreadyCompleted'
          : isHttpError(failure) && failure.response?.status === 400
            ? 'app.onboarding.registration.incomplete'
            : 'app.onboarding.registration.saveFailed',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="k-stack">
      {completed ? (
        <Alert
          type="success"
          message={{ key: 'app.onboarding.registration.completed', values: { name: registration.name } }}
        />
      ) : null}
      {error ? <Alert type="error" message={error} /> : null}
      <dl className="onb-summary">
        <dt>{t('app.onboarding.registration.partnershipName')}</dt>
        <dd>{registration.name}</dd>
        <dt>{t('app.onboarding.registration.legalForm')}</dt>
        <dd>{registration.legalForm ? t(`dict.legalForm.${registration.legalForm}`) : '—'}</dd>
        <dt>{t('app.onboarding.registration.seat')}</dt>
        <dd>{registration.seat ?? '—'}</dd>
        {registration.purpose ? (
          <>
            <dt>{t('app.onboarding.registration.purpose')}</dt>
            <dd>{registration.purpose}</dd>
          </>
        ) : null}
        <dt>{t('app.onboarding.registration.members')}</dt>
        <dd>
          <ul className="onb-offering__features">
            <li>{t('app.onboarding.registration.you')}</li>
            {registration.members.map((member, index) => (
              <li key={index}>
                {member.name} ({t(`dict.role.${member.role}`)})
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {!completed ? (
        <>
          <p>{t('app.onboarding.registration.confirmText')}</p>
          <div className="k-cluster">
            <Button
              variant="secondary"
              label="dict.back"
              onClick={() => navigate(stepUrl(registration, 'members'))}
            />
            <Button
              label="app.onboarding.registration.complete"
              loading={busy}
              onClick={() => void complete()}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
