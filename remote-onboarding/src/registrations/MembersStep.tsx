import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { isHttpError } from 'shared-kernel/api';
import { useApi } from 'shared-kernel/contract';
import type { RegistrationMember } from 'shared-kernel/domain';
import { useNavigate } from 'shared-kernel/router';
import { Alert, Button, Input, Select } from 'shared-kernel/ui';
import { saveMembersStep } from './registrations';
import { stepUrl, type StepProps } from './step';

export function MembersStep({ registration, onSaved }: StepProps): ReactElement {
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
