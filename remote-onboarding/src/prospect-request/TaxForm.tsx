import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi } from 'shared-kernel/contract';
import {
  applicationStepProblems,
  type ProspectApplication,
  type TaxResidence,
  type TaxStep,
} from 'shared-kernel/domain';
import { Alert, Button, Input, Select } from 'shared-kernel/ui';
import { todayInZurich } from 'shared-kernel/widgets';
import { onboardingCountryOptions } from '../onboarding-api/countries';
import { fieldErrorsOf, refusalOf, saveStep } from '../onboarding-api/onboardingApi';
import { useFocusOnErrors } from '../application/useFocusOnErrors';

const MAX_RESIDENCES = 5;

/** The domicile country is the first tax residence a new step proposes. */
function initialStep(application: ProspectApplication): TaxStep {
  if (application.tax) return application.tax;
  const domicile = application.personal?.address.country ?? application.request?.domicileCountry ?? 'CHE';
  return { usPerson: false, taxResidences: [{ country: domicile, tin: '' }] };
}

/**
 * The tax step (FATCA/CRS): whether the person is a US person, and every country of tax residence with its tax
 * identification number (in Switzerland the AHV number serves; elsewhere the TIN is asked).
 */
export function TaxForm({
  application,
  onBack,
  onSaved,
}: {
  application: ProspectApplication;
  onBack: () => void;
  onSaved: (application: ProspectApplication) => void;
}): ReactElement {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<TaxStep>(() => initialStep(application));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const formRef = useFocusOnErrors(errors);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countries = onboardingCountryOptions(i18n.language);

  const setResidence = (index: number, change: Partial<TaxResidence>) =>
    setStep((current) => ({
      ...current,
      taxResidences: current.taxResidences.map((residence, at) =>
        at === index ? { ...residence, ...change } : residence,
      ),
    }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const cleaned = {
      ...step,
      taxResidences: step.taxResidences.map((residence) => ({ ...residence, tin: residence.tin.trim() })),
    };
    const problems = applicationStepProblems('tax', cleaned, todayInZurich());
    setErrors(fieldErrorsOf(problems));
    setFailure(problems.length > 0 ? 'app.onboarding.application.fixFields' : null);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      onSaved(await saveStep(api, 'tax', cleaned));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.kind === 'fields') setErrors(fieldErrorsOf(refusal.problems));
      setFailure(
        refusal.kind === 'fields'
          ? 'app.onboarding.application.fixFields'
          : 'app.onboarding.application.saveFailed',
      );
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="k-stack" onSubmit={submit} noValidate>
      <h2>{t('app.onboarding.application.step.tax')}</h2>
      <p className="onb-application__muted">{t('app.onboarding.application.tax.intro')}</p>
      {failure ? <Alert type="error" message={failure} /> : null}
      {errors.taxResidences ? <Alert type="error" message={errors.taxResidences} /> : null}
      <fieldset className="onb-application__fieldset" disabled={busy}>
        <legend>{t('app.onboarding.application.tax.usPerson')}</legend>
        <p className="onb-application__muted">{t('app.onboarding.application.tax.usPersonHint')}</p>
        {([false, true] as const).map((value) => (
          <label key={String(value)} className="onb-application__check">
            <input
              type="radio"
              name="usPerson"
              value={String(value)}
              checked={step.usPerson === value}
              onChange={() => setStep({ ...step, usPerson: value })}
            />
            <span>{t(value ? 'dict.yes' : 'dict.no')}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="onb-application__fieldset" disabled={busy}>
        <legend>{t('app.onboarding.application.tax.residences')}</legend>
        {step.taxResidences.map((residence, index) => (
          <div key={index} className="onb-application__residence">
            <Select
              label={{ key: 'app.onboarding.application.tax.country', values: { number: index + 1 } }}
              name={`taxResidences.${index}.country`}
              required
              value={residence.country}
              error={errors[`taxResidences.${index}.country`]}
              options={countries}
              onChange={(event) => setResidence(index, { country: event.target.value })}
            />
            <Input
              label={{ key: 'app.onboarding.application.tax.tin', values: { number: index + 1 } }}
              hint={residence.country === 'CHE' ? 'app.onboarding.application.tax.tinSwiss' : undefined}
              name={`taxResidences.${index}.tin`}
              mono
              value={residence.tin}
              error={errors[`taxResidences.${index}.tin`]}
              onChange={(event) => setResidence(index, { tin: event.target.value })}
            />
            {step.taxResidences.length > 1 ? (
              <Button
                variant="secondary"
                label={{ key: 'app.onboarding.application.tax.remove', values: { number: index + 1 } }}
                onClick={() =>
                  setStep({ ...step, taxResidences: step.taxResidences.filter((_, at) => at !== index) })
                }
              />
            ) : null}
          </div>
        ))}
        {step.taxResidences.length < MAX_RESIDENCES ? (
          <Button
            variant="link"
            label="app.onboarding.application.tax.add"
            onClick={() =>
              setStep({ ...step, taxResidences: [...step.taxResidences, { country: '', tin: '' }] })
            }
          />
        ) : null}
      </fieldset>
      <div className="k-cluster">
        <Button variant="secondary" label="dict.back" onClick={onBack} disabled={busy} />
        <Button type="submit" label="app.onboarding.application.saveAndContinue" loading={busy} />
      </div>
    </form>
  );
}
