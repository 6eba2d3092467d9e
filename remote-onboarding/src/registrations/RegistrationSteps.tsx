import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, isHttpError } from 'shared-kernel/api';
import { useApi } from 'shared-kernel/contract';
import {
  INTERNAL_REGISTRY_LEGAL_FORMS,
  REGISTRATION_STEPS,
  type InternalRegistryLegalForm,
  type Registration,
  type RegistrationMember,
  type RegistrationStep,
} from 'shared-kernel/domain';
import { useNavigate } from 'shared-kernel/router';
import { Alert, Badge, Button, Card, Input, Select } from 'shared-kernel/ui';
import { completeRegistration, saveMembersStep, savePartnershipStep } from './registrations';
import { declarationStatusKey } from './declarationStatus';

interface StepProps {
  registration: Registration;
  onSaved: (registration: Registration) => void;
}

const stepUrl = (registration: Registration, step: RegistrationStep) =>
  `/r3g15t3r/${registration.uid}/${step}`;

function DeclarationStep({ registration }: StepProps): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="k-stack">
      <p>{t('app.onboarding.registration.declarationText', { name: registration.name })}</p>
      <div className="k-cluster">
        <Button label="dict.next" onClick={() => navigate(stepUrl(registration, 'partnership'))} />
      </div>
    </div>
  );
}

type PartnershipField = 'name' | 'legalForm' | 'seat' | 'purpose';

function PartnershipStep({ registration, onSaved }: StepProps): ReactElement {
  const api = useApi();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<PartnershipField, string>>({
    name: registration.name,
    legalForm: registration.legalForm ?? '',
    seat: registration.seat ?? '',
    purpose: registration.purpose ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<PartnershipField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: PartnershipField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<PartnershipField, string>> = {};
    if (values.name.trim().length < 2) found.name = 'webapp.ui.form.required';
    if (!values.legalForm) found.legalForm = 'webapp.ui.form.please_select';
    if (values.seat.trim().length < 2) found.seat = 'webapp.ui.form.required';
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`onb-registration-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const purpose = values.purpose.trim();
      onSaved(
        await savePartnershipStep(api, registration.uid, {
          name: values.name.trim(),
          legalForm: values.legalForm as InternalRegistryLegalForm,
          seat: values.seat.trim(),
          ...(purpose.length >= 2 ? { purpose } : {}),
        }),
      );
      navigate(stepUrl(registration, 'members'));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) setErrors({ name: 'webapp.ui.form.invalid_input' });
      setFormError(
        isHttpError(error) && error.response?.status === 409
          ? 'app.onboarding.registration.alreadyCompleted'
          : 'app.onboarding.registration.saveFailed',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="k-stack" onSubmit={(event) => void submit(event)} noValidate>
      {formError ? <Alert type="error" message={formError} /> : null}
      <Input
        id="onb-registration-name"
        label="app.onboarding.registration.partnershipName"
        value={values.name}
        onChange={(event) => set('name')(event.target.value)}
        error={errors.name}
        required
        maxLength={140}
      />
      <Select
        id="onb-registration-legalForm"
        label="app.onboarding.registration.legalForm"
        hint="app.onboarding.registration.legalFormHint"
        value={values.legalForm}
        onChange={(event) => set('legalForm')(event.target.value)}
        error={errors.legalForm}
        required
        options={INTERNAL_REGISTRY_LEGAL_FORMS.map((form) => ({
          value: form,
          label: `dict.legalForm.${form}`,
        }))}
      />
      <Input
        id="onb-registration-seat"
        label="app.onboarding.registration.seat"
        value={values.seat}
        onChange={(event) => set('seat')(event.target.value)}
        error={errors.seat}
        required
        maxLength={70}
      />
      <Input
        id="onb-registration-purpose"
        label="app.onboarding.registration.purpose"
        value={values.purpose}
        onChange={(event) => set('purpose')(event.target.value)}
        maxLength={280}
      />
      <div className="k-cluster">
        <Button
          variant="secondary"
          label="dict.back"
          onClick={() => navigate(stepUrl(registration, 'declaration'))}
        />
        <Button type="submit" label="app.onboarding.registration.saveNext" loading={busy} />
      </div>
    </form>
  );
}

function MembersStep({ registration, onSaved }: StepProps): ReactElement {
  const api = useApi();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [members, setMembers] = useState<RegistrationMember[]>(registration.members);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = (index: number, change: Partial<RegistrationMember>) =>
    setMembers((current) => current.map((member, at) => (at === index ? { ...member, ...change } : member)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<number, string> = {};
    members.forEach((member, index) => {
      if (member.name.trim().length < 2) found[index] = 'webapp.ui.form.required';
    });
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first !== undefined) {
      document.getElementById(`onb-member-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      onSaved(
        await saveMembersStep(
          api,
          registration.uid,
          members.map((member) => ({ ...member, name: member.name.trim() })),
        ),
      );
      navigate(stepUrl(registration, 'confirmation'));
    } catch (error) {
      setFormError(
        isHttpError(error) && error.response?.status === 409
          ? 'app.onboarding.registration.alreadyCompleted'
          : 'app.onboarding.registration.saveFailed',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="k-stack" onSubmit={(event) => void submit(event)} noValidate>
      {formError ? <Alert type="error" message={formError} /> : null}
      <p className="onb-company__muted">{t('app.onboarding.registration.membersIntro')}</p>
      {members.map((member, index) => (
        <div key={index} className="onb-members__row">
          <Input
            id={`onb-member-${index}`}
            label={{ key: 'app.onboarding.registration.memberName', values: { number: index + 1 } }}
            value={member.name}
            onChange={(event) => update(index, { name: event.target.value })}
            error={errors[index]}
            required
            maxLength={140}
          />
          <Select
            label={{ key: 'app.onboarding.registration.memberRole', values: { number: index + 1 } }}
            value={member.role}
            placeholder={null}
            onChange={(event) => update(index, { role: event.target.value as RegistrationMember['role'] })}
            options={[
              { value: 'partner', label: 'dict.role.partner' },
              { value: 'delegate', label: 'dict.role.delegate' },
            ]}
          />
          <Button
            variant="secondary"
            label="dict.delete"
            aria-label={t('app.onboarding.registration.removeMember', { number: index + 1 })}
            onClick={() => setMembers((current) => current.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <div className="k-cluster">
        <Button
          variant="secondary"
          icon="plus"
          label="app.onboarding.registration.addMember"
          disabled={members.length >= 20}
          onClick={() => setMembers((current) => [...current, { name: '', role: 'delegate' }])}
        />
      </div>
      <div className="k-cluster">
        <Button
          variant="secondary"
          label="dict.back"
          onClick={() => navigate(stepUrl(registration, 'partnership'))}
        />
        <Button type="submit" label="app.onboarding.registration.saveNext" loading={busy} />
      </div>
    </form>
  );
}

function ConfirmationStep({ registration, onSaved }: StepProps): ReactElement {
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

const STEP_VIEWS: Record<RegistrationStep, (props: StepProps) => ReactElement> = {
  declaration: DeclarationStep,
  partnership: PartnershipStep,
  members: MembersStep,
  confirmation: ConfirmationStep,
};

/** The registration's steps (the current one marked), its declaration's status, and the current step's view. */
export function RegistrationSteps({
  registration,
  step,
  onSaved,
}: StepProps & { step: RegistrationStep }): ReactElement {
  const { t } = useTranslation();
  // A completed registration only shows its confirmation.
  const shown: RegistrationStep = registration.status === 'completed' ? 'confirmation' : step;
  const StepView = STEP_VIEWS[shown];
  const index = REGISTRATION_STEPS.indexOf(shown);
  return (
    <Card title={{ text: registration.name }}>
      <div className="k-stack">
        <p className="k-cluster">
          <span>{t('app.onboarding.registration.declarationStatus')}</span>
          <Badge
            tone={registration.status === 'completed' ? 'success' : 'info'}
            label={declarationStatusKey(registration.declarationStatus)}
          />
        </p>
        <ol className="onb-steps" aria-label={t('app.onboarding.registration.stepsLabel')}>
          {REGISTRATION_STEPS.map((name, at) => (
            <li
              key={name}
              aria-current={at === index ? 'step' : undefined}
              data-done={at <= index ? 'true' : 'false'}
            >
              {t(`app.onboarding.registration.step.${name}`)}
            </li>
          ))}
        </ol>
        <h3 className="k-visually-hidden">{t(`app.onboarding.registration.step.${shown}`)}</h3>
        <StepView registration={registration} onSaved={onSaved} />
      </div>
    </Card>
  );
}
