import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { fieldErrorsOf } from 'shared-kernel/api';
import { SESSION_RELOAD } from 'shared-kernel/bus';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  ebillActivationPending,
  ebillSubscriptionActive,
  type EbillSubscription,
} from 'shared-kernel/domain';
import { Link } from 'shared-kernel/router';
import { Alert, Button, Card, Input, Page, Spinner, type Message } from 'shared-kernel/ui';
import { activateEbill, ebillBaseOf, fetchNotificationEmail, fetchSubscription } from '../api/ebill';
import { useEbillEvents } from '../live/useEbillEvents';
import { refusalKeyOf } from '../refusals';
import '../ebill.css';

/** A rough check before sending (the gateway checks the address for real): something@something.tld. */
const looksLikeEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/**
 * Route /ebill/activate (spec §2): what eBill is, the e-mail for its notifications (prefilled from the person or
 * the partnership), the terms, and activation, which asks the eBill network (REQUESTED). Then "activation in
 * progress" until the network confirms. The host is asked to re-read the session after the activation, so the
 * menu shows the pending title; the host re-reads it again on the subscription's event, and the billers show.
 */
export function ActivateEbillScreen(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const base = ebillBaseOf(session);
  const [subscription, setSubscription] = useState<EbillSubscription | null>(null);
  const [failed, setFailed] = useState(false);
  const [email, setEmail] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [errors, setErrors] = useState<{ email?: Message; acceptedTerms?: Message }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const refusalRef = useRef<HTMLDivElement | null>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const termsRef = useRef<HTMLInputElement | null>(null);
  const pendingRef = useRef<HTMLDivElement | null>(null);

  const load = useCallback(async () => {
    try {
      const read = await fetchSubscription(api, base);
      setSubscription(read);
      setFailed(false);
      return read;
    } catch (error) {
      console.error('[ebill] subscription failed', error);
      setFailed(true);
      return null;
    }
  }, [api, base]);

  useEffect(() => {
    let current = true;
    void load().then(async (read) => {
      if (!current || read?.email) {
        if (read?.email) setEmail(read.email);
        return;
      }
      try {
        const prefill = await fetchNotificationEmail(api, session);
        if (current) setEmail((typed) => typed || prefill);
      } catch (error) {
        console.error('[ebill] e-mail failed', error);
      }
    });
    return () => {
      current = false;
    };
  }, [load, api, session]);

  // The eBill network's answer (or a change in another tab): the screen follows; the host's snapshot (the menu)
  // follows the same event itself.
  useEbillEvents(load, ['ebillSubscription']);

  useEffect(() => {
    if (attempt === 0) return;
    if (errors.email) emailRef.current?.focus();
    else if (errors.acceptedTerms) termsRef.current?.focus();
    else refusalRef.current?.focus();
  }, [attempt]); // eslint-disable-line react-hooks/exhaustive-deps -- once per failed try

  const status = subscription?.status ?? null;
  const pending = ebillActivationPending(status);
  useEffect(() => {
    if (pending) pendingRef.current?.focus();
  }, [pending]);

  const activate = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const invalid: { email?: Message; acceptedTerms?: Message } = {};
    if (!looksLikeEmail(email)) invalid.email = 'webapp.ebill.activate.errors.email';
    if (!acceptedTerms) invalid.acceptedTerms = 'webapp.ebill.activate.errors.terms';
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setRefusal('webapp.ebill.activate.errors.fix');
      setAttempt((count) => count + 1);
      return;
    }
    setBusy(true);
    try {
      const requested = await activateEbill(api, base, { email: email.trim(), acceptedTerms: true });
      setSubscription(requested);
      bus.dispatch({ type: SESSION_RELOAD });
      bus.alert({ alertType: 'success', message: 'webapp.ebill.activate.requested', autoDismissDelay: 5000 });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      const next: { email?: Message } = {};
      const emailError = fieldErrors.email;
      if (emailError) next.email = { text: emailError };
      setErrors(next);
      setRefusal(next.email ? 'webapp.ebill.activate.errors.fix' : refusalKeyOf(error));
      setAttempt((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  let content: ReactElement;
  if (failed && !subscription) {
    content = (
      <div className="k-cluster">
        <p className="k-spacer">{t('webapp.ebill.loadFailed')}</p>
        <Button variant="secondary" label="dict.retry" onClick={() => void load()} />
      </div>
    );
  } else if (!subscription) {
    content = <Spinner label="dict.loading" />;
  } else if (pending) {
    content = (
      <div ref={pendingRef} tabIndex={-1} className="k-stack" data-testid="ebill-pending">
        <Alert
          type="info"
          title="webapp.ebill.activate.pendingTitle"
          message="webapp.ebill.activate.pendingText"
        />
        <p>{t('webapp.ebill.activate.pendingEmail', { email: subscription.email ?? email })}</p>
      </div>
    );
  } else if (ebillSubscriptionActive(status)) {
    content = (
      <div className="k-stack" data-testid="ebill-active">
        <Alert type="success" message="webapp.ebill.activate.active" />
        <div className="k-cluster">
          <Link to="/ebill/billers" className="k-button k-button--primary">
            {t('webapp.ebill.activate.toBillers')}
          </Link>
          <Link to="/ebill/settings" className="k-button k-button--secondary">
            {t('webapp.ebill.activate.toSettings')}
          </Link>
        </div>
      </div>
    );
  } else if (status === 'BLOCKED') {
    content = <Alert type="error" message="webapp.ebill.errors.ebill_blocked" />;
  } else if (!subscription.rights.manage) {
    content = <Alert type="info" message="webapp.ebill.activate.noRight" />;
  } else {
    content = (
      <form
        className="k-stack"
        onSubmit={(event) => void activate(event)}
        noValidate
        data-testid="ebill-activate"
      >
        <Input
          ref={emailRef}
          type="email"
          name="email"
          autoComplete="email"
          label="webapp.ebill.activate.email"
          hint="webapp.ebill.activate.emailHint"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
          error={errors.email ?? null}
          required
        />
        <div className="k-field">
          <label className="ebill-choice">
            <input
              ref={termsRef}
              type="checkbox"
              name="acceptedTerms"
              checked={acceptedTerms}
              aria-invalid={errors.acceptedTerms ? true : undefined}
              aria-describedby={errors.acceptedTerms ? 'ebill-terms-error' : undefined}
              onChange={(event) => {
                setAcceptedTerms(event.target.checked);
                setErrors((current) => ({ ...current, acceptedTerms: undefined }));
              }}
            />
            <span>{t('webapp.ebill.activate.terms')}</span>
          </label>
          {errors.acceptedTerms ? (
            <span id="ebill-terms-error" className="k-field__error">
              {t('webapp.ebill.activate.errors.terms')}
            </span>
          ) : null}
        </div>
        {refusal ? (
          <div ref={refusalRef} tabIndex={-1}>
            <Alert type="error" message={refusal} />
          </div>
        ) : null}
        <div className="k-cluster">
          <Button type="submit" label="webapp.ebill.activate.submit" loading={busy} />
        </div>
      </form>
    );
  }

  return (
    <Page title={pending ? 'webapp.ebill.activate.pendingPageTitle' : 'webapp.title.activateEbill'}>
      <Card title="webapp.ebill.activate.what">
        <div className="k-stack">
          <p>{t('webapp.ebill.activate.intro')}</p>
          <ul className="ebill-points">
            <li>{t('webapp.ebill.activate.point1')}</li>
            <li>{t('webapp.ebill.activate.point2')}</li>
            <li>{t('webapp.ebill.activate.point3')}</li>
          </ul>
        </div>
      </Card>
      <Card title="webapp.ebill.activate.title">{content}</Card>
    </Page>
  );
}
