import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi, useSession } from 'shared-kernel/contract';
import { currentPartnership, formatDate, type SmePlanOffers } from 'shared-kernel/domain';
import { Link } from 'shared-kernel/router';
import { Alert, Button, Card, Page, Spinner } from 'shared-kernel/ui';
import '../partnership-details/partnership-admin.css';
import { fetchPlanOffers } from './api';
import { PlanFeatures, PriceText } from './PlanFeatures';

/**
 * Route /sme-subscription (spec §2 SmeSubscription; issue 32): the company's plan (spec §9 plan code), its billing
 * interval and price, and the features it gives; signatories change it on /sme-subscription-change. The snapshot
 * reloads when the plan changes (entitlementChanged), and this screen with it.
 */
export function SmeSubscriptionScreen(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const partnershipUid = currentPartnership(session)?.uid ?? null;
  const planCode = session.subscription?.planCode ?? null;
  const [offers, setOffers] = useState<SmePlanOffers | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    if (!partnershipUid) return;
    try {
      setOffers(await fetchPlanOffers(api, partnershipUid));
      setFailed(false);
    } catch (error) {
      console.error('[team] subscription failed', error);
      setFailed(true);
    }
  }, [api, partnershipUid]);
  useEffect(() => {
    void load();
  }, [load, planCode]);

  if (!partnershipUid) return <Spinner />;
  if (failed && !offers)
    return (
      <Page title="webapp.title.smeSubscription">
        <Alert type="error" message="team.subscription.loadFailed">
          <Button variant="secondary" label="dict.retry" onClick={() => void load()} />
        </Alert>
      </Page>
    );
  if (!offers) return <Spinner />;
  const { current } = offers;
  return (
    <Page
      title="webapp.title.smeSubscription"
      actions={
        offers.mayChange ? (
          <Link className="k-button k-button--primary" to="/sme-subscription-change">
            {t('team.subscription.change')}
          </Link>
        ) : undefined
      }
    >
      <Card title="team.subscription.current">
        <dl className="pa-facts" data-testid="current-plan">
          <dt>{t('team.subscription.plan')}</dt>
          <dd>
            <strong>{t(`dict.plan.${current.planCode}`, { defaultValue: current.planCode })}</strong>
          </dd>
          <dt>{t('team.subscription.billing')}</dt>
          <dd>{t(`team.subscription.interval.${current.billingInterval}`)}</dd>
          <dt>{t('team.subscription.price')}</dt>
          <dd>
            {current.price ? <PriceText price={current.price} interval={current.billingInterval} /> : '—'}
          </dd>
          <dt>{t('team.subscription.since')}</dt>
          <dd>{formatDate(current.validFrom)}</dd>
        </dl>
      </Card>
      <Card title="team.subscription.features">
        <PlanFeatures features={current.features} />
      </Card>
      {!offers.mayChange ? <p className="pa-muted">{t('team.subscription.signatoriesOnly')}</p> : null}
    </Page>
  );
}
