import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import type { PartnershipOnboarding } from 'shared-kernel/domain';
import { Link } from 'shared-kernel/router';
import { Badge, type BadgeTone } from 'shared-kernel/ui';

const STATUS_TONE: Record<string, BadgeTone> = {
  new: 'info',
  registered: 'info',
  screened: 'warning',
  identified: 'warning',
  bankable: 'success',
};

/** The onboarding's status as the person sees it: the partnership's, or "no plan chosen yet". */
export function OnboardingStatusBadge({ onboarding }: { onboarding: PartnershipOnboarding }): ReactElement {
  const status = onboarding.partnershipStatus;
  if (!status) return <Badge tone="neutral" label="app.onboarding.company.status.planMissing" />;
  return <Badge tone={STATUS_TONE[status] ?? 'neutral'} label={`dict.partnershipStatus.${status}`} />;
}

/** The person's company onboardings, newest first, each linking to its offering (plan, then status). */
export function OnboardingList({ onboardings }: { onboardings: PartnershipOnboarding[] }): ReactElement {
  const { t } = useTranslation();
  return (
    <ul className="onb-company__list">
      {onboardings.map((onboarding) => (
        <li key={onboarding.uid} className="onb-company__item">
          <div className="onb-company__item-main">
            <Link to={`/partnership-offering/${onboarding.uid}`} className="onb-company__name">
              {onboarding.clientName}
            </Link>
            <span className="onb-company__meta">
              <span className="onb-company__uid">{onboarding.companyUid}</span> ·{' '}
              {t(`dict.legalForm.${onboarding.legalForm}`)}
              {onboarding.seat ? ` · ${onboarding.seat}` : ''}
            </span>
          </div>
          <OnboardingStatusBadge onboarding={onboarding} />
        </li>
      ))}
    </ul>
  );
}
