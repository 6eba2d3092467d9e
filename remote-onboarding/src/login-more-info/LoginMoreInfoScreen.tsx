import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link, useSearchParams } from 'shared-kernel/router';
import { useApi } from 'shared-kernel/contract';
import { passwordProblems, PASSWORD_MIN_LENGTH } from 'shared-kernel/domain';
import { Alert, Button, Input } from 'shared-kernel/ui';
import { BarePage } from '../bare/BarePage';
import {
  confirmPasswordReset,
  fieldErrorsOf,
  refusalOf,
  requestPasswordReset,
} from '../onboarding-api/onboardingApi';
import { useFocusOnErrors } from '../application/useFocusOnErrors';

/** The bank's contact (the sandbox's own: no real line behind it). */
export const CONTACT = { phone: '+41 44 000 00 00', email: 'hilfe@kontor.test' } as const;

type RequestState = 'idle' | 'busy' | 'sent' | 'failed';

/** Asks for a reset link: the same answer whether or not the email is a customer's. */
function ForgottenPassword(): ReactElement {
  const api = useApi();
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<RequestState>('idle');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'busy') return;
    setState('busy');
    try {
      await requestPasswordReset(api, email.trim());
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <section className="onb-bare__section" aria-labelledby="onb-forgotten">
      <h2 id="onb-forgotten">{t('app.onboarding.moreInfo.forgotten.title')}</h2>
      <p>{t('app.onboarding.moreInfo.forgotten.text')}</p>
      {state === 'sent' ? (
        <Alert
          type="success"
          message={{ key: 'app.onboarding.moreInfo.forgotten.sent', values: { email } }}
        />
      ) : (
        <form className="k-stack" onSubmit={submit}>
          {state === 'failed' ? (
            <Alert type="error" message="app.onboarding.moreInfo.forgotten.failed" />
          ) : null}
          <Input
            label="app.onboarding.moreInfo.forgotten.email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" label="app.onboarding.moreInfo.forgotten.submit" loading={state === 'busy'} />
        </form>
      )}
    </section>
  );
}

type ResetState =
  { kind: 'form' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** The link's page: a new password under the kernel's rule; the old sessions end on the gateway. */
function NewPassword({ token }: { token: string }): ReactElement {
  const api = useApi();
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const formRef = useFocusOnErrors(errors);
  const [state, setState] = useState<ResetState>({ kind: 'form' });
  if (state.kind === 'done')
    return (
      <div className="k-stack">
        <Alert type="success" message="app.onboarding.moreInfo.reset.done" />
        <Link to="/login">{t('app.onboarding.moreInfo.reset.toLogin')}</Link>
      </div>
    );
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'busy') return;
    // The email is not known on this page: the gateway adds the rule about it.
    const problems = passwordProblems(password, '');
    if (password !== repeated) problems.push({ field: 'repeated', code: 'passwordMismatch' });
    setErrors(fieldErrorsOf(problems));
    if (problems.length > 0) return;
    setState({ kind: 'busy' });
    try {
      await confirmPasswordReset(api, token, password);
      setState({ kind: 'done' });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.kind === 'fields') {
        setErrors(fieldErrorsOf(refusal.problems));
        setState({ kind: 'form' });
      } else
        setState({
          kind: 'failed',
          message:
            refusal.kind === 'coded' && refusal.code === 'reset_link_expired'
              ? 'app.onboarding.moreInfo.reset.expired'
              : refusal.kind === 'coded'
                ? 'app.onboarding.moreInfo.reset.invalid'
                : 'app.onboarding.moreInfo.reset.failed',
        });
    }
  };
  return (
    <section className="onb-bare__section" aria-labelledby="onb-reset">
      <h2 id="onb-reset">{t('app.onboarding.moreInfo.reset.title')}</h2>
      <p>{t('app.onboarding.moreInfo.reset.rule', { min: PASSWORD_MIN_LENGTH })}</p>
      {state.kind === 'failed' ? <Alert type="error" message={state.message} /> : null}
      <form ref={formRef} className="k-stack" onSubmit={submit} noValidate>
        <input type="hidden" name="username" autoComplete="username" value="" />
        <Input
          label="app.onboarding.moreInfo.reset.password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Input
          label="app.onboarding.moreInfo.reset.repeat"
          name="repeated"
          type="password"
          autoComplete="new-password"
          required
          value={repeated}
          error={errors.repeated}
          onChange={(event) => setRepeated(event.target.value)}
        />
        <Button type="submit" label="app.onboarding.moreInfo.reset.submit" loading={state.kind === 'busy'} />
      </form>
    </section>
  );
}

/**
 * Spec §2 /login/more-info (issue 33 item 1): help with logging in: a forgotten password (a reset link by
 * email; the link opens this page with ?reset=), a locked login and when it opens again, where the code comes
 * from, and the bank's contact.
 */
export function LoginMoreInfoScreen(): ReactElement {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('reset');
  return (
    <BarePage
      titleKey="webapp.title.loginMoreInfo"
      back={{ to: '/login', labelKey: 'app.onboarding.moreInfo.bare.backToLogin' }}
    >
      {token ? <NewPassword token={token} /> : <ForgottenPassword />}
      <section className="onb-bare__section" aria-labelledby="onb-locked">
        <h2 id="onb-locked">{t('app.onboarding.moreInfo.locked.title')}</h2>
        <p>{t('app.onboarding.moreInfo.locked.text')}</p>
      </section>
      <section className="onb-bare__section" aria-labelledby="onb-code">
        <h2 id="onb-code">{t('app.onboarding.moreInfo.code.title')}</h2>
        <p>{t('app.onboarding.moreInfo.code.text')}</p>
      </section>
      <section className="onb-bare__section" aria-labelledby="onb-contact">
        <h2 id="onb-contact">{t('app.onboarding.moreInfo.contact.title')}</h2>
        <p>{t('app.onboarding.moreInfo.contact.text')}</p>
        <p>
          <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a> ·{' '}
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </p>
      </section>
    </BarePage>
  );
}
