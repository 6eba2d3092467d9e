import { useEffect, useMemo, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link, useNavigate } from 'shared-kernel/router';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import { Alert, Button, Input, type Message } from 'shared-kernel/ui';
import { OneTimeCodeInput } from 'shared-kernel/widgets';
import { isCompleteCode } from 'shared-kernel/domain';
import { createProspectAuth, prospectLoginFailureOf, type ProspectLoginFailure } from './prospectAuth';
import './prospect-login.css';

/** Where a verified prospect goes (spec §2: prospect login when already verified goes to prospect home). */
export const PROSPECT_HOME = '/prospect-home';
/**
 * After verification the host re-reads the session and its guard moves a verified prospect on; a host
 * that never re-reads (the stand-alone dev harness) still gets there after this wait.
 */
export const HOST_SESSION_WAIT_MS = 3000;

const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;

type Step = 'email' | 'code';

function failureMessage(failure: ProspectLoginFailure): Message {
  if (failure.kind === 'locked')
    return { key: 'app.onboarding.prospectLogin.error.locked', values: { minutes: failure.minutes } };
  return `app.onboarding.prospectLogin.error.${failure.kind}`;
}

export interface ProspectLoginScreenProps {
  /** An email to confirm right away (the /prospect-login/verify route with ?email=): starts at the code. */
  initialEmail?: string | null;
}

/** Spec §2 ProspectLogin: the prospect's email, then the 6-digit code sent to it; a pin session results. */
export function ProspectLoginScreen({ initialEmail }: ProspectLoginScreenProps): ReactElement {
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const auth = useMemo(() => createProspectAuth(api), [api]);
  const [step, setStep] = useState<Step>(initialEmail ? 'code' : 'email');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<ProspectLoginFailure | null>(null);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);

  // The host's session follows the bus's loggedIn; once it knows the pin level, prospect home can open.
  useEffect(() => {
    if (!verified) return;
    if (session.authLevel !== 'none') {
      navigate(PROSPECT_HOME, { replace: true });
      return;
    }
    const timer = setTimeout(() => navigate(PROSPECT_HOME, { replace: true }), HOST_SESSION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [verified, session.authLevel, navigate]);

  const requestCode = async (): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    setResent(false);
    try {
      await auth.requestCode(email.trim());
      return true;
    } catch (error) {
      setFailure(prospectLoginFailureOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submitEmail = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (await requestCode()) {
      setCode('');
      setStep('code');
    }
  };

  const resend = async () => {
    if (busy) return;
    const sent = await requestCode();
    setCode('');
    setResent(sent);
  };

  const submitCode = async (value: string) => {
    if (busy || verified || !isCompleteCode(value)) return;
    setBusy(true);
    setFailure(null);
    setResent(false);
    try {
      await auth.verify(email.trim(), value);
      setVerified(true);
      bus.publishSession({ type: 'loggedIn' });
    } catch (error) {
      const next = prospectLoginFailureOf(error);
      setFailure(next);
      setCode('');
      // A locked email takes no codes until the lock ends: back to the email.
      if (next.kind === 'locked') setStep('email');
      setBusy(false);
    }
  };

  const onCodeSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submitCode(code);
  };

  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'en';

  return (
    <div className="onb-prospect-login">
      <div className="onb-prospect-login__card k-stack">
        <div className="k-cluster">
          <span className="onb-prospect-login__brand">
            <span aria-hidden="true" className="onb-prospect-login__mark">
              K
            </span>
            {t('app.onboarding.prospectLogin.brand')}
          </span>
          <span className="k-spacer" />
          {/* Before sign-in there is no profile to save the language to: only the page changes. */}
          <select
            className="k-select onb-prospect-login__language"
            aria-label={t('app.onboarding.prospectLogin.language.label')}
            value={current}
            onChange={(event) => void i18n.changeLanguage(event.target.value)}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`app.onboarding.prospectLogin.language.${language}`)}
              </option>
            ))}
          </select>
        </div>
        <h1 className="onb-prospect-login__title">
          {t(step === 'email' ? 'webapp.title.prospectLogin' : 'webapp.title.prospectLoginVerify')}
        </h1>
        {failure ? <Alert type="error" message={failureMessage(failure)} /> : null}
        {resent ? <Alert type="success" message="app.onboarding.prospectLogin.code.resent" /> : null}
        {step === 'email' ? (
          <form className="k-stack" onSubmit={submitEmail}>
            <p className="onb-prospect-login__intro">{t('app.onboarding.prospectLogin.intro')}</p>
            <Input
              label="app.onboarding.prospectLogin.email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" label="app.onboarding.prospectLogin.submit" loading={busy} />
          </form>
        ) : (
          <form className="k-stack" onSubmit={onCodeSubmit}>
            <p className="onb-prospect-login__intro">
              {t('app.onboarding.prospectLogin.code.sentTo', { email: email.trim() })}
            </p>
            {/* Lets password managers pair the code with the email it was sent to. */}
            <input type="hidden" name="username" autoComplete="username" value={email} />
            <OneTimeCodeInput
              label="app.onboarding.prospectLogin.code.label"
              hint="app.onboarding.prospectLogin.code.hint"
              value={code}
              onChange={setCode}
              onComplete={(pasted) => void submitCode(pasted)}
            />
            <Button
              type="submit"
              label="app.onboarding.prospectLogin.code.submit"
              loading={busy || verified}
              disabled={!isCompleteCode(code)}
            />
            <div className="k-cluster">
              <Button
                variant="link"
                label="app.onboarding.prospectLogin.code.resend"
                disabled={busy || verified}
                onClick={() => void resend()}
              />
              <Button
                variant="link"
                label="app.onboarding.prospectLogin.code.otherEmail"
                disabled={verified}
                onClick={() => {
                  setStep('email');
                  setFailure(null);
                  setResent(false);
                }}
              />
            </div>
          </form>
        )}
        <nav className="k-cluster" aria-label={t('app.onboarding.prospectLogin.links')}>
          <Link to="/login">{t('app.onboarding.prospectLogin.customerLogin')}</Link>
          <Link to="/account-request">{t('app.onboarding.prospectLogin.accountRequest')}</Link>
        </nav>
      </div>
    </div>
  );
}
