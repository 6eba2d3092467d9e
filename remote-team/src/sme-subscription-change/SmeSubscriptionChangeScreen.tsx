import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { SESSION_RELOAD } from 'shared-kernel/bus';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  BILLING_INTERVALS,
  currentPartnership,
  type BillingInterval,
  type SmePlanCode,
  type SmePlanOffers,
} from 'shared-kernel/domain';
import { Link, useNavigate } from 'shared-kernel/router';
import { Alert, Button, Card, Modal, Page, Spinner } from 'shared-kernel/ui';
import { refusalKeyOf } from '../partnership-details/refusals';
import '../partnership-details/partnership-admin.css';
import { changePlan, fetchPlanOffers } from '../sme-subscription/api';
import { PlanFeatures, PriceText } from '../sme-subscription/PlanFeatures';

const KNOWN_CODES = ['plan_unchanged', 'plan_change_in_progress'];

/**
 * Route /sme-subscription-change (spec §2, §9 plan codes and billing intervals; issue 32): the plans a company may
 * change to, monthly or yearly, each with its price and features; a signatory confirms the change, after which
 * every open session of the partnership reloads its snapshot (the features gate the functions, e.g. SWIFT
 * payments). Others see why they cannot.
 */
export function SmeSubscriptionChangeScreen(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const navigate = useNavigate();
  const partnershipUid = currentPartnership(session)?.uid ?? null;
  const [offers, setOffers] = useState<SmePlanOffers | null>(null);
  const [failed, setFailed] = useState(false);
  const [planCode, setPlanCode] = useState<SmePlanCode | null>(null);
  const [interval, setInterval] = useState<BillingInterval>('IntervalMonthly');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);

  const load = useCallback(async () => {
    if (!partnershipUid) return;
    try {
      const read = await fetchPlanOffers(api, partnershipUid);
      setOffers(read);
      setPlanCode((chosen) => chosen ?? (read.current.planCode as SmePlanCode));
      setInterval(read.current.billingInterval);
      setFailed(false);
    } catch (error) {
      console.error('[team] plans failed', error);
      setFailed(true);
    }
  }, [api, partnershipUid]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  if (!partnershipUid) return <Spinner />;
  if (failed && !offers)
    return (
      <Page title="webapp.title.smeSubscriptionChange">
        <Alert type="error" message="team.subscription.loadFailed">
          <Button variant="secondary" label="dict.retry" onClick={() => void load()} />
        </Alert>
      </Page>
    );
  if (!offers || !planCode) return <Spinner />;
  const unchanged = planCode === offers.current.planCode && interval === offers.current.billingInterval;
  const chosen = offers.plans.find((plan) => plan.code === planCode);

  const review = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (unchanged) {
      setRefusal('team.subscription.errors.plan_unchanged');
      return;
    }
    if (chosen?.prices[interval] === null) {
      setRefusal('team.subscription.errors.plan_not_offered');
      return;
    }
    setConfirming(true);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await changePlan(api, partnershipUid, { planCode, billingInterval: interval });
      setConfirming(false);
      bus.dispatch({ type: SESSION_RELOAD });
      bus.alert({
        alertType: 'success',
        message: 'team.subscription.changed',
        values: { plan: t(`dict.plan.${planCode}`) },
        autoDismissDelay: 5000,
      });
      navigate('/sme-subscription');
    } catch (error) {
      setConfirming(false);
      setRefusal(refusalKeyOf('team.subscription', KNOWN_CODES, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="webapp.title.smeSubscriptionChange" onBack={() => navigate('/sme-subscription')}>
      {refusal ? (
        <div ref={refusalRef} tabIndex={-1}>
          <Alert type="error" message={refusal} />
        </div>
      ) : null}
      {!offers.mayChange ? <Alert type="warning" message="team.subscription.signatoriesOnly" /> : null}
      <form noValidate onSubmit={review}>
        <Card title="team.subscription.billing">
          <fieldset className="k-cluster pa-plans-interval">
            <legend className="k-visually-hidden">{t('team.subscription.billing')}</legend>
            {BILLING_INTERVALS.map((candidate) => (
              <label key={candidate} className="pa-choice">
                <input
                  type="radio"
                  name="billingInterval"
                  value={candidate}
                  checked={interval === candidate}
                  disabled={!offers.mayChange}
                  onChange={() => setInterval(candidate)}
                />
                {t(`team.subscription.interval.${candidate}`)}
              </label>
            ))}
          </fieldset>
          <p className="pa-muted">{t('team.subscription.yearlyHint')}</p>
        </Card>
        <fieldset className="pa-plans" data-testid="plans">
          <legend className="k-visually-hidden">{t('team.subscription.choosePlan')}</legend>
          {offers.plans.map((plan) => (
            <label key={plan.code} className="pa-plan">
              <span className="pa-plan-head">
                <span className="pa-choice">
                  <input
                    type="radio"
                    name="planCode"
                    value={plan.code}
                    checked={planCode === plan.code}
                    disabled={!offers.mayChange || plan.prices[interval] === null}
                    aria-labelledby={`plan-${plan.code}`}
                    aria-describedby={`plan-${plan.code}-price`}
                    onChange={() => setPlanCode(plan.code)}
                  />
                  <span id={`plan-${plan.code}`}>{t(`dict.plan.${plan.code}`)}</span>
                </span>
                <span id={`plan-${plan.code}-price`}>
                  <PriceText price={plan.prices[interval]} interval={interval} />
                </span>
              </span>
              {plan.code === offers.current.planCode ? (
                <span className="pa-muted">{t('team.subscription.currentMark')}</span>
              ) : null}
              <PlanFeatures features={plan.features} only />
            </label>
          ))}
        </fieldset>
        <div className="k-cluster pa-actions">
          <Link to="/sme-subscription">{t('dict.cancel')}</Link>
          <Button
            type="submit"
            variant="primary"
            label="team.subscription.review"
            disabled={!offers.mayChange}
          />
        </div>
      </form>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="team.subscription.confirmTitle"
        footer={
          <>
            <Button variant="secondary" label="dict.cancel" onClick={() => setConfirming(false)} />
            <Button
              variant="primary"
              label="team.subscription.confirm"
              loading={busy}
              onClick={() => void confirm()}
            />
          </>
        }
      >
        {chosen ? (
          <p>
            {t('team.subscription.confirmText', {
              plan: t(`dict.plan.${chosen.code}`),
              interval: t(`team.subscription.interval.${interval}`),
            })}{' '}
            <PriceText price={chosen.prices[interval]} interval={interval} />
          </p>
        ) : null}
      </Modal>
    </Page>
  );
}
