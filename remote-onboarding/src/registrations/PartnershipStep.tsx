import { useState, type FormEvent, type ReactElement } from 'react';
import { fieldErrorsOf, isHttpError } from 'shared-kernel/api';
import { useApi } from 'shared-kernel/contract';
import { INTERNAL_REGISTRY_LEGAL_FORMS, type InternalRegistryLegalForm } from 'shared-kernel/domain';
import { useNavigate } from 'shared-kernel/router';
import { Alert, Button, Input, Select } from 'shared-kernel/ui';
import { savePartnershipStep } from './registrations';
import { stepUrl, type StepProps } from './step';

type PartnershipField = 'name' | 'legalForm' | 'seat' | 'purpose';

export function PartnershipStep({ registration, onSaved }: StepProps): ReactElement {
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
