import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link, useNavigate } from 'shared-kernel/router';
import { useApi, useBus } from 'shared-kernel/contract';
import {
  applicationEditable,
  applicationStepProblems,
  maskAhvNumber,
  maskPhone,
  splitPhone,
  type FieldProblem,
  type PersonalStep,
  type PostalAddress,
  type ProspectApplication,
} from 'shared-kernel/domain';
import { Alert, Button, Input, Select } from 'shared-kernel/ui';
import {
  AddressInput,
  expandPostalCode,
  MaskedInput,
  reportAddressRefusal,
  todayInZurich,
  verifyPostalAddress,
} from 'shared-kernel/widgets';
import { ApplicationFrame } from '../application/ApplicationFrame';
import { useApplication } from '../application/useApplication';
import { onboardingCountryOptions } from '../onboarding-api/countries';
import { fieldErrorsOf, refusalOf, saveStep } from '../onboarding-api/onboardingApi';
import '../application/application.css';
import { useFocusOnErrors } from '../application/useFocusOnErrors';

interface Draft {
  name: string;
  familyName: string;
  birthdate: string;
  nationality: string;
  ahvNumber: string;
  address: PostalAddress;
  phone: string;
}

/** The saved step, else what the account request said. */
function draftOf(application: ProspectApplication): Draft {
  const saved = application.personal;
  const requested = application.request;
  const phone = saved?.phone ?? requested?.phone;
  return {
    name: saved?.name ?? requested?.name ?? '',
    familyName: saved?.familyName ?? requested?.familyName ?? '',
    birthdate: saved?.birthdate ?? requested?.birthdate ?? '',
    nationality: saved?.nationality ?? requested?.nationality ?? 'CHE',
    ahvNumber: saved?.ahvNumber ?? '',
    address: saved?.address ?? {
      street: '',
      number: '',
      postalCode: '',
      city: '',
      country: requested?.domicileCountry ?? 'CHE',
    },
    phone: phone ? maskPhone(`${phone.countryCode}${phone.number}`) : '+41 ',
  };
}

function stepOf(draft: Draft): { step: PersonalStep; problems: FieldProblem[] } {
  const phone = splitPhone(draft.phone);
  const problems: FieldProblem[] = [];
  for (const field of ['name', 'familyName', 'birthdate', 'ahvNumber'] as const)
    if (!draft[field].trim()) problems.push({ field, code: 'required' });
  if (!draft.address.postalCode.trim()) problems.push({ field: 'address.postalCode', code: 'required' });
  if (!phone) problems.push({ field: 'phone', code: 'invalidPhone' });
  return {
    step: {
      name: draft.name.trim(),
      familyName: draft.familyName.trim(),
      birthdate: draft.birthdate,
      nationality: draft.nationality,
      ahvNumber: draft.ahvNumber,
      address: draft.address,
      phone: phone ?? { countryCode: '+41', number: '' },
    },
    problems,
  };
}

function PersonalForm({ application }: { application: ProspectApplication }): ReactElement {
  const api = useApi();
  const bus = useBus();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(application));
  const [cities, setCities] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const formRef = useFocusOnErrors(errors);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countries = onboardingCountryOptions(i18n.language);
  const editable = applicationEditable(application.status);
  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [field]: value }));

  const expand = async () => {
    const { postalCode, country, city } = draft.address;
    if (!postalCode.trim()) return;
    const expansion = await expandPostalCode(api, bus, { postalcode: postalCode, country, city });
    if (!expansion) return;
    setCities(expansion.cities);
    if (expansion.city)
      setDraft((current) => ({ ...current, address: { ...current.address, city: expansion.city! } }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const { step, problems } = stepOf(draft);
    const all = problems.length > 0 ? problems : applicationStepProblems('personal', step, todayInZurich());
    const fieldErrors = fieldErrorsOf(all);
    fieldErrors.phone ??= fieldErrors['phone.number'] ?? fieldErrors['phone.countryCode'];
    setErrors(fieldErrors);
    if (all.length > 0) {
      setFailure('app.onboarding.application.fixFields');
      return;
    }
    setBusy(true);
    try {
      // The postal verification of spec §7/§8: a corrected address replaces the fields for review.
      const check = await verifyPostalAddress(api, bus, step.address);
      if (!check.ok) {
        if (check.corrected) set('address')(check.corrected);
        setBusy(false);
        return;
      }
      await saveStep(api, 'personal', { ...step, address: check.address });
      navigate('/prospect-request');
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.kind === 'fields') {
        setErrors(fieldErrorsOf(refusal.problems));
        setFailure('app.onboarding.application.fixFields');
      } else if (refusal.kind === 'coded' && refusal.status === 422) {
        const check = reportAddressRefusal(bus, error);
        if (!check.ok && check.corrected) set('address')(check.corrected);
      } else setFailure('app.onboarding.application.saveFailed');
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="k-stack onb-application" onSubmit={submit} noValidate>
      <p className="onb-application__muted">{t('app.onboarding.application.personal.intro')}</p>
      {!editable ? <Alert type="info" message="app.onboarding.application.submittedReadOnly" /> : null}
      {failure ? <Alert type="error" message={failure} /> : null}
      <fieldset className="onb-application__fieldset" disabled={!editable || busy}>
        <legend>{t('app.onboarding.application.personal.identity')}</legend>
        <div className="onb-form-row">
          <Input
            label="app.onboarding.accountRequest.name"
            name="name"
            autoComplete="given-name"
            required
            value={draft.name}
            error={errors.name}
            onChange={(event) => set('name')(event.target.value)}
          />
          <Input
            label="app.onboarding.accountRequest.familyName"
            name="familyName"
            autoComplete="family-name"
            required
            value={draft.familyName}
            error={errors.familyName}
            onChange={(event) => set('familyName')(event.target.value)}
          />
        </div>
        <div className="onb-form-row">
          <Input
            label="app.onboarding.accountRequest.birthdate"
            name="birthdate"
            type="date"
            required
            value={draft.birthdate}
            error={errors.birthdate}
            onChange={(event) => set('birthdate')(event.target.value)}
          />
          <Select
            label="app.onboarding.accountRequest.nationality"
            name="nationality"
            required
            value={draft.nationality}
            error={errors.nationality}
            options={countries}
            onChange={(event) => set('nationality')(event.target.value)}
          />
        </div>
        <Input
          label="app.onboarding.application.personal.ahvNumber"
          hint="app.onboarding.application.personal.ahvHint"
          name="ahvNumber"
          inputMode="numeric"
          mono
          required
          value={draft.ahvNumber}
          error={errors.ahvNumber}
          onChange={(event) => set('ahvNumber')(maskAhvNumber(event.target.value))}
        />
      </fieldset>
      <fieldset className="onb-application__fieldset" disabled={!editable || busy}>
        <legend>{t('app.onboarding.application.personal.domicile')}</legend>
        <AddressInput
          name="address"
          value={draft.address}
          countries={countries}
          cities={cities}
          required={{ street: true, postalCode: true, city: true, country: true }}
          errors={{
            street: errors['address.street'],
            postalCode: errors['address.postalCode'],
            city: errors['address.city'],
            country: errors['address.country'],
          }}
          onChange={set('address')}
          onPostalCodeDone={() => void expand()}
        />
        <MaskedInput
          label="app.onboarding.accountRequest.phone"
          hint="app.onboarding.accountRequest.phoneHint"
          name="phone"
          mask="phone"
          autoComplete="tel"
          required
          value={draft.phone}
          error={errors.phone}
          onChange={set('phone')}
        />
      </fieldset>
      {editable ? (
        <Button type="submit" label="app.onboarding.application.saveAndContinue" loading={busy} />
      ) : (
        <Link to="/prospect-home">{t('app.onboarding.application.toHome')}</Link>
      )}
    </form>
  );
}

/**
 * Spec §2 /prospect-request-personal (issue 33 item 2): the application's personal step with Swiss formats: the
 * AHV number with its check digit, the date of birth, the nationality, the domicile through the postal
 * verification, the phone with the §9 masks. Saved on the server; the next steps follow on /prospect-request.
 */
export function PersonalStepScreen(): ReactElement {
  const { load, reload } = useApplication();
  return (
    <ApplicationFrame titleKey="webapp.title.prospectRequestPersonal" load={load} reload={() => reload()}>
      {(application) => <PersonalForm application={application} />}
    </ApplicationFrame>
  );
}
