import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { formatMoney, type BillingInterval } from 'shared-kernel/domain';

/** The features a plan gives (spec §6 "Plan features gate functions"), each translated, the missing ones struck. */
export function PlanFeatures({
  features,
  only,
}: {
  features: Record<string, boolean>;
  /** Show only the enabled ones (compact plan cards). */
  only?: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const names = Object.keys(features).filter((name) => !only || features[name]);
  return (
    <ul className="pa-features">
      {names.map((name) => (
        <li key={name} className={features[name] ? undefined : 'pa-off'}>
          <span aria-hidden="true">{features[name] ? '✓' : '–'}</span>
          <span>
            {t(`team.subscription.feature.${name}`, { defaultValue: name })}
            {features[name] ? null : (
              <span className="k-visually-hidden"> ({t('team.subscription.notIncluded')})</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** "CHF 19.00 per month". */
export function PriceText({
  price,
  interval,
}: {
  /** null: the plan is not offered with this interval (a yearly-only plan). */
  price: { value: number; factor: number; currency: string } | null;
  interval: BillingInterval;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <span>
      {price === null
        ? t('team.subscription.notOffered')
        : price.value === 0
          ? t('team.subscription.free')
          : t(`team.subscription.per.${interval}`, { price: formatMoney(price) })}
    </span>
  );
}
