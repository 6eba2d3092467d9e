import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Alert, Button, Input } from 'shared-kernel/ui';
import { OneTimeCodeInput } from 'shared-kernel/widgets';
import { type AuthApi, type AuthFailure, type AuthGrant, authFailureOf } from '../session/authApi';
import { isCompleteCode } from 'shared-kernel/domain';

export interface LoginScreenProps {
  auth: Pick<AuthApi, 'login' | 'strong'>;
  /** Shown above the form (the logo and the language switcher of the login page). */
  header?: ReactNode;
  /** Called once the code step granted strong authentication. */
  onStrong: (grant: AuthGrant) => void;
  /** In-app navigation for the links (the router's, once the app runs); without it they load the page. */
  navigate?: (to: string) => void;
}

/**
 * A link of the login page. The login renders before the router exists (issue 17: a login page that is only
 * a login page), so a plain anchor, taken over by the app's navigation where there is one.
 */
function LoginLink({ to, label, navigate }: { to: string; label: string; navigate?: (to: string) => void }) {
  return (
    <a
      href={to}
      onClick={(event) => {
        if (!navigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {label}
    </a>
  );
}

type Step = 'password' | 'code';

/** The translated message of each failure (keys in host/catalogues). */
function failureMessage(failure: AuthFailure): { key: string; values?: Record<string, number> } {
  if (failure.kind === 'locked')
    return { key: 'webapp.login.error.locked', values: { minutes: failure.minutes } };
  return { key: `webapp.login.error.${failure.kind}` };
}

/** Spec §2 Login: email + password, then the 6-digit one-time code (strong authentication). */
export function LoginScreen({ auth, header, onStrong, navigate }: LoginScreenProps): ReactElement {
  const [step, setStep] = useState<Step>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await auth.login(email.trim(), password);
      setPassword('');
      setCode('');
      setStep('code');
    } catch (error) {
      setFailure(authFailureOf(error));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (value: string) => {
    if (busy || !isCompleteCode(value)) return;
    setBusy(true);
    setFailure(null);
    try {
      const grant = await auth.strong(value);
      onStrong(grant);
    } catch (error) {
      const next = authFailureOf(error);
      setFailure(next);
      setCode('');
      // Without the weak session the code cannot be checked any more: back to the password.
      if (next.kind === 'session_lost' || next.kind === 'locked') setStep('password');
      setBusy(false);
    }
  };

  const onCodeSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submitCode(code);
  };

  const message = failure ? failureMessage(failure) : null;

  return (
    <div className="k-login">
      <div className="k-login__card k-stack">
        {header}
        <h1 className="k-login__title">
          {t(step === 'password' ? 'webapp.login.title' : 'webapp.login.code.title')}
        </h1>
        {message ? <Alert type="error" message={message} /> : null}
        {step === 'password' ? (
          <form className="k-stack" onSubmit={submitPassword}>
            <Input
              label="webapp.login.email"
              name="email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Input
              label="webapp.login.password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" label="webapp.login.submit" loading={busy} />
          </form>
        ) : (
          <form className="k-stack" onSubmit={onCodeSubmit}>
            {/* Lets password managers pair the code step with the account. */}
            <input type="hidden" name="username" autoComplete="username" value={email} />
            <OneTimeCodeInput
              label="webapp.login.code.label"
              hint="webapp.login.code.hint"
              value={code}
              onChange={setCode}
              onComplete={(pasted) => void submitCode(pasted)}
            />
            <Button
              type="submit"
              label="webapp.login.code.submit"
              loading={busy}
              disabled={!isCompleteCode(code)}
            />
            <Button
              variant="link"
              label="webapp.login.code.back"
              onClick={() => {
                setStep('password');
                setFailure(null);
              }}
            />
          </form>
        )}
        <nav className="k-cluster" aria-label={t('webapp.login.links')}>
          <LoginLink to="/login/more-info" label={t('webapp.login.more_info')} navigate={navigate} />
          <LoginLink to="/account-request" label={t('webapp.login.prospect_login')} navigate={navigate} />
          <LoginLink
            to="/prospect-login"
            label={t('webapp.login.continue_application')}
            navigate={navigate}
          />
        </nav>
      </div>
    </div>
  );
}
