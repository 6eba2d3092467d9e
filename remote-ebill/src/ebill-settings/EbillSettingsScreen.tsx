import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { fieldErrorsOf } from 'shared-kernel/api';
import { SESSION_RELOAD } from 'shared-kernel/bus';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  ebillDeactivationAllowed,
  formatDateTime,
  type EbillSubscription,
  type EbillSubscriptionStatus,
} from 'shared-kernel/domain';
import { Link } from 'shared-kernel/router';
import {
  Alert,
  Badge,
  Button,
  Card,
  Input,
  Modal,
  Page,
  Spinner,
  type BadgeTone,
  type Message,
} from 'shared-kernel/ui';
import { deactivateEbill, ebillBaseOf, fetchSubscription, updateSubscription } from '../api/ebill';
import { useEbillEvents } from '../live/useEbillEvents';
import { refusalKeyOf } from '../refusals';
import '../ebill.css';

const STATUS_TONE: Record<EbillSubscriptionStatus, BadgeTone> = {
  ACTIVE: 'success',
  REQUESTED: 'info',
  INACTIVE: 'neutral',
  BLOCKED: 'error',
};

interface SettingsValues {
  email: string;
  notifyNewInvoice: boolean;
  notifyNotCovered: boolean;
}

const valuesOf = (subscription: EbillSubscription): SettingsValues => ({
  email: subscription.email ?? '',
  notifyNewInvoice: subscription.notifyNewInvoice,
  notifyNotCovered: subscription.notifyNotCovered,
});

/**
 * Route /ebill/settings/:id? (spec §2 "E-bill settings"): the subscription (status, since when, e-mail), the
 * notification settings, and deactivation after a confirmation. Deactivating asks the host to re-read the session,
 * so the menu drops the billers. A refusal is shown translated, focused and announced.
 */
export function EbillSettingsScreen(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const base = ebillBaseOf(session);
  const [subscription, setSubscription] = useState<EbillSubscription | null>(null);
  const [failed, setFailed] = useState(false);
  const [values, setValues] = useState<SettingsValues | null>(null);
  const [emailError, setEmailError] = useState<Message | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deactivationRefusal, setDeactivationRefusal] = useState<string | null>(null);
  const [deactivating, setDeactivating] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);
  const deactivationRefusalRef = useRef<HTMLDivElement | null>(null);

  const load = useCallback(async () => {
    try {
      const read = await fetchSubscription(api, base);
      setSubscription(read);
      setValues(valuesOf(read));
      setFailed(false);
    } catch (error) {
      console.error('[ebill] subscription failed', error);
      setFailed(true);
    }
  }, [api, base]);
  useEffect(() => {
    void load();
  }, [load]);
  useEbillEvents(load, ['ebillSubscription']);

  useEffect(() => {
    if (attempt === 0) return;
    if (emailError) emailRef.current?.focus();
    else refusalRef.current?.focus();
  }, [attempt]); // eslint-disable-line react-hooks/exhaustive-deps -- once per failed save
  useEffect(() => {
    if (deactivationRefusal) deactivationRefusalRef.current?.focus();
  }, [deactivationRefusal]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    setRefusal(null);
    setEmailError(null);
    setBusy(true);
    try {
      const saved = await updateSubscription(api, base, {
        email: values.email.trim(),
        notifyNewInvoice: values.notifyNewInvoice,
        notifyNotCovered: values.notifyNotCovered,
      });
      setSubscription(saved);
      setValues(valuesOf(saved));
      bus.alert({ alertType: 'success', message: 'webapp.ebill.settings.saved', autoDismissDelay: 5000 });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      const message = fieldErrors.email;
      setEmailError(message ? { text: message } : null);
      setRefusal(message ? 'webapp.ebill.activate.errors.fix' : refusalKeyOf(error));
      setAttempt((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  const deactivate = async () => {
    setDeactivating(true);
    setDeactivationRefusal(null);
    try {
      const ended = await deactivateEbill(api, base);
      setSubscription(ended);
      setConfirming(false);
      bus.dispatch({ type: SESSION_RELOAD });
      bus.alert({
        alertType: 'success',
        message: 'webapp.ebill.settings.deactivated',
        autoDismissDelay: 5000,
      });
    } catch (error) {
      setDeactivationRefusal(refusalKeyOf(error));
    } finally {
      setDeactivating(false);
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
  } else if (!subscription || !values) {
    content = <Spinner label="dict.loading" />;
  } else {
    const status = subscription.status;
    const manage = subscription.rights.manage;
    const live = status === 'ACTIVE' || status === 'REQUESTED';
    content = (
      <>
        <Card title="webapp.ebill.settings.subscription">
          <dl className="ebill-facts" data-testid="ebill-subscription">
            <dt>{t('webapp.ebill.settings.status')}</dt>
            <dd data-testid="ebill-status" data-status={status ?? 'NONE'}>
              <Badge
                tone={status ? STATUS_TONE[status] : 'neutral'}
                label={`webapp.ebill.subscriptionStatus.${status ?? 'NONE'}`}
              />
            </dd>
            {subscription.statusChangedAt ? (
              <>
                <dt>{t('webapp.ebill.settings.since')}</dt>
                <dd>{formatDateTime(subscription.statusChangedAt)}</dd>
              </>
            ) : null}
            <dt>{t('webapp.ebill.settings.email')}</dt>
            <dd>{subscription.email ?? '–'}</dd>
          </dl>
          {!live ? (
            <p>
              <Link to="/ebill/activate">{t('webapp.ebill.settings.activateAgain')}</Link>
            </p>
          ) : null}
        </Card>
        {live && manage ? (
          <Card title="webapp.ebill.settings.notifications">
            <form
              className="k-stack"
              onSubmit={(event) => void save(event)}
              noValidate
              data-testid="ebill-settings"
            >
              <Input
                ref={emailRef}
                type="email"
                name="email"
                autoComplete="email"
                label="webapp.ebill.activate.email"
                value={values.email}
                onChange={(event) => {
                  setValues({ ...values, email: event.target.value });
                  setEmailError(null);
                }}
                error={emailError}
                required
              />
              <fieldset className="ebill-choices">
                <legend>{t('webapp.ebill.settings.notifyLegend')}</legend>
                {(['notifyNewInvoice', 'notifyNotCovered'] as const).map((name) => (
                  <label key={name} className="ebill-choice">
                    <input
                      type="checkbox"
                      name={name}
                      checked={values[name]}
                      onChange={(event) => setValues({ ...values, [name]: event.target.checked })}
                    />
                    <span>{t(`webapp.ebill.settings.${name}`)}</span>
                  </label>
                ))}
              </fieldset>
              {refusal ? (
                <div ref={refusalRef} tabIndex={-1}>
                  <Alert type="error" message={refusal} />
                </div>
              ) : null}
              <div className="k-cluster">
                <Button type="submit" label="webapp.ebill.settings.save" loading={busy} />
              </div>
            </form>
          </Card>
        ) : null}
        {manage && ebillDeactivationAllowed(status) ? (
          <Card title="webapp.ebill.settings.deactivateTitle">
            <div className="k-stack">
              <p>{t('webapp.ebill.settings.deactivateText')}</p>
              <div className="k-cluster">
                <Button
                  variant="danger"
                  label="webapp.ebill.settings.deactivate"
                  onClick={() => setConfirming(true)}
                />
              </div>
            </div>
          </Card>
        ) : null}
      </>
    );
  }

  return (
    <Page title="webapp.title.ebillSettings">
      <div className="k-stack">{content}</div>
      {confirming ? (
        <Modal
          open
          size="sm"
          title="webapp.ebill.settings.confirmTitle"
          onClose={() => setConfirming(false)}
          footer={
            <div className="k-cluster">
              <Button variant="secondary" label="dict.cancel" onClick={() => setConfirming(false)} />
              <Button
                variant="danger"
                label="webapp.ebill.settings.confirmDeactivate"
                loading={deactivating}
                onClick={() => void deactivate()}
              />
            </div>
          }
        >
          <div className="k-stack">
            <p>{t('webapp.ebill.settings.confirmText')}</p>
            {deactivationRefusal ? (
              <div ref={deactivationRefusalRef} tabIndex={-1}>
                <Alert type="error" message={deactivationRefusal} />
              </div>
            ) : null}
          </div>
        </Modal>
      ) : null}
    </Page>
  );
}
