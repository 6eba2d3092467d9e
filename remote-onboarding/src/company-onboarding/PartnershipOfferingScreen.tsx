import { useEffect, useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { isHttpError } from 'shared-kernel/api';
import { useApi } from 'shared-kernel/contract';
import {
  formatAmount,
  ONBOARDING_STATUSES,
  type BillingInterval,
  type OfferingPlan,
  type PartnershipOnboarding,
} from 'shared-kernel/domain';
import { Link, useParams } from 'shared-kernel/router';
import { Alert, Badge, Button, Card, EmptyState, Page, Spinner } from 'shared-kernel/ui';
import { chooseOffering, loadOfferingPlans, loadOnboarding, loadOnboardings } from './companyOnboarding';
import { OnboardingList, OnboardingStatusBadge } from './OnboardingList';
import './company-onboarding.css';

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'notFound' }
  | { state: 'ready'; onboarding: PartnershipOnboarding; plans: OfferingPlan[] };

/** The plan's price for an interval, e.g. "CHF 100.00 / year"; null when the plan is not offered so. */
function usePrice(plan: OfferingPlan, interval: BillingInterval): string | null {
  const { t } = useTranslation();
  const value = interval === 'IntervalMonthly' ? plan.monthly : plan.yearly;
  if (value === null || value === undefined) return null;
  return t(`app.onboarding.offering.price.${interval}`, {
    amount: `CHF ${formatAmount({ value, factor: 2 })}`,
  });
}

function PlanCard({
  plan,
  interval,
  busy,
  onChoose,
}: {
  plan: OfferingPlan;
  interval: BillingInterval;
  busy: boolean;
  onChoose: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const price = usePrice(plan, interval);
  const name = t(`dict.plan.${plan.code}`);
  return (
    <Card title={{ text: name }} level={3}>
      <div className="k-stack">
        <p className="onb-offering__price">{price ?? t('app.onboarding.offering.notOffered')}</p>
        <ul
          className="onb-offering__features"
          aria-label={t('app.onboarding.offering.featuresOf', { plan: name })}
        >
          {plan.features.map((feature) => (
            <li key={feature}>{t(`app.onboarding.offering.feature.${feature}`)}</li>
          ))}
        </ul>
        <div className="k-cluster">
          <Button
            label={{ key: 'app.onboarding.offering.choose', values: { plan: name } }}
            disabled={price === null}
            loading={busy}
            onClick={onChoose}
          />
        </div>
      </div>
    </Card>
  );
}

/** The requested partnership: its status among the onboarding's steps and the person's roles in it. */
function RequestedPartnership({ onboarding }: { onboarding: PartnershipOnboarding }): ReactElement {
  const { t } = useTranslation();
  const current = ONBOARDING_STATUSES.indexOf(
    onboarding.partnershipStatus as (typeof ONBOARDING_STATUSES)[number],
  );
  return (
    <Card title="app.onboarding.offering.requestedTitle">
      <div className="k-stack">
        <dl className="onb-summary">
          <dt>{t('app.onboarding.offering.company')}</dt>
          <dd>
            {onboarding.clientName} ({onboarding.companyUid})
          </dd>
          <dt>{t('dict.status')}</dt>
          <dd>
            <OnboardingStatusBadge onboarding={onboarding} />
          </dd>
          <dt>{t('app.onboarding.offering.roles')}</dt>
          <dd className="k-cluster">
            {onboarding.roles.map((role) => (
              <Badge key={role} tone="info" label={`dict.role.${role}`} />
            ))}
          </dd>
          <dt>{t('app.onboarding.offering.plan')}</dt>
          <dd>
            {onboarding.planCode ? t(`dict.plan.${onboarding.planCode}`) : '—'}
            {onboarding.billingInterval
              ? ` · ${t(`app.onboarding.offering.interval.${onboarding.billingInterval}`)}`
              : ''}
          </dd>
        </dl>
        <h3>{t('app.onboarding.offering.stepsTitle')}</h3>
        <ol className="onb-steps">
          {ONBOARDING_STATUSES.map((status, index) => (
            <li
              key={status}
              aria-current={index === current ? 'step' : undefined}
              data-done={index <= current ? 'true' : 'false'}
            >
              {t(`dict.partnershipStatus.${status}`)}
            </li>
          ))}
        </ol>
        <p>{t(`app.onboarding.offering.next.${onboarding.partnershipStatus ?? 'new'}`)}</p>
      </div>
    </Card>
  );
}

/** Without an id: the person's onboardings to pick from (or the way to start one). */
function OfferingIndex(): ReactElement {
  const api = useApi();
  const [onboardings, setOnboardings] = useState<PartnershipOnboarding[] | null>(null);
  useEffect(() => {
    let current = true;
    loadOnboardings(api).then(
      (loaded) => current && setOnboardings(loaded),
      () => current && setOnboardings([]),
    );
    return () => {
      current = false;
    };
  }, [api]);
  if (onboardings === null) return <Spinner />;
  if (onboardings.length === 0)
    return (
      <EmptyState
        icon="onboarding"
        title="app.onboarding.offering.noneTitle"
        action={
          <Link to="/partnership-onboarding" className="k-button k-button--primary">
            <OfferingLinkText />
          </Link>
        }
      />
    );
  return (
    <Card title="app.onboarding.company.mineTitle">
      <OnboardingList onboardings={onboardings} />
    </Card>
  );
}

function OfferingLinkText(): ReactElement {
  const { t } = useTranslation();
  return <>{t('app.onboarding.offering.findCompany')}</>;
}

/**
 * Spec §2 /partnership-offering/:id? (§9 plan codes, §6 features): the plans for companies, monthly or yearly;
 * choosing one requests the partnership (status new; the person bootstrapper and requestor), shown with its roles
 * and its onboarding steps (the bank moves it: in the sandbox, the operator).
 */
export function PartnershipOfferingScreen(): ReactElement {
  const api = useApi();
  const { t } = useTranslation();
  const { id } = useParams();
  const intervalName = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [interval, setInterval] = useState<BillingInterval>('IntervalMonthly');
  const [choosing, setChoosing] = useState<string | null>(null);
  const [chooseError, setChooseError] = useState<string | null>(null);

  useEffect(() => {
    if (!id) return undefined;
    let current = true;
    setLoad({ state: 'loading' });
    Promise.all([loadOnboarding(api, id), loadOfferingPlans(api)]).then(
      ([onboarding, plans]) => current && setLoad({ state: 'ready', onboarding, plans }),
      (error: unknown) =>
        current &&
        setLoad({ state: isHttpError(error) && error.response?.status === 404 ? 'notFound' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, id]);

  const choose = async (onboarding: PartnershipOnboarding, plan: OfferingPlan) => {
    setChoosing(plan.code);
    setChooseError(null);
    try {
      const requested = await chooseOffering(api, onboarding.uid, plan.code, interval);
      setLoad((current) => (current.state === 'ready' ? { ...current, onboarding: requested } : current));
    } catch (error) {
      if (isHttpError(error) && error.response?.status === 409) {
        // Chosen meanwhile (another tab): show what was requested.
        const requested = await loadOnboarding(api, onboarding.uid).catch(() => null);
        if (requested)
          setLoad((current) => (current.state === 'ready' ? { ...current, onboarding: requested } : current));
        setChooseError('app.onboarding.offering.alreadyChosen');
      } else setChooseError('app.onboarding.offering.chooseFailed');
    } finally {
      setChoosing(null);
    }
  };

  return (
    <Page title="webapp.title.partnershipOffering">
      <div className="k-stack onb-offering">
        {!id ? <OfferingIndex /> : null}
        {id && load.state === 'loading' ? <Spinner /> : null}
        {id && load.state === 'failed' ? (
          <Alert type="error" message="app.onboarding.offering.loadFailed" />
        ) : null}
        {id && load.state === 'notFound' ? (
          <EmptyState icon="onboarding" title="app.onboarding.offering.notFound" />
        ) : null}
        {chooseError ? (
          <Alert type={chooseError.endsWith('Failed') ? 'error' : 'info'} message={chooseError} />
        ) : null}
        {id && load.state === 'ready' && load.onboarding.partnershipUid ? (
          <RequestedPartnership onboarding={load.onboarding} />
        ) : null}
        {id && load.state === 'ready' && !load.onboarding.partnershipUid ? (
          <>
            <p>
              {t('app.onboarding.offering.intro', {
                name: load.onboarding.clientName,
                uid: load.onboarding.companyUid,
              })}
            </p>
            <fieldset className="onb-offering__interval">
              <legend>{t('app.onboarding.offering.intervalLegend')}</legend>
              {(['IntervalMonthly', 'IntervalYearly'] as const).map((value) => (
                <label key={value} className="k-cluster">
                  <input
                    type="radio"
                    name={intervalName}
                    value={value}
                    checked={interval === value}
                    onChange={() => setInterval(value)}
                  />
                  {t(`app.onboarding.offering.interval.${value}`)}
                </label>
              ))}
            </fieldset>
            <h2>{t('app.onboarding.offering.plansTitle')}</h2>
            <div className="onb-offering__plans">
              {load.plans.map((plan) => (
                <PlanCard
                  key={plan.code}
                  plan={plan}
                  interval={interval}
                  busy={choosing === plan.code}
                  onChoose={() => void choose(load.onboarding, plan)}
                />
              ))}
            </div>
          </>
        ) : null}
      </div>
    </Page>
  );
}
