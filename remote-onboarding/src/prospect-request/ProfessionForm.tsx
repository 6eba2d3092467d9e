import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi } from 'shared-kernel/contract';
import {
  applicationStepProblems,
  INCOME_BANDS,
  OCCUPATIONS,
  SOURCES_OF_FUNDS,
  type ProfessionStep,
  type ProspectApplication,
} from 'shared-kernel/domain';
import { Alert, Button, Input, Select } from 'shared-kernel/ui';
import { todayInZurich } from 'shared-kernel/widgets';
import { fieldErrorsOf, refusalOf, saveStep } from '../onboarding-api/onboardingApi';
import { useFocusOnErrors } from '../application/useFocusOnErrors';

const EMPTY: ProfessionStep = {
  occupation: 'employed',
  employer: '',
  yearlyIncome: 'under50k',
  sourceOfFunds: [],
};

/** The profession step: occupation, employer, yearly income, where the money comes from (know your customer). */
export function ProfessionForm({
  application,
  onSaved,
}: {
  application: ProspectApplication;
  onSaved: (application: ProspectApplication) => void;
}): ReactElement {
  const api = useApi();
  const { t } = useTranslation();
  const [step, setStep] = useState<ProfessionStep>(application.profession ?? EMPTY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const formRef = useFocusOnErrors(errors);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggleSource = (source: ProfessionStep['sourceOfFunds'][number], on: boolean) =>
    setStep((current) => ({
      ...current,
      sourceOfFunds: on
        ? SOURCES_OF_FUNDS.filter(
            (candidate) => candidate === source || current.sourceOfFunds.includes(candidate),
          )
        : current.sourceOfFunds.filter((candidate) => candidate !== source),
    }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problems = applicationStepProblems('profession', step, todayInZurich());
    if (step.sourceOfFunds.length === 0) problems.push({ field: 'sourceOfFunds', code: 'required' });
    setErrors(fieldErrorsOf(problems));
    setFailure(problems.length > 0 ? 'app.onboarding.application.fixFields' : null);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      onSaved(await saveStep(api, 'profession', { ...step, employer: step.employer.trim() }));
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
      <h2>{t('app.onboarding.application.step.profession')}</h2>
      {failure ? <Alert type="error" message={failure} /> : null}
      <fieldset className="onb-application__fieldset" disabled={busy}>
        <legend>{t('app.onboarding.application.profession.legend')}</legend>
        <Select
          label="app.onboarding.application.profession.occupation"
          name="occupation"
          required
          placeholder={null}
          value={step.occupation}
          options={OCCUPATIONS.map((value) => ({
            value,
            label: `app.onboarding.application.occupation.${value}`,
          }))}
          onChange={(event) =>
            setStep({ ...step, occupation: event.target.value as ProfessionStep['occupation'] })
          }
        />
        <Input
          label="app.onboarding.application.profession.employer"
          name="employer"
          autoComplete="organization"
          value={step.employer}
          error={errors.employer}
          onChange={(event) => setStep({ ...step, employer: event.target.value })}
        />
        <Select
          label="app.onboarding.application.profession.income"
          name="yearlyIncome"
          required
          placeholder={null}
          value={step.yearlyIncome}
          options={INCOME_BANDS.map((value) => ({
            value,
            label: `app.onboarding.application.income.${value}`,
          }))}
          onChange={(event) =>
            setStep({ ...step, yearlyIncome: event.target.value as ProfessionStep['yearlyIncome'] })
          }
        />
      </fieldset>
      <fieldset
        className="onb-application__fieldset"
        disabled={busy}
        aria-describedby={errors.sourceOfFunds ? 'onb-sources-error' : undefined}
      >
        <legend>{t('app.onboarding.application.profession.sources')}</legend>
        {SOURCES_OF_FUNDS.map((source) => (
          <label key={source} className="onb-application__check">
            <input
              type="checkbox"
              name="sourceOfFunds"
              value={source}
              checked={step.sourceOfFunds.includes(source)}
              onChange={(event) => toggleSource(source, event.target.checked)}
            />
            <span>{t(`app.onboarding.application.source.${source}`)}</span>
          </label>
        ))}
        {errors.sourceOfFunds ? (
          <p id="onb-sources-error" className="k-field__error">
            {t(errors.sourceOfFunds)}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" label="app.onboarding.application.saveAndContinue" loading={busy} />
    </form>
  );
}
