import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useNavigate } from 'shared-kernel/router';
import { useApi } from 'shared-kernel/contract';
import {
  accountRequestProblems,
  PROFILE_LANGUAGES,
  splitPhone,
  type AccountRequestBody,
  type FieldProblem,
} from 'shared-kernel/domain';
import { Alert, Button, Input, Select } from 'shared-kernel/ui';
import { MaskedInput, todayInZurich } from 'shared-kernel/widgets';
import { BarePage } from '../bare/BarePage';
import { onboardingCountryOptions } from '../onboarding-api/countries';
import { fieldErrorsOf, refusalOf, requestAccount } from '../onboarding-api/onboardingApi';
import { useFocusOnErrors } from '../application/useFocusOnErrors';

interface Draft {
  name: string;
  familyName: string;
  email: string;
  phone: string;
  language: string;
  birthdate: string;
  nationality: string;
  domicileCountry: string;
}

/** The form's text as the request's body, and the problems of what cannot become one (the phone's prefix). */
function bodyOf(draft: Draft): { body: AccountRequestBody; problems: FieldProblem[] } {
  const phone = splitPhone(draft.phone);
  const body = {
    name: draft.name.trim(),
    familyName: draft.familyName.trim(),
    email: draft.email.trim(),
    phone: phone ?? { countryCode: '+41', number: '' },
    language: draft.language as AccountRequestBody['language'],
    birthdate: draft.birthdate,
    nationality: draft.nationality,
    domicileCountry: draft.domicileCountry,
  } satisfies AccountRequestBody;
  const problems: FieldProblem[] = [];
  for (const field of ['name', 'familyName', 'email', 'birthdate', 'nationality', 'domicileCountry'] as const)
    if (!draft[field].trim()) problems.push({ field, code: 'required' });
  if (!phone) problems.push({ field: 'phone', code: draft.phone.trim() ? 'invalidPhone' : 'required' });
  return { body, problems };
}

/** One message per input (the phone's parts show on the phone). */
function errorsByInput(problems: readonly FieldProblem[]): Record<string, string | undefined> {
  const errors = fieldErrorsOf(problems);
  errors.phone ??= errors['phone.number'] ?? errors['phone.countryCode'];
  return errors;
}

/**
 * Spec §2 AccountRequest (issue 33 item 1): the data a Swiss bank asks before an application (name, email, phone
 * with the §9 masks, language, date of birth, nationality, domicile), checked by the kernel's
 * accountRequestProblems; it creates a prospect and sends the prospect sign-in code, whose step opens next.
 */
export function AccountRequestScreen(): ReactElement {
  const api = useApi();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const pageLanguage = (PROFILE_LANGUAGES as readonly string[]).includes(i18n.language)
    ? i18n.language
    : 'en';
  const [draft, setDraft] = useState<Draft>({
    name: '',
    familyName: '',
    email: '',
    phone: '+41 ',
    // Empty: the page's language, until the person picks one.
    language: '',
    birthdate: '',
    nationality: 'CHE',
    domicileCountry: 'CHE',
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const formRef = useFocusOnErrors(errors);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countries = onboardingCountryOptions(i18n.language);
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const { body, problems } = bodyOf({ ...draft, language: draft.language || pageLanguage });
    const all = problems.length > 0 ? problems : accountRequestProblems(body, todayInZurich());
    setErrors(errorsByInput(all));
    if (all.length > 0) {
      setFailure('app.onboarding.accountRequest.fixFields');
      return;
    }
    setBusy(true);
    try {
      const accepted = await requestAccount(api, body);
      navigate(`/prospect-login/verify?email=${encodeURIComponent(accepted.email)}`);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.kind === 'fields') {
        setErrors(errorsByInput(refusal.problems));
        setFailure('app.onboarding.accountRequest.fixFields');
      } else setFailure('app.onboarding.accountRequest.failed');
      setBusy(false);
    }
  };

  return (
    <BarePage
      titleKey="webapp.title.accountRequest"
      back={{ to: '/login', labelKey: 'app.onboarding.moreInfo.bare.backToLogin' }}
    >
      <p className="onb-bare__muted">{t('app.onboarding.accountRequest.intro')}</p>
      {failure ? <Alert type="error" message={failure} /> : null}
      <form ref={formRef} className="k-stack" onSubmit={submit} noValidate>
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
        <Input
          label="app.onboarding.accountRequest.email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={draft.email}
          error={errors.email}
          onChange={(event) => set('email')(event.target.value)}
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
        <div className="onb-form-row">
          <Input
            label="app.onboarding.accountRequest.birthdate"
            name="birthdate"
            type="date"
            autoComplete="bday"
            required
            value={draft.birthdate}
            error={errors.birthdate}
            onChange={(event) => set('birthdate')(event.target.value)}
          />
          <Select
            label="app.onboarding.accountRequest.language"
            name="language"
            required
            placeholder={null}
            value={draft.language || pageLanguage}
            options={PROFILE_LANGUAGES.map((language) => ({
              value: language,
              label: `app.onboarding.prospectLogin.language.${language}`,
            }))}
            onChange={(event) => set('language')(event.target.value)}
          />
        </div>
        <div className="onb-form-row">
          <Select
            label="app.onboarding.accountRequest.nationality"
            name="nationality"
            required
            value={draft.nationality}
            error={errors.nationality}
            options={countries}
            onChange={(event) => set('nationality')(event.target.value)}
          />
          <Select
            label="app.onboarding.accountRequest.domicileCountry"
            name="domicileCountry"
            required
            value={draft.domicileCountry}
            error={errors.domicileCountry}
            options={countries}
            onChange={(event) => set('domicileCountry')(event.target.value)}
          />
        </div>
        <p className="onb-bare__muted">{t('app.onboarding.accountRequest.next')}</p>
        <Button type="submit" label="app.onboarding.accountRequest.submit" loading={busy} />
      </form>
    </BarePage>
  );
}
