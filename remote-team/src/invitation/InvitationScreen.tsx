import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Field, Form } from 'react-final-form';
import { fieldErrorsOf, httpStatusOf } from 'shared-kernel/api';
import { useApi } from 'shared-kernel/contract';
import { passwordProblems, type InvitationPublic } from 'shared-kernel/domain';
import { Link, useParams } from 'shared-kernel/router';
import { Alert, Button, Input, Spinner } from 'shared-kernel/ui';
import { teamRefusalKeyOf } from '../team-space/refusals';
import { acceptInvitation, fetchInvitation } from './api';
import './invitation.css';

const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;

interface AcceptValues {
  name?: string;
  familyName?: string;
  birthdate?: string;
  password?: string;
  passwordAgain?: string;
}

type Load =
  { state: 'loading' } | { state: 'ready'; invitation: InvitationPublic } | { state: 'unknown' | 'failed' };

/** The body schema's own refusals of a password, read as the kernel's passwordProblems codes. */
const SCHEMA_PASSWORD_CODES: Record<string, string> = {
  minLength: 'passwordTooShort',
  maxLength: 'passwordTooLong',
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The page's own checks; the gateway asks the same password rule (with the e-mail, which the page does not know). */
export function validateAcceptance(values: AcceptValues): Partial<Record<keyof AcceptValues, string>> {
  const errors: Partial<Record<keyof AcceptValues, string>> = {};
  if (!values.name?.trim()) errors.name = 'team.invitation.form.required';
  if (!values.familyName?.trim()) errors.familyName = 'team.invitation.form.required';
  if (!values.birthdate) errors.birthdate = 'team.invitation.form.required';
  else if (!ISO_DAY.test(values.birthdate) || new Date(values.birthdate) > new Date())
    errors.birthdate = 'team.invitation.form.birthdateInvalid';
  const [problem] = passwordProblems(values.password ?? '', '');
  if (problem) errors.password = `team.invitation.password.${problem.code}`;
  if (values.passwordAgain !== values.password) errors.passwordAgain = 'team.invitation.form.passwordsDiffer';
  return errors;
}

const shownError = (meta: {
  touched?: boolean;
  submitFailed?: boolean;
  error?: unknown;
  submitError?: unknown;
}) =>
  ((meta.submitError as string | undefined) ??
    (meta.touched || meta.submitFailed ? ((meta.error as string | undefined) ?? null) : null)) ||
  null;

/**
 * The invitee's page (issue 32), logged out, in the bare layout: whom the invitation is from, then their name,
 * birth date and a password; once registered they log in at /login with the e-mail the invitation went to and
 * the code mailed to it, as everyone does.
 */
export function InvitationScreen(): ReactElement {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { token = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [registered, setRegistered] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    let live = true;
    fetchInvitation(api, token).then(
      (invitation) => live && setLoad({ state: 'ready', invitation }),
      (error: unknown) =>
        live && setLoad({ state: [400, 404].includes(httpStatusOf(error) ?? 0) ? 'unknown' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, token]);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const submit = async (values: AcceptValues) => {
    setRefusal(null);
    try {
      const accepted = await acceptInvitation(api, token, {
        name: values.name!.trim(),
        familyName: values.familyName!.trim(),
        birthdate: values.birthdate!,
        password: values.password!,
      });
      setRegistered(accepted.email);
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.password)
        return {
          password: `team.invitation.password.${SCHEMA_PASSWORD_CODES[fields.password] ?? fields.password}`,
        };
      if (fields.birthdate) return { birthdate: 'team.invitation.form.birthdateInvalid' };
      setRefusal(teamRefusalKeyOf(error));
      return undefined;
    }
  };

  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'en';

  return (
    <div className="team-invitation">
      <div className="team-invitation__card k-stack">
        <div className="k-cluster">
          <span className="team-invitation__brand">
            <span aria-hidden="true" className="team-invitation__mark">
              K
            </span>
            Kontor
          </span>
          <span className="k-spacer" />
          {/* Before sign-in there is no profile to save the language to: only the page changes. */}
          <select
            className="k-select team-invitation__language"
            aria-label={t('team.invitation.language.label')}
            value={current}
            onChange={(event) => void i18n.changeLanguage(event.target.value)}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`team.invitation.language.${language}`)}
              </option>
            ))}
          </select>
        </div>
        <h1 className="team-invitation__title">{t('team.invitation.title')}</h1>
        {load.state === 'loading' ? <Spinner /> : null}
        {load.state === 'unknown' ? <Alert type="error" message="team.invitation.unknown" /> : null}
        {load.state === 'failed' ? <Alert type="error" message="app.error.general" /> : null}
        {load.state === 'ready' && registered ? (
          <div className="k-stack" data-testid="invitation-registered">
            <Alert type="success" message={{ key: 'team.invitation.done', values: { email: registered } }} />
            <Link className="k-button k-button--primary" to="/login">
              {t('team.invitation.login')}
            </Link>
          </div>
        ) : null}
        {load.state === 'ready' && !registered ? (
          <>
            <p className="team-invitation__intro" data-testid="invitation-from">
              {t('team.invitation.from', {
                inviter: load.invitation.inviterName,
                partnership: load.invitation.partnershipName,
              })}
            </p>
            {!load.invitation.open ? (
              <Alert type="warning" message={`team.invitation.closed.${load.invitation.status}`} />
            ) : (
              <Form<AcceptValues> onSubmit={submit} validate={validateAcceptance}>
                {({ handleSubmit, submitting }) => (
                  <form className="k-stack" onSubmit={handleSubmit} noValidate>
                    {refusal ? (
                      <div ref={refusalRef} tabIndex={-1} className="team-refusal">
                        <Alert type="error" message={refusal} />
                      </div>
                    ) : null}
                    <Field<string> name="name">
                      {({ input, meta }) => (
                        <Input
                          {...input}
                          label="team.invitation.form.name"
                          autoComplete="given-name"
                          required
                          error={shownError(meta)}
                        />
                      )}
                    </Field>
                    <Field<string> name="familyName">
                      {({ input, meta }) => (
                        <Input
                          {...input}
                          label="team.invitation.form.familyName"
                          autoComplete="family-name"
                          required
                          error={shownError(meta)}
                        />
                      )}
                    </Field>
                    <Field<string> name="birthdate">
                      {({ input, meta }) => (
                        <Input
                          {...input}
                          type="date"
                          label="team.invitation.form.birthdate"
                          autoComplete="bday"
                          required
                          error={shownError(meta)}
                        />
                      )}
                    </Field>
                    <Field<string> name="password">
                      {({ input, meta }) => (
                        <Input
                          {...input}
                          type="password"
                          label="team.invitation.form.password"
                          hint="team.invitation.password.hint"
                          autoComplete="new-password"
                          required
                          error={shownError(meta)}
                        />
                      )}
                    </Field>
                    <Field<string> name="passwordAgain">
                      {({ input, meta }) => (
                        <Input
                          {...input}
                          type="password"
                          label="team.invitation.form.passwordAgain"
                          autoComplete="new-password"
                          required
                          error={shownError(meta)}
                        />
                      )}
                    </Field>
                    <Button type="submit" label="team.invitation.form.submit" loading={submitting} />
                  </form>
                )}
              </Form>
            )}
          </>
        ) : null}
        <nav className="k-cluster" aria-label={t('team.invitation.links')}>
          <Link to="/login">{t('team.invitation.back')}</Link>
        </nav>
      </div>
    </div>
  );
}
