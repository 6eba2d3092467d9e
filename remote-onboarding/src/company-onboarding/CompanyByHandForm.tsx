import { useState, type FormEvent, type ReactElement } from 'react';
import { fieldErrorsOf, submitErrorOf } from 'shared-kernel/api';
import { useApi } from 'shared-kernel/contract';
import { formatUid, LEGAL_FORMS, type LegalForm, type PartnershipOnboarding } from 'shared-kernel/domain';
import { Alert, Button, Input, Select } from 'shared-kernel/ui';
import { startOnboarding } from './companyOnboarding';

type Field = 'uid' | 'name' | 'legalForm' | 'seat';

/** Server codes the form knows how to say (anything else: the server's message or the general error). */
const KNOWN_CODES = ['invalid_uid', 'company_in_register'];

/**
 * A company that is not in the register, entered by hand: its UID must carry a valid check digit (the kernel's
 * rule, checked here and again by the gateway), then name, legal form (spec §6) and seat.
 */
export function CompanyByHandForm({
  onStarted,
}: {
  onStarted: (onboarding: PartnershipOnboarding) => void;
}): ReactElement {
  const api = useApi();
  const [values, setValues] = useState<Record<Field, string>>({ uid: '', name: '', legalForm: '', seat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const uid = formatUid(values.uid);
    const found: Partial<Record<Field, string>> = {};
    if (!values.uid.trim()) found.uid = 'webapp.ui.form.required';
    else if (!uid) found.uid = 'app.onboarding.company.errors.invalidUid';
    if (values.name.trim().length < 2) found.name = 'webapp.ui.form.required';
    if (!values.legalForm) found.legalForm = 'webapp.ui.form.please_select';
    if (values.seat.trim().length < 2) found.seat = 'webapp.ui.form.required';
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !uid) {
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`onb-by-hand-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      onStarted(
        await startOnboarding(api, {
          uid,
          name: values.name.trim(),
          legalForm: values.legalForm as LegalForm,
          seat: values.seat.trim(),
        }),
      );
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const code = fields.uid && KNOWN_CODES.includes(fields.uid) ? fields.uid : null;
      if (code) {
        setErrors({ uid: `app.onboarding.company.errors.${code}` });
        document.getElementById('onb-by-hand-uid')?.focus();
      } else setFormError(submitErrorOf(error) ?? 'app.error.general');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="k-stack" onSubmit={(event) => void submit(event)} noValidate>
      {formError ? <Alert type="error" message={formError} /> : null}
      <Input
        id="onb-by-hand-uid"
        label="app.onboarding.company.byHand.uid"
        hint="app.onboarding.company.byHand.uidHint"
        value={values.uid}
        onChange={(event) => set('uid')(event.target.value)}
        error={errors.uid}
        required
        mono
        maxLength={15}
        autoComplete="off"
      />
      <Input
        id="onb-by-hand-name"
        label="app.onboarding.company.byHand.name"
        value={values.name}
        onChange={(event) => set('name')(event.target.value)}
        error={errors.name}
        required
        maxLength={140}
        autoComplete="organization"
      />
      <Select
        id="onb-by-hand-legalForm"
        label="app.onboarding.company.byHand.legalForm"
        value={values.legalForm}
        onChange={(event) => set('legalForm')(event.target.value)}
        error={errors.legalForm}
        required
        options={LEGAL_FORMS.map((form) => ({ value: form, label: `dict.legalForm.${form}` }))}
      />
      <Input
        id="onb-by-hand-seat"
        label="app.onboarding.company.byHand.seat"
        value={values.seat}
        onChange={(event) => set('seat')(event.target.value)}
        error={errors.seat}
        required
        maxLength={70}
        autoComplete="address-level2"
      />
      <div className="k-cluster">
        <Button type="submit" label="app.onboarding.company.byHand.submit" loading={busy} />
      </div>
    </form>
  );
}
